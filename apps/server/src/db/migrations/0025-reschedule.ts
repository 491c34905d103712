/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import type { Kysely } from 'kysely';
import { executeScript } from '../sql-script.js';

/**
 * A customer moves a paid booking to another departure (issue 21; decision 0040).
 *
 * Expand only (decision 0047): the previous release's statements still run.
 *
 * - reservations.moved_from_id: the paid booking this one replaces. A move is a NEW
 *   reservation holding the new seats; when its charge is paid (or at once when nothing
 *   is owed) the old one is cancelled with cancel_reason 'dipindahkan' in the same
 *   transaction. NULL for every ordinary booking. At most one booking completes a move
 *   from a given booking: the old one is cancelled when the first completes.
 * - refunds.reason gains 'selisih_ubah_jadwal': the fare difference owed back when the
 *   new departure is cheaper and the operator's policy says lowerFare 'refund'.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await executeScript(
    db,
    /* sql */ `
    ALTER TABLE reservations ADD COLUMN moved_from_id integer REFERENCES reservations (id);
    CREATE INDEX reservations_moved_from_idx ON reservations (moved_from_id)
      WHERE moved_from_id IS NOT NULL;
    ALTER TABLE refunds DROP CONSTRAINT refunds_reason_check;
    ALTER TABLE refunds ADD CONSTRAINT refunds_reason_check
      CHECK (reason IN ('terlambat', 'ganda', 'keberangkatan_dibatalkan', 'dibatalkan_pelanggan',
                        'selisih_ubah_jadwal'));
    `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await executeScript(
    db,
    /* sql */ `
    DELETE FROM refunds WHERE reason = 'selisih_ubah_jadwal';
    ALTER TABLE refunds DROP CONSTRAINT refunds_reason_check;
    ALTER TABLE refunds ADD CONSTRAINT refunds_reason_check
      CHECK (reason IN ('terlambat', 'ganda', 'keberangkatan_dibatalkan', 'dibatalkan_pelanggan'));
    DROP INDEX reservations_moved_from_idx;
    ALTER TABLE reservations DROP COLUMN moved_from_id;
    `,
  );
}

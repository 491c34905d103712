/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import type { Kysely } from 'kysely';
import { executeScript } from '../sql-script.js';

/**
 * Departure reminders (issue 21, "after the booking"; decision 0038).
 *
 * - reservation_reminders: the ledger of reminders sent, one row per reservation,
 *   direction and kind ('h24' about a day before, 'h3' about three hours before). Its
 *   primary key is what makes a reminder go once: the pass inserts the due rows with
 *   ON CONFLICT DO NOTHING and queues messages only for the rows it inserted, in the same
 *   transaction, so two server processes cannot both send one. departure_at is the time
 *   the reminder announced (a departure moved later keeps the row: the move has its own
 *   notice). The reservations module owns it.
 * - reservation_legs_first_departure_idx: the due query reads the first leg of each
 *   direction departing in the next 24 hours; partial on leg_index = 0 (written as a
 *   literal in the query, decision 0033) so it holds one row per booked direction.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await executeScript(
    db,
    /* sql */ `
    CREATE TABLE reservation_reminders (
      reservation_id bigint NOT NULL REFERENCES reservations(id) ON DELETE CASCADE,
      direction text NOT NULL CHECK (direction IN ('go', 'return')),
      kind text NOT NULL CHECK (kind IN ('h24', 'h3')),
      departure_at timestamptz NOT NULL,
      sent_at timestamptz NOT NULL,
      PRIMARY KEY (reservation_id, direction, kind)
    );
    CREATE INDEX reservation_legs_first_departure_idx
      ON reservation_legs(departure_at) WHERE leg_index = 0;
    `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await executeScript(
    db,
    /* sql */ `
    DROP INDEX reservation_legs_first_departure_idx;
    DROP TABLE reservation_reminders;
    `,
  );
}

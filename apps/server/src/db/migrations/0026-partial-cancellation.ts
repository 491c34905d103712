/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import type { Kysely } from 'kysely';
import { executeScript } from '../sql-script.js';

/**
 * A booker cancels some passengers of a paid booking (issue 21; decision 0046).
 * Expand only (decision 0047): nullable or defaulted columns, nothing renamed.
 *
 * - reservation_passengers.cancelled_at: when this passenger's seat on this leg was
 *   cancelled; NULL: travelling. A passenger cancelled is cancelled on every leg.
 * - reservations.voucher_refunded / points_refunded: the voucher discount and the
 *   points already given to earlier partial cancellations, so the next one prices
 *   what is left (cancellationQuote's voucherLeft / pointsLeft).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await executeScript(
    db,
    /* sql */ `
    ALTER TABLE reservation_passengers ADD COLUMN cancelled_at timestamptz;
    ALTER TABLE reservations ADD COLUMN voucher_refunded integer NOT NULL DEFAULT 0;
    ALTER TABLE reservations ADD COLUMN points_refunded integer NOT NULL DEFAULT 0;
    `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await executeScript(
    db,
    /* sql */ `
    ALTER TABLE reservations DROP COLUMN points_refunded;
    ALTER TABLE reservations DROP COLUMN voucher_refunded;
    ALTER TABLE reservation_passengers DROP COLUMN cancelled_at;
    `,
  );
}

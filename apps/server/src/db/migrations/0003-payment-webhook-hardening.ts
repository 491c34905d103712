/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import type { Kysely } from 'kysely';
import { executeScript } from '../sql-script.js';

/**
 * The payment webhook's hardening (issue 7, items 2 and 4).
 *
 * - simulator_transactions: the LOCAL PAYMENT SIMULATOR's own record of each charge's
 *   status, the gateway's side of the books. Its status API answers from here, so the
 *   webhook can confirm a paying notification with "the gateway" before it settles,
 *   exactly as it does with Midtrans. Unused with PAYMENT_GATEWAY=midtrans.
 * - an index over the rejected notifications (bad signature, unconfirmed), so keeping
 *   only the newest WEBHOOK_REJECTED_KEEP of them stays cheap.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await executeScript(
    db,
    /* sql */ `
    CREATE TABLE simulator_transactions (
      order_id            text PRIMARY KEY,
      transaction_id      text NOT NULL,
      transaction_status  text NOT NULL,
      status_code         text NOT NULL,
      gross_amount        text NOT NULL,
      payment_type        text NOT NULL,
      updated_at          timestamptz NOT NULL
    );

    CREATE INDEX payment_notifications_rejected_idx ON payment_notifications (id)
      WHERE outcome IN ('invalid_signature', 'unconfirmed');
  `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await executeScript(
    db,
    `
    DROP INDEX payment_notifications_rejected_idx;
    DROP TABLE simulator_transactions;
  `,
  );
}

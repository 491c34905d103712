/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import type { Kysely } from 'kysely';
import { executeScript } from '../sql-script.js';

/**
 * A customer cancels a paid booking (issue 21; decision 0037).
 *
 * - operators.after_sale_policy: the operator's after-sale policy (until when a paid
 *   ticket may be cancelled, what comes back with and without refund assurance, until
 *   when and for what it may be moved), as the domain's operatorPolicySchema reads it.
 *   NULL: the default policy (DEFAULT_OPERATOR_POLICY). The catalog module owns it.
 * - refunds.reason gains 'dibatalkan_pelanggan': money owed back because the booker
 *   cancelled. Owed once per booking (owed_key 'pelanggan:<reservation id>').
 * - A paid booking the customer cancelled is status 'cancelled' with paid_at kept: the
 *   money was received, the seats are free again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await executeScript(
    db,
    /* sql */ `
    ALTER TABLE operators ADD COLUMN after_sale_policy jsonb;
    ALTER TABLE refunds DROP CONSTRAINT refunds_reason_check;
    ALTER TABLE refunds ADD CONSTRAINT refunds_reason_check
      CHECK (reason IN ('terlambat', 'ganda', 'keberangkatan_dibatalkan', 'dibatalkan_pelanggan'));
    `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await executeScript(
    db,
    /* sql */ `
    DELETE FROM refunds WHERE reason = 'dibatalkan_pelanggan';
    ALTER TABLE refunds DROP CONSTRAINT refunds_reason_check;
    ALTER TABLE refunds ADD CONSTRAINT refunds_reason_check
      CHECK (reason IN ('terlambat', 'ganda', 'keberangkatan_dibatalkan'));
    ALTER TABLE operators DROP COLUMN after_sale_policy;
    `,
  );
}

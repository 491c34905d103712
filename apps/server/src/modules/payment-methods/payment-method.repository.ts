import { type Kysely, type Selectable, sql } from 'kysely';
import type { ReadAlongside } from '../../db/read-alongside.js';
import type { DB, PaymentMethodsTable } from '../../db/schema.js';

export type PaymentMethodRow = Selectable<PaymentMethodsTable>;

const columns = [
  'code',
  'name',
  'group_code',
  'group_name',
  'fee_type',
  'fee_value',
  'min_amount',
  'max_amount',
  'logo_url',
  'instructions',
  'sort_order',
  'is_active',
] as const;

/** Queries of payment methods. Every method takes the executor so it can run inside a transaction. */
export class PaymentMethodRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async listActive(db: Kysely<DB> = this.db): Promise<PaymentMethodRow[]> {
    return db
      .selectFrom('payment_methods')
      .select(columns)
      .where('is_active', '=', true)
      .orderBy('sort_order')
      .orderBy('code')
      .execute();
  }

  async findActive(code: string, db: Kysely<DB> = this.db): Promise<PaymentMethodRow | undefined> {
    return db
      .selectFrom('payment_methods')
      .select(columns)
      .where('code', '=', code)
      .where('is_active', '=', true)
      .executeTakeFirst();
  }

  /**
   * findActive as one value, not run: a checkout reads it inside the trip lookup's
   * statement of the catalogue's version (decision 0029). The row travels as JSON, whose
   * numbers and booleans are the columns' own (numeric fee_value as a number, as the
   * driver's parser gives it).
   */
  findActiveRead(code: string): ReadAlongside<PaymentMethodRow | null> {
    const method = this.db
      .selectFrom('payment_methods')
      .select(columns)
      .where('code', '=', code)
      .where('is_active', '=', true)
      .as('m');
    return {
      query: this.db.selectFrom(method).select(sql`row_to_json(m)`.as('row')),
      decode: (value) => (value ?? null) as PaymentMethodRow | null,
    };
  }

  /**
   * What a pending reservation still has to pay before the admin fee, and the voucher it
   * holds (for choosing another method: the voucher may allow only some methods). Read
   * here because the method list needs only these two facts of it.
   */
  async pendingReservationPricing(
    reservationCode: string,
    now: Date,
    db: Kysely<DB> = this.db,
  ): Promise<PendingReservationPricing | undefined> {
    const row = await db
      .selectFrom('reservations')
      .select(['code', 'total', 'admin_fee', 'voucher_code', 'customer_id', 'guest_secret_hash'])
      .where('code', '=', reservationCode)
      .where('status', '=', 'pending')
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row
      ? {
          amount: row.total - row.admin_fee,
          voucherCode: row.voucher_code,
          owner: {
            code: row.code,
            customer_id: row.customer_id,
            guest_secret_hash: row.guest_secret_hash,
          },
        }
      : undefined;
  }
}

/** What the method list needs of a pending reservation, and who may ask for it. */
export interface PendingReservationPricing {
  amount: number;
  voucherCode: string | null;
  owner: { code: string; customer_id: number | null; guest_secret_hash: string };
}

import { type Insertable, type Kysely, sql } from 'kysely';
import { reservationIsActive } from '../../db/rules/reservation-activity.js';
import type { DB, VouchersTable } from '../../db/schema.js';
import type { VoucherRow } from './voucher-rules.js';

const columns = [
  'code',
  'name',
  'description',
  'terms',
  'discount_type',
  'discount_value',
  'max_discount',
  'min_spend',
  'quota',
  'valid_from',
  'valid_until',
  'operator_codes',
  'payment_method_codes',
  'is_public',
  'new_customer_only',
] as const;

export interface CustomerIdentity {
  customerId: number | null;
  emails: string[];
  phones: string[];
}

/** Queries of vouchers and of the facts voucher rules need. Every method takes the executor. */
export class VoucherRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Inserts a voucher (a flash-sale purchase's personal one); false when the code exists. */
  async insertIfAbsent(
    values: Insertable<VouchersTable>,
    db: Kysely<DB> = this.db,
  ): Promise<boolean> {
    const row = await db
      .insertInto('vouchers')
      .values(values)
      .onConflict((conflict) => conflict.column('code').doNothing())
      .returning('code')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Codes are matched without regard to case: people type them. */
  async findByCode(code: string, db: Kysely<DB> = this.db): Promise<VoucherRow | undefined> {
    return db
      .selectFrom('vouchers')
      .select(columns)
      .where(sql<string>`upper(code)`, '=', code.toUpperCase())
      .executeTakeFirst();
  }

  /** Public vouchers valid at `now`, optionally matching a search text in code or name. */
  async listPublicValid(
    now: Date,
    search: string | undefined,
    db: Kysely<DB> = this.db,
  ): Promise<VoucherRow[]> {
    let query = db
      .selectFrom('vouchers')
      .select(columns)
      .where('is_public', '=', true)
      .where('valid_from', '<=', now)
      .where('valid_until', '>', now);
    if (search) {
      // The search text is a bound parameter; only LIKE's own wildcards need escaping.
      const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) =>
        eb.or([eb('code', 'ilike', pattern), eb('name', 'ilike', pattern)]),
      );
    }
    return query.orderBy('valid_until').orderBy('code').limit(100).execute();
  }

  /** How many reservations hold each voucher at `now` (codes as stored). */
  async countHolding(
    codes: string[],
    now: Date,
    excludeReservationCode: string | null = null,
    db: Kysely<DB> = this.db,
  ): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    if (codes.length === 0) return counts;
    let query = db
      .selectFrom('reservations')
      .select(['voucher_code', (eb) => eb.fn.countAll<number>().as('used')])
      .where('voucher_code', 'in', codes)
      .where((eb) => reservationIsActive(eb, 'reservations', now));
    if (excludeReservationCode) query = query.where('code', '<>', excludeReservationCode);
    const rows = await query.groupBy('voucher_code').execute();
    for (const row of rows) if (row.voucher_code) counts.set(row.voucher_code, Number(row.used));
    return counts;
  }

  /**
   * The voucher's quota and how many reservations hold it at `now`, with the voucher row
   * locked (FOR UPDATE) so concurrent checkouts on PostgreSQL count one after the other.
   * Undefined when no voucher has that code (as stored).
   */
  async lockUsage(
    code: string,
    now: Date,
    db: Kysely<DB> = this.db,
  ): Promise<{ quota: number | null; used: number } | undefined> {
    const voucher = await db
      .selectFrom('vouchers')
      .select('quota')
      .where('code', '=', code)
      .forUpdate()
      .executeTakeFirst();
    if (!voucher) return undefined;
    const used = (await this.countHolding([code], now, null, db)).get(code) ?? 0;
    return { quota: voucher.quota, used };
  }

  async paymentMethodNames(
    codes: string[],
    db: Kysely<DB> = this.db,
  ): Promise<Map<string, string>> {
    if (codes.length === 0) return new Map();
    const rows = await db
      .selectFrom('payment_methods')
      .select(['code', 'name'])
      .where('code', 'in', codes)
      .execute();
    return new Map(rows.map((row) => [row.code, row.name]));
  }

  /** The e-mail and phone of a customer account, to match reservations booked as a guest. */
  async customerContact(customerId: number, db: Kysely<DB> = this.db) {
    return db
      .selectFrom('customers')
      .select(['email', 'phone'])
      .where('id', '=', customerId)
      .executeTakeFirst();
  }

  /** Whether any paid reservation belongs to the customer or was booked with their e-mail or phone. */
  async hasPaidReservation(identity: CustomerIdentity, db: Kysely<DB> = this.db): Promise<boolean> {
    const emails = identity.emails.map((email) => email.toLowerCase());
    const row = await db
      .selectFrom('reservations')
      .select(sql.lit(1).as('one'))
      .where('status', '=', 'paid')
      .where((eb) => {
        const matches = [];
        if (identity.customerId !== null) matches.push(eb('customer_id', '=', identity.customerId));
        if (emails.length > 0) matches.push(eb(sql<string>`lower(booker_email)`, 'in', emails));
        if (identity.phones.length > 0) matches.push(eb('booker_phone', 'in', identity.phones));
        return matches.length > 0 ? eb.or(matches) : eb.val(false);
      })
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
}

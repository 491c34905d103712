import type { Executor } from '../../db/executor.js';

export interface CustomerProfileChanges {
  name: string;
  gender?: 'L' | 'P';
  birthDate?: string;
  /** Set together: a new occupation drops the words of the previous one. */
  occupation?: { id: number; other: string | null };
}

/** Queries of customer accounts (customers). */
export class CustomerRepository {
  constructor(private readonly db: Executor) {}

  /**
   * The account of a verified e-mail or phone, created on its first sign-in. The unique
   * column decides a race between two first sign-ins: one inserts, the other finds it.
   */
  async findOrCreate(
    by: { email: string } | { phone: string },
    db: Executor = this.db,
  ): Promise<{ id: number; created: boolean }> {
    const column = 'email' in by ? ('email' as const) : ('phone' as const);
    const value = 'email' in by ? by.email : by.phone;
    const inserted = await db
      .insertInto('customers')
      .values(column === 'email' ? { email: value } : { phone: value })
      .onConflict((oc) => oc.column(column).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return { id: inserted.id, created: true };
    const existing = await db
      .selectFrom('customers')
      .select('id')
      .where(column, '=', value)
      .executeTakeFirstOrThrow();
    return { id: existing.id, created: false };
  }

  async findById(id: number, db: Executor = this.db) {
    return db
      .selectFrom('customers')
      .select([
        'id',
        'name',
        'email',
        'phone',
        'gender',
        'birth_date',
        'occupation_id',
        'occupation_other',
        'points_balance',
      ])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async updateProfile(
    id: number,
    changes: CustomerProfileChanges,
    db: Executor = this.db,
  ): Promise<boolean> {
    const result = await db
      .updateTable('customers')
      .set({
        name: changes.name,
        ...(changes.gender ? { gender: changes.gender } : {}),
        ...(changes.birthDate ? { birth_date: changes.birthDate } : {}),
        ...(changes.occupation
          ? { occupation_id: changes.occupation.id, occupation_other: changes.occupation.other }
          : {}),
      })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The customer's referral code, null until first given. */
  async referralCodeOf(id: number, db: Executor = this.db): Promise<string | null> {
    const row = await db
      .selectFrom('customers')
      .select('referral_code')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.referral_code ?? null;
  }

  /**
   * Gives `code` to the customer unless they have one already; answers the code they
   * hold afterwards. A code another customer holds fails on the unique column (the caller
   * draws another).
   */
  async assignReferralCode(id: number, code: string, db: Executor = this.db): Promise<string> {
    await db
      .updateTable('customers')
      .set({ referral_code: code })
      .where('id', '=', id)
      .where('referral_code', 'is', null)
      .execute();
    return (await this.referralCodeOf(id, db)) ?? code;
  }

  /** How many accounts signed up with this customer's code. */
  async countReferred(id: number, db: Executor = this.db): Promise<number> {
    const row = await db
      .selectFrom('customers')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('referred_by', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Records whose code a just-created account came with. An unknown code, or the
   * account's own, records nothing: a sign-in never fails over a referral link.
   */
  async recordReferrer(
    newCustomerId: number,
    code: string,
    db: Executor = this.db,
  ): Promise<boolean> {
    const referrer = await db
      .selectFrom('customers')
      .select('id')
      .where('referral_code', '=', code)
      .where('id', '<>', newCustomerId)
      .executeTakeFirst();
    if (!referrer) return false;
    const result = await db
      .updateTable('customers')
      .set({ referred_by: referrer.id })
      .where('id', '=', newCustomerId)
      .where('referred_by', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}

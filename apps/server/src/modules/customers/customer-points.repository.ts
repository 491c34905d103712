import { type Insertable, sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { literal } from '../../db/literal.js';
import type { CustomerPointEntriesTable } from '../../db/schema.js';

export type PointEntryInsert = Omit<Insertable<CustomerPointEntriesTable>, 'id'>;

/**
 * Queries of a customer's points: the balance (customers.points_balance) and its ledger
 * (customer_point_entries). The service writes both in one transaction.
 */
export class CustomerPointsRepository {
  constructor(private readonly db: Executor) {}

  async balance(customerId: number, db: Executor = this.db): Promise<number> {
    const row = await db
      .selectFrom('customers')
      .select('points_balance')
      .where('id', '=', customerId)
      .executeTakeFirst();
    return row?.points_balance ?? 0;
  }

  /** The balance under the customer row's lock, until the transaction ends. */
  async lockBalance(customerId: number, db: Executor = this.db): Promise<number | undefined> {
    const row = await db
      .selectFrom('customers')
      .select('points_balance')
      .where('id', '=', customerId)
      .forUpdate()
      .executeTakeFirst();
    return row?.points_balance;
  }

  /**
   * Takes points if the balance covers them, in one guarded UPDATE. The balance after it,
   * or undefined when it did not cover them.
   */
  async subtract(
    customerId: number,
    points: number,
    db: Executor = this.db,
  ): Promise<number | undefined> {
    const row = await db
      .updateTable('customers')
      .set((eb) => ({ points_balance: eb('points_balance', '-', points) }))
      .where('id', '=', customerId)
      .where('points_balance', '>=', points)
      .returning('points_balance')
      .executeTakeFirst();
    return row?.points_balance;
  }

  /** Adds points; the balance after it (undefined: no such customer). */
  async add(
    customerId: number,
    points: number,
    db: Executor = this.db,
  ): Promise<number | undefined> {
    const row = await db
      .updateTable('customers')
      .set((eb) => ({ points_balance: eb('points_balance', '+', points) }))
      .where('id', '=', customerId)
      .returning('points_balance')
      .executeTakeFirst();
    return row?.points_balance;
  }

  async insertEntry(entry: PointEntryInsert, db: Executor = this.db): Promise<void> {
    await db.insertInto('customer_point_entries').values(entry).execute();
  }

  /**
   * The 'earned' entry of a reservation, unless one exists: false then. The partial
   * UNIQUE index decides, so it holds across processes; a concurrent insert of the same
   * reservation waits for the other transaction and then does nothing. 'earned' is a
   * literal: the conflict target names the partial index by its predicate, and with a
   * parameter there the prepared statement's generic plan (the sixth call on a connection,
   * decision 0030) cannot infer the index and fails ("there is no unique or exclusion
   * constraint matching the ON CONFLICT specification"); decision 0033.
   */
  async insertEarnedOnce(
    entry: PointEntryInsert & { kind: 'earned'; reservation_id: number },
    db: Executor = this.db,
  ): Promise<boolean> {
    const rows = await db
      .insertInto('customer_point_entries')
      .values(entry)
      .onConflict((oc) =>
        oc.column('reservation_id').where('kind', '=', literal('earned')).doNothing(),
      )
      .returning('id')
      .execute();
    return rows.length > 0;
  }

  /** The points a reservation earned (its 'earned' entry), or 0. */
  async earnedFor(reservationId: number, db: Executor = this.db): Promise<number> {
    const row = await db
      .selectFrom('customer_point_entries')
      .select('points')
      .where('reservation_id', '=', reservationId)
      .where('kind', '=', literal('earned'))
      .executeTakeFirst();
    return row?.points ?? 0;
  }

  /** Points of a reservation's earnings already taken back ('adjusted' entries below 0). */
  async takenBackFor(reservationId: number, db: Executor = this.db): Promise<number> {
    const row = await db
      .selectFrom('customer_point_entries')
      .select(sql<number>`coalesce(-sum(points), 0)::int`.as('points'))
      .where('reservation_id', '=', reservationId)
      .where('kind', '=', literal('adjusted'))
      .where('points', '<', 0)
      .executeTakeFirstOrThrow();
    return row.points;
  }

  /** One page of the ledger, newest first, with the code of the reservation it concerns. */
  history(customerId: number, limit: number, offset: number, db: Executor = this.db) {
    return db
      .selectFrom('customer_point_entries as entry')
      .leftJoin('reservations', 'reservations.id', 'entry.reservation_id')
      .select([
        'entry.id',
        'entry.kind',
        'entry.points',
        'entry.balance_after',
        'entry.note',
        'entry.created_at',
        'reservations.code as reservation_code',
      ])
      .where('entry.customer_id', '=', customerId)
      .orderBy('entry.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  async countEntries(customerId: number, db: Executor = this.db): Promise<number> {
    const row = await db
      .selectFrom('customer_point_entries')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * The customer's unpaid bookings whose hold runs at `now` (a read of the reservations
   * module's table: what they spent and will earn, for customer-point).
   */
  pendingReservations(customerId: number, now: Date, db: Executor = this.db) {
    return db
      .selectFrom('reservations')
      .select(['code', 'fare_total', 'voucher_discount', 'points_used', 'expires_at'])
      .where('customer_id', '=', customerId)
      .where('status', '=', 'pending')
      .where('expires_at', '>', now)
      .orderBy('expires_at')
      .execute();
  }
}

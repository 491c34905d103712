import { type RawBuilder, sql } from 'kysely';
import type { Selectable } from 'kysely';
import type {
  PriceLineRecord,
  ReservationPassengersTable,
  ReservationsTable,
} from '../../db/schema.js';
import type { Executor } from '../../db/executor.js';
import { literal } from '../../db/literal.js';
import { type NewBooking, writeBooking, type WrittenBooking } from './booking-statement.js';
import { reservationIsActive } from '../../db/rules/reservation-activity.js';
import { type LegView, selectLegViews } from './reservation-legs.repository.js';

export type { LegView } from './reservation-legs.repository.js';

export type ReservationRow = Selectable<ReservationsTable>;

export type PassengerRow = Selectable<ReservationPassengersTable>;

export interface PricingUpdate {
  payment_method_code: string;
  fare_total: number;
  voucher_discount: number;
  points_used: number;
  insurance_fee: number;
  donation: number;
  admin_fee: number;
  total: number;
  price_lines: PriceLineRecord[];
}

/** What ending a reservation unpaid gives back: the points it had spent. */
export interface EndedReservation {
  id: number;
  customer_id: number | null;
  points_used: number;
}

/**
 * Queries of reservations, their legs and passengers (the reservations module's tables).
 * Rules live in the services; status changes are called only by the lifecycle
 * (reservation-lifecycle.service.ts). Every method runs on the executor given last (a
 * transaction), or on the database handle the repository was built with.
 */
export class ReservationRepository {
  constructor(private readonly db: Executor) {}

  /** Locks the reservation row (PostgreSQL; PGlite serialises whole transactions). */
  lockStatus(id: number, db: Executor = this.db) {
    return db
      .selectFrom('reservations')
      .select([
        'id',
        'status',
        'expires_at',
        'refund_status',
        'customer_id',
        'points_used',
        'points_refunded',
      ])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  /** The booking a move's booking replaces (moved_from_id, never changed), or null. */
  async movedFromOf(id: number, db: Executor = this.db): Promise<number | null> {
    const row = await db
      .selectFrom('reservations')
      .select('moved_from_id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.moved_from_id ?? null;
  }

  /** The move's booking that replaced `id` once it was paid, or its latest attempt. */
  findMovedTo(id: number, db: Executor = this.db) {
    return db
      .selectFrom('reservations')
      .select(['id', 'code', 'status'])
      .where('moved_from_id', '=', id)
      .orderBy(sql`status = 'paid'`, 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  /** The moves from `id` still holding seats unpaid (a newer move replaces them). */
  async pendingMovesFrom(id: number, db: Executor = this.db): Promise<number[]> {
    const rows = await db
      .selectFrom('reservations')
      .select('id')
      .where('moved_from_id', '=', id)
      .where('status', '=', 'pending')
      .orderBy('id')
      .execute();
    return rows.map((row) => row.id);
  }

  /** True when a move of this booking waits for its payment, its hold running at `now`. */
  async hasOpenMoveFrom(id: number, now: Date, db: Executor = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('reservations')
      .select('id')
      .where('moved_from_id', '=', id)
      .where('status', '=', 'pending')
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The points the booking a move replaced had spent, now spent on the new one. */
  async carryPoints(id: number, points: number, db: Executor = this.db): Promise<void> {
    await db
      .updateTable('reservations')
      .set({ points_used: points })
      .where('id', '=', id)
      .execute();
  }

  async markPaid(id: number, paidAt: Date, db: Executor = this.db): Promise<void> {
    await db
      .updateTable('reservations')
      .set({ status: 'paid', paid_at: paidAt })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .execute();
  }

  /**
   * Paid bookings that now owe money back (their departure was cancelled): the flag the
   * ticket shows. Only paid ones; a booking whose earlier refund was done owes again.
   */
  async flagRefundRequired(ids: number[], db: Executor = this.db): Promise<void> {
    if (ids.length === 0) return;
    await db
      .updateTable('reservations')
      .set({ refund_status: 'required' })
      .where('id', 'in', ids)
      .where('status', '=', 'paid')
      .execute();
  }

  /** Everything the booking was owed has been given back. */
  async markRefunded(id: number, db: Executor = this.db): Promise<void> {
    await db
      .updateTable('reservations')
      .set({ refund_status: 'refunded' })
      .where('id', '=', id)
      .where('refund_status', '=', 'required')
      .execute();
  }

  /** A payment that came too late: pending becomes expired, and a refund is owed. */
  async markLatePayment(id: number, db: Executor = this.db): Promise<void> {
    await db
      .updateTable('reservations')
      .set({
        status: sql<
          ReservationsTable['status']
        >`CASE WHEN status = 'pending' THEN 'expired' ELSE status END`,
        refund_status: sql<'required' | 'refunded'>`COALESCE(refund_status, 'required')`,
      })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Marks pending reservations whose hold ended by `now` as expired. On PostgreSQL the
   * rows are locked first, in id order (the same order for every caller, so a hold and
   * the sweeper cannot deadlock on each other), and a payment settling the same
   * reservation either ran first (the row is no longer pending and is left alone) or
   * waits for us (and then sees it expired). Returns those it expired. `ids` narrows
   * it to those. 'pending' is a literal so even the prepared statement's generic plan
   * reads the pending holds' partial index, not every reservation ever made (0033).
   */
  async expireOverdue(
    now: Date,
    ids: number[] | undefined,
    db: Executor = this.db,
  ): Promise<EndedReservation[]> {
    if (ids && ids.length === 0) return [];
    return db
      .updateTable('reservations')
      .set({ status: 'expired' })
      .where('id', 'in', (eb) => {
        let locked = eb
          .selectFrom('reservations as overdue')
          .select('overdue.id')
          .where('overdue.status', '=', literal('pending'))
          .where('overdue.expires_at', '<=', now);
        if (ids) locked = locked.where('overdue.id', 'in', ids);
        return locked.orderBy('overdue.id').forUpdate();
      })
      .where('status', '=', literal('pending'))
      .where('expires_at', '<=', now)
      .returning(['id', 'customer_id', 'points_used'])
      .execute();
  }

  /**
   * A pending reservation becomes cancelled: only while its hold lasts at `now`, or,
   * with `whateverExpiry` (the checkout's undo), whatever its expiry. Undefined when it
   * was not pending (paid, expired, or a sweep expired it first).
   */
  async cancelPending(
    id: number,
    now: Date,
    reason: string,
    whateverExpiry: boolean,
    db: Executor = this.db,
  ): Promise<EndedReservation | undefined> {
    let query = db
      .updateTable('reservations')
      .set({ status: 'cancelled', cancelled_at: now, cancel_reason: reason })
      .where('id', '=', id)
      .where('status', '=', 'pending');
    if (!whateverExpiry) query = query.where('expires_at', '>', now);
    return query.returning(['id', 'customer_id', 'points_used']).executeTakeFirst();
  }

  /**
   * paid -> cancelled (the booker cancelled it, decision 0037), under the lock the caller
   * holds; refund_status 'required' when money is owed back. paid_at stays. Undefined when
   * it was not paid any more (nothing changed).
   */
  cancelPaid(
    id: number,
    change: { now: Date; reason: string; refundOwed: boolean },
    db: Executor = this.db,
  ): Promise<EndedReservation | undefined> {
    return db
      .updateTable('reservations')
      .set({
        status: 'cancelled',
        cancelled_at: change.now,
        cancel_reason: change.reason,
        ...(change.refundOwed ? { refund_status: 'required' as const } : {}),
      })
      .where('id', '=', id)
      .where('status', '=', 'paid')
      .returning(['id', 'customer_id', 'points_used'])
      .executeTakeFirst();
  }

  /**
   * Some passengers of a paid booking cancelled (decision 0046), under the lock the caller
   * holds: their seat rows (`passengerIds`, every leg) get cancelled_at, and the booking's
   * voucher and points given to partial cancellations grow by their shares. Answers the
   * passenger rows it marked (none: they were cancelled already, nothing changed).
   */
  async cancelPassengers(
    reservationId: number,
    change: { passengerIds: number[]; now: Date; voucherShare: number; pointsShare: number },
    db: Executor = this.db,
  ): Promise<number> {
    if (change.passengerIds.length === 0) return 0;
    const marked = await db
      .updateTable('reservation_passengers')
      .set({ cancelled_at: change.now })
      .where('id', 'in', change.passengerIds)
      .where('cancelled_at', 'is', null)
      .where('leg_id', 'in', (eb) =>
        eb
          .selectFrom('reservation_legs')
          .select('reservation_legs.id')
          .where('reservation_legs.reservation_id', '=', reservationId),
      )
      .executeTakeFirst();
    const count = Number(marked.numUpdatedRows);
    if (count === 0) return 0;
    await db
      .updateTable('reservations')
      .set((eb) => ({
        voucher_refunded: eb('voucher_refunded', '+', change.voucherShare),
        points_refunded: eb('points_refunded', '+', change.pointsShare),
      }))
      .where('id', '=', reservationId)
      .execute();
    return count;
  }

  /**
   * A new reservation, its legs, their passengers and (with a key) its Idempotency-Key
   * record, written in ONE statement with the seats' hold (booking-statement.ts).
   */
  insertBooking(
    booking: NewBooking,
    moreCtes: (reservationId: RawBuilder<number>) => RawBuilder<unknown>,
    db: Executor = this.db,
    admission?: RawBuilder<string>,
    alongside?: (reservationId: RawBuilder<number>) => RawBuilder<unknown>,
  ): Promise<WrittenBooking> {
    return writeBooking(booking, moreCtes, db, admission, alongside);
  }

  /**
   * A booking's admission to a statement of its own (decision 0032), as an SQL expression
   * for insertBooking: 'pending' when `withinLimits` and `seatsFree` both hold, otherwise
   * the statement fails with SQLSTATE LT001 (migration 0021's admit_booking) and writes
   * nothing (isBookingNotAdmitted).
   */
  admission(withinLimits: RawBuilder<boolean>, seatsFree: RawBuilder<boolean>): RawBuilder<string> {
    return sql<string>`admit_booking(${withinLimits}, ${seatsFree})`;
  }

  /**
   * lockAndCountHolds as one SQL expression: the keys locked, then whether both counts are
   * under their limits. Read by a booking's one statement before its reservation is
   * written (booking-statement.ts), so its own row is not counted.
   */
  holdsWithinLimits(
    keys: string[],
    contact: { emailKey: string; phoneKey: string },
    clientAddress: string,
    now: Date,
    limits: { perContact: number; perAddress: number },
  ): RawBuilder<boolean> {
    const sorted = [...new Set(keys)].sort();
    return sql<boolean>`(SELECT contact_count < ${limits.perContact} AND address_count < ${limits.perAddress}
      FROM hold_limit_counts(${sorted}::text[], ${contact.emailKey}, ${contact.phoneKey},
        ${clientAddress}, ${now}::timestamptz))`;
  }

  findByCode(code: string, db: Executor = this.db): Promise<ReservationRow | undefined> {
    return db.selectFrom('reservations').selectAll().where('code', '=', code).executeTakeFirst();
  }

  findById(id: number, db: Executor = this.db): Promise<ReservationRow | undefined> {
    return db.selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * Locks the hold-limit keys (a booker contact, a client address) until the transaction
   * ends, then answers the unpaid holds still running at `now` of one booker (by normalised
   * e-mail or phone) and of one client address: how many of each, and when the first of
   * each ends. One round trip (migration 0021's `hold_limit_counts`: its count is a
   * statement of its own, so it sees every hold committed before the locks were granted).
   * The locks serialise checkouts that share a key, so two concurrent checkouts cannot both
   * see "4 holds" and both make the fifth; keys are locked in sorted order, so no two
   * checkouts deadlock. (PGlite runs whole transactions one at a time anyway.)
   */
  async lockAndCountHolds(
    keys: string[],
    contact: { emailKey: string; phoneKey: string },
    clientAddress: string,
    now: Date,
    db: Executor = this.db,
  ): Promise<Record<'byContact' | 'byAddress', { count: number; firstExpiry: Date | null }>> {
    const sorted = [...new Set(keys)].sort();
    const { rows } = await sql<{
      contact_count: number;
      contact_first: Date | string | null;
      address_count: number;
      address_first: Date | string | null;
    }>`SELECT * FROM hold_limit_counts(${sorted}::text[], ${contact.emailKey}, ${contact.phoneKey},
      ${clientAddress}, ${now}::timestamptz)`.execute(db);
    const row = rows[0];
    if (!row) throw new Error('the hold count answered no row');
    const instant = (value: Date | string | null) => (value === null ? null : new Date(value));
    return {
      byContact: { count: Number(row.contact_count), firstExpiry: instant(row.contact_first) },
      byAddress: { count: Number(row.address_count), firstExpiry: instant(row.address_first) },
    };
  }

  async updatePricing(id: number, update: PricingUpdate, db: Executor = this.db): Promise<void> {
    await db
      .updateTable('reservations')
      .set({ ...update, price_lines: JSON.stringify(update.price_lines) })
      .where('id', '=', id)
      .execute();
  }

  findLegs(reservationId: number, db: Executor = this.db): Promise<LegView[]> {
    return this.findLegsOf([reservationId], db);
  }

  /** The legs of several reservations in one query, each reservation's in travel order. */
  findLegsOf(reservationIds: number[], db: Executor = this.db): Promise<LegView[]> {
    return selectLegViews(db, reservationIds);
  }

  /**
   * A customer's reservations, newest first. 'active': still to travel (paid, or pending
   * and unexpired at `now`, with the first departure after `now`); 'history': the rest.
   */
  async listForCustomer(
    customerId: number,
    kind: 'active' | 'history',
    now: Date,
    page: { limit: number; offset: number },
    db: Executor = this.db,
  ): Promise<{ rows: ReservationRow[]; total: number }> {
    const base = db
      .selectFrom('reservations')
      .where('reservations.customer_id', '=', customerId)
      .where((eb) => {
        const firstDeparture = eb
          .selectFrom('reservation_legs')
          .select((inner) => inner.fn.min('reservation_legs.departure_at').as('first'))
          .whereRef('reservation_legs.reservation_id', '=', 'reservations.id');
        const active = eb.and([
          reservationIsActive(eb, 'reservations', now),
          eb(firstDeparture, '>', now),
        ]);
        return kind === 'active' ? active : eb.not(active);
      });
    const [rows, count] = await Promise.all([
      base
        .selectAll('reservations')
        .orderBy('reservations.created_at', 'desc')
        .orderBy('reservations.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.count) };
  }

  findPassengers(legIds: number[], db: Executor = this.db): Promise<PassengerRow[]> {
    if (legIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('reservation_passengers')
      .selectAll()
      .where('leg_id', 'in', legIds)
      .orderBy('id')
      .execute();
  }
}

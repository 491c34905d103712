import { type Insertable, sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { literal } from '../../db/literal.js';
import type { SeatAlertsTable } from '../../db/schema.js';

/** A trip segment on one date: what an alert waits for (the seat inventory's key). */
export interface DepartureKey {
  scheduleId: number;
  tripDate: string;
  fromStop: number;
  toStop: number;
}

export type NewSeatAlert = Omit<
  Insertable<SeatAlertsTable>,
  'id' | 'customer_id' | 'status' | 'notified_at' | 'queued_at' | 'created_at'
>;

/** An alert just claimed for notifying, with where to reach its customer. */
export interface ClaimedAlert {
  id: number;
  operator_code: string;
  operator_name: string;
  jadwal_code: string;
  departure_date: string;
  departure_at: Date;
  departure_time: string;
  departure_zone: string;
  origin_label: string;
  destination_label: string;
  email: string | null;
  phone: string | null;
}

const LISTED_COLUMNS = [
  'id',
  'operator_code',
  'operator_name',
  'jadwal_code',
  'departure_date',
  'departure_at',
  'departure_time',
  'departure_zone',
  'origin_label',
  'destination_label',
  'status',
  'created_at',
  'notified_at',
] as const;

/**
 * Queries of seat_alerts. The customer's contacts (customers) and the ended reservations'
 * legs (reservation_legs, reservations) are read, never written.
 */
export class SeatAlertRepository {
  constructor(private readonly db: Executor) {}

  /** Serialises work on one key until the transaction ends (a no-op on PGlite's one session). */
  async lock(key: string, db: Executor): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`seat-alert:${key}`}))`.execute(db);
  }

  async countActive(customerId: number, now: Date, db: Executor = this.db): Promise<number> {
    const row = await db
      .selectFrom('seat_alerts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customer_id', '=', customerId)
      .where('status', 'in', ['waiting', 'notified'])
      .where('departure_at', '>', now)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  findOwn(customerId: number, key: DepartureKey, db: Executor = this.db) {
    return db
      .selectFrom('seat_alerts')
      .select(['id', 'status'])
      .where('customer_id', '=', customerId)
      .where('schedule_id', '=', key.scheduleId)
      .where('trip_date', '=', key.tripDate)
      .where('from_stop', '=', key.fromStop)
      .where('to_stop', '=', key.toStop)
      .executeTakeFirst();
  }

  /**
   * Queues the alert, or re-arms the customer's earlier one for this departure (fired or
   * cancelled) at the back of the queue. Undefined when it is already waiting.
   */
  async queue(
    customerId: number,
    values: NewSeatAlert,
    now: Date,
    db: Executor = this.db,
  ): Promise<number | undefined> {
    const row = await db
      .insertInto('seat_alerts')
      .values({
        ...values,
        customer_id: customerId,
        status: 'waiting',
        queued_at: now,
        created_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(['customer_id', 'schedule_id', 'trip_date', 'from_stop', 'to_stop'])
          .doUpdateSet({
            ...values,
            status: 'waiting',
            queued_at: now,
            notified_at: null,
            created_at: now,
          })
          .where('seat_alerts.status', '<>', 'waiting'),
      )
      .returning('id')
      .executeTakeFirst();
    return row === undefined ? undefined : Number(row.id);
  }

  /** The customer's alerts whose departure is still ahead, soonest first. */
  listActive(customerId: number, now: Date, db: Executor = this.db) {
    return db
      .selectFrom('seat_alerts')
      .select(LISTED_COLUMNS)
      .where('customer_id', '=', customerId)
      .where('status', 'in', ['waiting', 'notified'])
      .where('departure_at', '>', now)
      .orderBy('departure_at')
      .orderBy('id')
      .execute();
  }

  byId(customerId: number, id: number, db: Executor = this.db) {
    return db
      .selectFrom('seat_alerts')
      .select(LISTED_COLUMNS)
      .where('customer_id', '=', customerId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Cancels the customer's own active alert; false when there is none (or not theirs). */
  async cancel(customerId: number, id: number, now: Date, db: Executor = this.db) {
    const row = await db
      .updateTable('seat_alerts')
      .set({ status: 'cancelled' })
      .where('customer_id', '=', customerId)
      .where('id', '=', id)
      .where('status', 'in', ['waiting', 'notified'])
      .where('departure_at', '>', now)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Of these reservations, the departures whose seats an ended (expired or cancelled)
   * reservation released, or a paid one some of whose passengers were cancelled (decision
   * 0046), plus the ids still pending: their ending has not committed yet (or was rolled
   * back).
   */
  async endedDepartures(reservationIds: number[], db: Executor = this.db) {
    if (reservationIds.length === 0) return { departures: [], pendingIds: [] };
    const rows = await db
      .selectFrom('reservations')
      .leftJoin('reservation_legs', 'reservation_legs.reservation_id', 'reservations.id')
      .select([
        'reservations.id',
        'reservations.status',
        'reservation_legs.schedule_id',
        'reservation_legs.trip_date',
        sql<boolean>`EXISTS (
          SELECT 1 FROM reservation_passengers p
          WHERE p.leg_id = reservation_legs.id AND p.cancelled_at IS NOT NULL
        )`.as('some_cancelled'),
      ])
      .where('reservations.id', 'in', reservationIds)
      .execute();
    const pendingIds = new Set<number>();
    const departures = new Map<string, { scheduleId: number; tripDate: string }>();
    for (const row of rows) {
      if (row.status === 'pending') pendingIds.add(Number(row.id));
      else if (
        (row.status === 'expired' ||
          row.status === 'cancelled' ||
          (row.status === 'paid' && row.some_cancelled)) &&
        row.schedule_id !== null &&
        row.trip_date !== null
      ) {
        const key = { scheduleId: Number(row.schedule_id), tripDate: row.trip_date };
        departures.set(`${key.scheduleId}|${key.tripDate}`, key);
      }
    }
    return { departures: [...departures.values()], pendingIds: [...pendingIds] };
  }

  /**
   * Segments with waiting alerts whose departure is still ahead: of the given schedules
   * and dates, or (without `only`) all of them, soonest departure first, at most `limit`.
   * Each comes with one alert's codes, to resolve the trip. 'waiting' is a literal, here
   * and in claimEarliest, so the generic plan of the prepared statement reads the waiting
   * alerts' partial index (seat_alerts_queue_idx), not every alert kept (decision 0033).
   */
  async waitingGroups(
    now: Date,
    limit: number,
    only?: Array<{ scheduleId: number; tripDate: string }>,
    db: Executor = this.db,
  ) {
    if (only?.length === 0) return [];
    let query = db
      .selectFrom('seat_alerts')
      .select((eb) => [
        'schedule_id',
        'trip_date',
        'from_stop',
        'to_stop',
        eb.fn.min('operator_code').as('operator_code'),
        eb.fn.min('jadwal_code').as('jadwal_code'),
        eb.fn.min('departure_date').as('departure_date'),
        eb.fn.min('departure_at').as('departure_at'),
      ])
      .where('status', '=', literal('waiting'))
      .where('departure_at', '>', now);
    if (only) {
      query = query.where((eb) =>
        eb.or(
          only.map((key) =>
            eb.and([eb('schedule_id', '=', key.scheduleId), eb('trip_date', '=', key.tripDate)]),
          ),
        ),
      );
    }
    const rows = await query
      .groupBy(['schedule_id', 'trip_date', 'from_stop', 'to_stop'])
      .orderBy('departure_at')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      key: {
        scheduleId: Number(row.schedule_id),
        tripDate: row.trip_date,
        fromStop: Number(row.from_stop),
        toStop: Number(row.to_stop),
      },
      operatorCode: String(row.operator_code),
      jadwalCode: String(row.jadwal_code),
      departureDate: String(row.departure_date),
    }));
  }

  /** Alerts of the segment told within the promise window: each still counts on a free seat. */
  async countPromised(key: DepartureKey, since: Date, db: Executor = this.db): Promise<number> {
    const row = await db
      .selectFrom('seat_alerts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('schedule_id', '=', key.scheduleId)
      .where('trip_date', '=', key.tripDate)
      .where('from_stop', '=', key.fromStop)
      .where('to_stop', '=', key.toStop)
      .where('status', '=', 'notified')
      .where('notified_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Marks the `count` earliest waiting alerts of the segment notified (a guarded UPDATE:
   * an alert is claimed once, whatever runs at the same time) and answers them with
   * their customer's contacts.
   */
  async claimEarliest(
    key: DepartureKey,
    count: number,
    now: Date,
    db: Executor = this.db,
  ): Promise<ClaimedAlert[]> {
    if (count <= 0) return [];
    const claimed = await db
      .updateTable('seat_alerts')
      .set({ status: 'notified', notified_at: now })
      .where('status', '=', literal('waiting'))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('seat_alerts')
          .select('id')
          .where('schedule_id', '=', key.scheduleId)
          .where('trip_date', '=', key.tripDate)
          .where('from_stop', '=', key.fromStop)
          .where('to_stop', '=', key.toStop)
          .where('status', '=', literal('waiting'))
          .where('departure_at', '>', now)
          .orderBy('queued_at')
          .orderBy('id')
          .limit(count),
      )
      .returning([
        'id',
        'customer_id',
        'operator_code',
        'operator_name',
        'jadwal_code',
        'departure_date',
        'departure_at',
        'departure_time',
        'departure_zone',
        'origin_label',
        'destination_label',
      ])
      .execute();
    if (claimed.length === 0) return [];
    const contacts = await db
      .selectFrom('customers')
      .select(['id', 'email', 'phone'])
      .where(
        'id',
        'in',
        claimed.map((row) => row.customer_id),
      )
      .execute();
    const byCustomer = new Map(contacts.map((row) => [Number(row.id), row]));
    return claimed
      .map((row) => {
        const contact = byCustomer.get(Number(row.customer_id));
        return {
          id: Number(row.id),
          operator_code: row.operator_code,
          operator_name: row.operator_name,
          jadwal_code: row.jadwal_code,
          departure_date: row.departure_date,
          departure_at: new Date(row.departure_at),
          departure_time: row.departure_time,
          departure_zone: row.departure_zone,
          origin_label: row.origin_label,
          destination_label: row.destination_label,
          email: contact?.email ?? null,
          phone: contact?.phone ?? null,
        };
      })
      .sort((a, b) => a.id - b.id);
  }

  /** Forgets alerts whose departure is long past (the list never shows them). */
  async deleteDepartedBefore(before: Date, db: Executor = this.db): Promise<void> {
    await db.deleteFrom('seat_alerts').where('departure_at', '<', before).execute();
  }
}

import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { occupancyIsActive } from '../../db/rules/reservation-activity.js';

/** The cross product of seats and route segments of one trip: the rows a hold needs. */
export interface OccupancyKeys {
  scheduleId: number;
  tripDate: string;
  seatNos: string[];
  segmentIndexes: number[];
}

/** A row found on a key a hold wants, with its reservation's state (holdCtes). */
export interface OccupantRow {
  schedule_id: number;
  trip_date: string;
  seat_no: string;
  segment_index: number;
  reservation_id: number;
  status: string;
  /** As JSON gives it: an ISO timestamp string. */
  expires_at: string;
}

/** Every row of a hold, sorted by the primary key (see insertRows). */
function occupancyRows(legs: OccupancyKeys[]) {
  const rows = legs.flatMap((keys) =>
    keys.seatNos.flatMap((seatNo) =>
      keys.segmentIndexes.map((segmentIndex) => ({
        schedule_id: keys.scheduleId,
        trip_date: keys.tripDate,
        seat_no: seatNo,
        segment_index: segmentIndex,
      })),
    ),
  );
  return rows.sort(
    (a, b) =>
      a.schedule_id - b.schedule_id ||
      a.trip_date.localeCompare(b.trip_date) ||
      (a.seat_no < b.seat_no ? -1 : a.seat_no > b.seat_no ? 1 : 0) ||
      a.segment_index - b.segment_index,
  );
}

/**
 * The keys as a VALUES list `k(schedule_id, trip_date, seat_no, segment_index)`, one row
 * per key. Not unnest() of four arrays: a prepared statement's generic plan cannot see an
 * array parameter's length and assumes ten rows, which made its per-key index lookups
 * look ten times dearer than in a plan for the actual keys, so PostgreSQL planned the
 * booking statement afresh on every call (0.35 ms of its 0.8). A VALUES list has as many
 * rows in every plan; its text varies only with the number of keys.
 */
function keyRows(rows: ReturnType<typeof occupancyRows>): RawBuilder<unknown> {
  if (rows.length === 0) {
    // VALUES cannot be empty: the same columns, no row.
    return sql`(SELECT NULL::int, NULL::date, NULL::text, NULL::int WHERE false)
      AS k(schedule_id, trip_date, seat_no, segment_index)`;
  }
  return sql`(VALUES ${sql.join(
    rows.map(
      (row) =>
        sql`(${row.schedule_id}::int, ${row.trip_date}::date, ${row.seat_no}::text, ${row.segment_index}::int)`,
    ),
  )}) AS k(schedule_id, trip_date, seat_no, segment_index)`;
}

/**
 * Queries of the seat inventory. It writes only seat_occupancy; it reads a reservation's
 * status (through the shared rule in db/rules) to know whether a row still takes its seat.
 * No rules here: see seat-inventory.service.ts.
 */
export class SeatInventoryRepository {
  constructor(private readonly db: Executor) {}

  /**
   * Seats of a trip taken at `now` on any of the segments. With `seatNos`, only those
   * seats are looked at. `exceptReservationId` leaves out a reservation's own rows.
   */
  async findTakenSeatNos(
    keys: Omit<OccupancyKeys, 'seatNos'> & { seatNos?: string[] },
    now: Date,
    exceptReservationId?: number,
    db: Executor = this.db,
  ): Promise<string[]> {
    if (keys.segmentIndexes.length === 0) return [];
    let query = db
      .selectFrom('seat_occupancy')
      .select('seat_occupancy.seat_no')
      .distinct()
      .where('seat_occupancy.schedule_id', '=', keys.scheduleId)
      .where('seat_occupancy.trip_date', '=', keys.tripDate)
      .where('seat_occupancy.segment_index', 'in', keys.segmentIndexes)
      .where((eb) => occupancyIsActive(eb, now));
    if (keys.seatNos) {
      if (keys.seatNos.length === 0) return [];
      query = query.where('seat_occupancy.seat_no', 'in', keys.seatNos);
    }
    if (exceptReservationId !== undefined) {
      query = query.where('seat_occupancy.reservation_id', '<>', exceptReservationId);
    }
    const rows = await query.execute();
    return rows.map((row) => row.seat_no);
  }

  /**
   * Reservations that have rows on these keys but no longer take their seats at `now`:
   * pending past their expiry, or already expired or cancelled.
   */
  async findStaleHolderIds(
    keys: OccupancyKeys,
    now: Date,
    db: Executor = this.db,
  ): Promise<number[]> {
    if (keys.seatNos.length === 0 || keys.segmentIndexes.length === 0) return [];
    const rows = await db
      .selectFrom('seat_occupancy')
      .innerJoin('reservations', 'reservations.id', 'seat_occupancy.reservation_id')
      .select('reservations.id')
      .distinct()
      .where('seat_occupancy.schedule_id', '=', keys.scheduleId)
      .where('seat_occupancy.trip_date', '=', keys.tripDate)
      .where('seat_occupancy.seat_no', 'in', keys.seatNos)
      .where('seat_occupancy.segment_index', 'in', keys.segmentIndexes)
      .where((eb) =>
        eb.or([
          eb('reservations.status', 'in', ['expired', 'cancelled']),
          eb.and([
            eb('reservations.status', '=', 'pending'),
            eb('reservations.expires_at', '<=', now),
          ]),
        ]),
      )
      .execute();
    return rows.map((row) => row.id);
  }

  /**
   * Deletes the rows of those reservations that are (now, as this transaction sees
   * it) expired or cancelled. Checking the status here rather than trusting the ids
   * keeps a reservation that a concurrent payment just made paid from losing its seats,
   * and makes a release before the status change (the wrong order) delete nothing.
   * Returns how many rows went.
   */
  async deleteRowsOfDeadReservations(ids: number[], db: Executor = this.db): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await db
      .deleteFrom('seat_occupancy')
      .where('reservation_id', 'in', ids)
      .where('reservation_id', 'in', (eb) =>
        eb
          .selectFrom('reservations')
          .select('reservations.id')
          .where('reservations.id', 'in', ids)
          .where('reservations.status', 'in', ['expired', 'cancelled']),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /**
   * Deletes the rows of one reservation's cancelled passengers (decision 0046): a row
   * goes when the reservation's passenger on that leg's trip and seat has cancelled_at,
   * whatever the reservation's status. Rows of passengers still travelling are never
   * touched, so calling it before the passengers are marked frees nothing. Returns how
   * many rows went. Reads the reservations module's legs and passengers (a read).
   */
  async deleteRowsOfCancelledPassengers(
    reservationId: number,
    db: Executor = this.db,
  ): Promise<number> {
    const result = await db
      .deleteFrom('seat_occupancy')
      .where('seat_occupancy.reservation_id', '=', reservationId)
      .where(
        sql<boolean>`EXISTS (
          SELECT 1 FROM reservation_legs l
          JOIN reservation_passengers p ON p.leg_id = l.id
          WHERE l.reservation_id = seat_occupancy.reservation_id
            AND l.schedule_id = seat_occupancy.schedule_id
            AND l.trip_date = seat_occupancy.trip_date
            AND p.seat_no = seat_occupancy.seat_no
            AND p.cancelled_at IS NOT NULL
        )`,
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /**
   * Inserts every row of every leg in one statement, sorted by the primary key, so two
   * holds that want overlapping seats take the key locks in the same order and one of
   * them simply loses (unique violation) instead of both deadlocking.
   */
  async insertRows(
    reservationId: number,
    legs: OccupancyKeys[],
    db: Executor = this.db,
  ): Promise<void> {
    const rows = occupancyRows(legs).map((row) => ({ ...row, reservation_id: reservationId }));
    if (rows.length === 0) return;
    await db.insertInto('seat_occupancy').values(rows).execute();
  }

  /**
   * True when no row at all is on the keys a hold wants, as one SQL expression: the
   * checkout writes a booking in a statement of its own only when this holds (decision
   * 0032), and takes its transaction otherwise.
   */
  keysFree(legs: OccupancyKeys[]): RawBuilder<boolean> {
    return sql<boolean>`NOT EXISTS (
      SELECT 1 FROM ${keyRows(occupancyRows(legs))}
      CROSS JOIN LATERAL (
        SELECT 1 FROM seat_occupancy o
        WHERE o.schedule_id = k.schedule_id AND o.trip_date = k.trip_date
          AND o.seat_no = k.seat_no AND o.segment_index = k.segment_index
        LIMIT 1
      ) taken
    )`;
  }

  /**
   * The seat part of a checkout's one statement (decision 0024), as common table
   * expressions for the reservations module to put in its WITH list, after the CTE that
   * makes `reservationId`:
   *
   * - `seat_keys`: every (trip, seat, segment) the hold needs, in primary-key order;
   * - `seats_on_keys`: the rows already on those keys, with their reservation's status
   *   and expiry (the statement answers them: `json_agg(seats_on_keys)`);
   * - `seats_inserted`: the hold's rows, inserted only when no row is on the keys.
   *
   * So the common case (free seats) holds them in the same round trip as the reservation,
   * and a key with a row on it (taken, or a dead hold to end first) inserts nothing: the
   * caller names the taken seats, or ends the dead holds and holds again (insertRows).
   * The primary key still decides a race with a concurrent hold (unique violation).
   */
  holdCtes(legs: OccupancyKeys[], reservationId: RawBuilder<number>): RawBuilder<unknown> {
    return sql`seat_keys AS (
      SELECT * FROM ${keyRows(occupancyRows(legs))}
    ),
    seats_on_keys AS (
      SELECT so.schedule_id, so.trip_date::text AS trip_date, so.seat_no, so.segment_index,
             so.reservation_id, holder.status, holder.expires_at
      FROM seat_keys k
      -- A primary-key lookup per key whatever the statistics say: as a plain join, a
      -- table the planner has no statistics for yet was hash-joined by reading all of it.
      -- LIMIT 1 (the key is the primary key) keeps the subquery from being flattened.
      CROSS JOIN LATERAL (
        SELECT * FROM seat_occupancy o
        WHERE o.schedule_id = k.schedule_id AND o.trip_date = k.trip_date
          AND o.seat_no = k.seat_no AND o.segment_index = k.segment_index
        LIMIT 1
      ) so
      JOIN reservations holder ON holder.id = so.reservation_id
    ),
    seats_inserted AS (
      INSERT INTO seat_occupancy (schedule_id, trip_date, seat_no, segment_index, reservation_id)
      SELECT k.schedule_id, k.trip_date, k.seat_no, k.segment_index, ${reservationId}
      FROM seat_keys k
      WHERE NOT EXISTS (SELECT 1 FROM seats_on_keys)
      RETURNING 1
    )`;
  }
}

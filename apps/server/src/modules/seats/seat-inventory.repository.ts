import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { occupancyIsActive } from './occupancy-rule.js';

/** A Kysely handle or a transaction: every query here runs on whichever the caller holds. */
export type Executor = Kysely<DB>;

/** The cross product of seats and route segments of one trip: the rows a hold needs. */
export interface OccupancyKeys {
  scheduleId: number;
  tripDate: string;
  seatNos: string[];
  segmentIndexes: number[];
}

/** Queries of the seat inventory (seat_occupancy). No rules here: see seat-inventory.service.ts. */
export class SeatInventoryRepository {
  /**
   * Seats of a trip taken at `now` on any of the segments. With `seatNos`, only those
   * seats are looked at. `exceptReservationId` leaves out a reservation's own rows.
   */
  async findTakenSeatNos(
    db: Executor,
    keys: Omit<OccupancyKeys, 'seatNos'> & { seatNos?: string[] },
    now: Date,
    exceptReservationId?: number,
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
  async findStaleHolderIds(db: Executor, keys: OccupancyKeys, now: Date): Promise<number[]> {
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
   * Marks pending reservations whose hold ended by `now` as expired. On PostgreSQL the
   * rows are locked first, in id order (the same order for every caller, so a hold and
   * the sweeper cannot deadlock on each other), and a payment settling the same
   * reservation either ran first (the row is no longer pending and is left alone) or
   * waits for us (and then sees it expired). Returns the ids it expired. `ids` narrows
   * it to those.
   */
  async expireOverdue(db: Executor, now: Date, ids?: number[]): Promise<number[]> {
    if (ids && ids.length === 0) return [];
    const rows = await db
      .updateTable('reservations')
      .set({ status: 'expired' })
      .where('id', 'in', (eb) => {
        let locked = eb
          .selectFrom('reservations as overdue')
          .select('overdue.id')
          .where('overdue.status', '=', 'pending')
          .where('overdue.expires_at', '<=', now);
        if (ids) locked = locked.where('overdue.id', 'in', ids);
        return locked.orderBy('overdue.id').forUpdate();
      })
      .where('status', '=', 'pending')
      .where('expires_at', '<=', now)
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }

  /**
   * Deletes the rows of those reservations that are (now, as this transaction sees
   * it) expired or cancelled. Checking the status here rather than trusting the ids
   * keeps a reservation that a concurrent payment just made paid from losing its seats.
   */
  async deleteRowsOfDeadReservations(db: Executor, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await db
      .deleteFrom('seat_occupancy')
      .where('reservation_id', 'in', ids)
      .where('reservation_id', 'in', (eb) =>
        eb
          .selectFrom('reservations')
          .select('reservations.id')
          .where('reservations.id', 'in', ids)
          .where('reservations.status', 'in', ['expired', 'cancelled']),
      )
      .execute();
  }

  /**
   * Inserts every row of every leg in one statement, sorted by the primary key, so two
   * holds that want overlapping seats take the key locks in the same order and one of
   * them simply loses (unique violation) instead of both deadlocking.
   */
  async insertRows(db: Executor, reservationId: number, legs: OccupancyKeys[]): Promise<void> {
    const rows = legs.flatMap((keys) =>
      keys.seatNos.flatMap((seatNo) =>
        keys.segmentIndexes.map((segmentIndex) => ({
          schedule_id: keys.scheduleId,
          trip_date: keys.tripDate,
          seat_no: seatNo,
          segment_index: segmentIndex,
          reservation_id: reservationId,
        })),
      ),
    );
    if (rows.length === 0) return;
    rows.sort(
      (a, b) =>
        a.schedule_id - b.schedule_id ||
        a.trip_date.localeCompare(b.trip_date) ||
        (a.seat_no < b.seat_no ? -1 : a.seat_no > b.seat_no ? 1 : 0) ||
        a.segment_index - b.segment_index,
    );
    await db.insertInto('seat_occupancy').values(rows).execute();
  }

  async deleteRowsOfReservation(db: Executor, reservationId: number): Promise<number> {
    const result = await db
      .deleteFrom('seat_occupancy')
      .where('reservation_id', '=', reservationId)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async countRowsOfReservation(db: Executor, reservationId: number): Promise<number> {
    const row = await db
      .selectFrom('seat_occupancy')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('reservation_id', '=', reservationId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
}

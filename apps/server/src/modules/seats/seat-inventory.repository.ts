import type { Executor } from '../../db/executor.js';
import { occupancyIsActive } from '../../db/rules/reservation-activity.js';

/** The cross product of seats and route segments of one trip: the rows a hold needs. */
export interface OccupancyKeys {
  scheduleId: number;
  tripDate: string;
  seatNos: string[];
  segmentIndexes: number[];
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
   * Inserts every row of every leg in one statement, sorted by the primary key, so two
   * holds that want overlapping seats take the key locks in the same order and one of
   * them simply loses (unique violation) instead of both deadlocking.
   */
  async insertRows(
    reservationId: number,
    legs: OccupancyKeys[],
    db: Executor = this.db,
  ): Promise<void> {
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
}

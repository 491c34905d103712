import type { RawBuilder } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { TripSegment } from '../trips/trip-segment.js';
import type { Executor } from '../../db/executor.js';
import {
  type OccupancyKeys,
  type OccupantRow,
  SeatInventoryRepository,
} from './seat-inventory.repository.js';
import { isUniqueViolation, sqlStateOf } from '../../db/sql-state.js';

export type { OccupantRow } from './seat-inventory.repository.js';

/** The seats one leg of a reservation holds. */
export interface SeatHoldLeg {
  direction: 'go' | 'return';
  legIndex: number;
  trip: TripSegment;
  seatNos: string[];
}

/**
 * A unique violation on seat_occupancy: a concurrent hold won the seat. Both drivers
 * name the table; another table's unique key (e.g. a reservation code) is not a seat.
 */
export function isSeatConflict(error: unknown): boolean {
  if (!isUniqueViolation(error)) return false;
  const table = (error as { table?: unknown }).table;
  return table === undefined || table === 'seat_occupancy';
}

/**
 * PostgreSQL gave up on the transaction because of another one (deadlock_detected,
 * serialization_failure): nothing was written, and running it again is safe.
 */
export function isRetryableConflict(error: unknown): boolean {
  const code = sqlStateOf(error);
  return code === '40P01' || code === '40001';
}

/** Seat numbers sorted as people count them: 2 before 10, then letters. */
export function sortSeatNos(seatNos: Iterable<string>): string[] {
  return [...new Set(seatNos)].sort((a, b) => a.localeCompare(b, 'id', { numeric: true }));
}

function keysOf(leg: SeatHoldLeg): OccupancyKeys {
  return {
    scheduleId: leg.trip.schedule.id,
    tripDate: leg.trip.tripDate,
    seatNos: leg.seatNos,
    segmentIndexes: leg.trip.segmentIndexes,
  };
}

function legLabel(leg: SeatHoldLeg): string {
  if (leg.direction === 'go' && leg.legIndex === 0) return '';
  const direction = leg.direction === 'go' ? 'pergi' : 'pulang';
  return leg.legIndex === 0
    ? ` (perjalanan ${direction})`
    : ` (rute lanjutan ${leg.legIndex}, ${direction})`;
}

/** The SEAT_TAKEN error naming the seats a person has to choose again. */
function seatTakenError(leg: SeatHoldLeg, takenSeatNos: string[]): AppError {
  const seats = sortSeatNos(takenSeatNos);
  return new AppError(
    'SEAT_TAKEN',
    `Kursi ${seats.join(', ')}${legLabel(leg)} sudah dipesan orang lain. Silakan pilih kursi lain.`,
    {
      kursi: seats,
      jadwal_kode: leg.trip.jadwalCode,
      tanggal_berangkat: leg.trip.departureDate,
      arah: leg.direction === 'go' ? 'pergi' : 'pulang',
      leg_index: leg.legIndex,
    },
  );
}

/**
 * The seat inventory: which seats of a trip are taken, holding seats for a
 * reservation, and freeing them. The primary key of seat_occupancy is the final
 * arbiter; the checks here exist to name the seats. It never changes a reservation's
 * status: the reservations module's lifecycle does, and calls in here for the seats.
 *
 * Freeing protocol (decision 0001; every writer follows it, so a payment can never
 * settle a reservation whose seats went to someone else): a pending reservation's rows
 * are deleted only after its status has been changed away from pending in the same
 * transaction (that UPDATE takes the row lock a settling payment also takes). `release`
 * enforces it: it deletes only rows of reservations that are expired or cancelled.
 */
export class SeatInventoryService {
  constructor(private readonly repository: SeatInventoryRepository) {}

  /** SEAT_INVALID when a seat number is not a seat of the leg's vehicle layout. */
  assertSeatsExist(legs: SeatHoldLeg[]): void {
    for (const leg of legs) {
      const known = new Set(
        leg.trip.layout.cells
          .filter((cell) => cell.type === 'seat' && cell.no)
          .map((cell) => cell.no),
      );
      const unknown = leg.seatNos.filter((no) => !known.has(no));
      if (unknown.length > 0) {
        throw new AppError(
          'SEAT_INVALID',
          `Kursi ${sortSeatNos(unknown).join(', ')}${legLabel(leg)} tidak ada pada denah kendaraan ini.`,
          { kursi: sortSeatNos(unknown), jadwal_kode: leg.trip.jadwalCode },
        );
      }
    }
  }

  /** Seat numbers of a trip taken at `now` on any segment the trip passes. */
  async takenSeatNos(db: Executor, trip: TripSegment, now: Date): Promise<Set<string>> {
    const seats = await this.repository.findTakenSeatNos(
      {
        scheduleId: trip.schedule.id,
        tripDate: trip.tripDate,
        segmentIndexes: trip.segmentIndexes,
      },
      now,
      undefined,
      db,
    );
    return new Set(seats);
  }

  /**
   * Reservations that still have rows on the seats these legs want but no longer take
   * them at `now` (pending past expiry, expired, cancelled). The lifecycle ends them and
   * frees their rows before a new hold inserts its own.
   */
  async deadHoldersOn(trx: Executor, legs: SeatHoldLeg[], now: Date): Promise<number[]> {
    const ids = new Set<number>();
    for (const leg of legs) {
      for (const id of await this.repository.findStaleHolderIds(keysOf(leg), now, trx)) ids.add(id);
    }
    return [...ids].sort((a, b) => a - b);
  }

  /**
   * Holds every seat of every leg for the reservation, inside the caller's transaction:
   * all or nothing (the caller's rollback undoes the partial work). Seats someone else
   * holds answer SEAT_TAKEN naming them. Dead holds on the same keys must have been
   * freed first (the lifecycle does it), or they surface as a unique violation.
   * A concurrent winner that commits between our check and our insert surfaces as a
   * unique violation: the caller maps it with `conflictAfterRollback`, because on
   * PostgreSQL the failed statement has aborted the transaction.
   */
  async holdSeats(
    trx: Executor,
    reservationId: number,
    legs: SeatHoldLeg[],
    now: Date,
  ): Promise<void> {
    this.assertSeatsExist(legs);
    for (const leg of legs) {
      const taken = await this.repository.findTakenSeatNos(keysOf(leg), now, reservationId, trx);
      if (taken.length > 0) throw seatTakenError(leg, taken);
    }
    await this.repository.insertRows(reservationId, legs.map(keysOf), trx);
  }

  /**
   * The seat part of a checkout's one statement (decision 0024): the reservations module
   * puts these CTEs in its WITH list after the CTE that makes `reservationId`, and
   * selects `json_agg(seats_on_keys)`, which it hands to `settleHold`.
   */
  holdCtes(legs: SeatHoldLeg[], reservationId: RawBuilder<number>): RawBuilder<unknown> {
    this.assertSeatsExist(legs);
    return this.repository.holdCtes(legs.map(keysOf), reservationId);
  }

  /** True when no row at all (live or dead) is on the seats of `legs`: an SQL expression. */
  seatsFree(legs: SeatHoldLeg[]): RawBuilder<boolean> {
    return this.repository.keysFree(legs.map(keysOf));
  }

  /**
   * What the statement of `holdCtes` found on the wanted keys (it inserted nothing when
   * it found any): SEAT_TAKEN naming the seats when someone else's hold or payment takes
   * them at `now`; otherwise the ids of the dead holds left there (pending past expiry,
   * expired, cancelled) for the lifecycle to end before holding again. [] when the
   * statement held every seat.
   */
  deadHoldersAfterHold(legs: SeatHoldLeg[], occupants: OccupantRow[], now: Date): number[] {
    const active = (row: OccupantRow) =>
      row.status === 'paid' ||
      (row.status === 'pending' && new Date(row.expires_at).getTime() > now.getTime());
    for (const leg of legs) {
      const keys = keysOf(leg);
      const taken = occupants.filter(
        (row) =>
          active(row) &&
          row.schedule_id === keys.scheduleId &&
          row.trip_date === keys.tripDate &&
          keys.seatNos.includes(row.seat_no) &&
          keys.segmentIndexes.includes(row.segment_index),
      );
      if (taken.length > 0)
        throw seatTakenError(leg, [...new Set(taken.map((row) => row.seat_no))]);
    }
    return [...new Set(occupants.map((row) => row.reservation_id))].sort((a, b) => a - b);
  }

  /**
   * After a hold lost the race (unique violation, transaction rolled back): the
   * SEAT_TAKEN error naming the seats, read outside the failed transaction.
   */
  async conflictAfterRollback(db: Executor, legs: SeatHoldLeg[], now: Date): Promise<AppError> {
    for (const leg of legs) {
      const taken = await this.repository.findTakenSeatNos(keysOf(leg), now, undefined, db);
      if (taken.length > 0) return seatTakenError(leg, taken);
    }
    // The winner has already been expired or cancelled again: still a lost race.
    const first = legs[0];
    return first ? seatTakenError(first, first.seatNos) : new AppError('SEAT_TAKEN');
  }

  /**
   * Deletes the rows of reservations that have ended (expired or cancelled, as this
   * transaction sees them). Rows of a pending or paid reservation are never touched, so
   * calling it before the status change frees nothing. Returns how many rows went.
   */
  release(trx: Executor, reservationIds: number[]): Promise<number> {
    return this.repository.deleteRowsOfDeadReservations(reservationIds, trx);
  }

  /**
   * Deletes the rows of a reservation's passengers cancelled one by one (decision 0046)
   * while the rest travel; the same protocol as `release`: the reservations module marks
   * the passengers cancelled first, in the same transaction, and only their rows go.
   */
  releaseCancelledPassengers(trx: Executor, reservationId: number): Promise<number> {
    return this.repository.deleteRowsOfCancelledPassengers(reservationId, trx);
  }
}

/** The seat inventory on a database handle (the seats module builds its own repository). */
export function createSeatInventoryService(db: Executor): SeatInventoryService {
  return new SeatInventoryService(new SeatInventoryRepository(db));
}

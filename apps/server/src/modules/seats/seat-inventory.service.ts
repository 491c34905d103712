import { AppError } from '../../http/app-error.js';
import type { TripSegment } from '../trips/trip-segment.js';
import type {
  Executor,
  OccupancyKeys,
  SeatInventoryRepository,
} from './seat-inventory.repository.js';

/** The seats one leg of a reservation holds. */
export interface SeatHoldLeg {
  direction: 'go' | 'return';
  legIndex: number;
  trip: TripSegment;
  seatNos: string[];
}

/** PostgreSQL's unique_violation: the primary key of seat_occupancy refused a second holder. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error as { code?: unknown }).code === '23505'
  );
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
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
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
export function seatTakenError(leg: SeatHoldLeg, takenSeatNos: string[]): AppError {
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
 * arbiter; the checks here exist to name the seats and to free dead holds first.
 *
 * Freeing protocol (every writer follows it, so a payment can never settle a
 * reservation whose seats went to someone else): a pending reservation's rows are
 * deleted only after its status has been changed away from pending in the same
 * transaction (that UPDATE takes the row lock a settling payment also takes).
 */
export class SeatInventoryService {
  /**
   * `onHoldsExpired` runs in the same transaction, once for the reservations this
   * service moved from pending to expired (the reservations module returns their points).
   */
  constructor(
    private readonly repository: SeatInventoryRepository,
    private readonly onHoldsExpired: (
      trx: Executor,
      reservationIds: number[],
    ) => Promise<void> = async () => {},
  ) {}

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
      db,
      {
        scheduleId: trip.schedule.id,
        tripDate: trip.tripDate,
        segmentIndexes: trip.segmentIndexes,
      },
      now,
    );
    return new Set(seats);
  }

  /**
   * Holds every seat of every leg for the reservation, inside the caller's transaction:
   * all or nothing (the caller's rollback undoes the partial work). Dead holds on the
   * same keys are cleared first; seats someone else holds answer SEAT_TAKEN naming them.
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
    const staleIds = new Set<number>();
    for (const leg of legs) {
      for (const id of await this.repository.findStaleHolderIds(trx, keysOf(leg), now))
        staleIds.add(id);
    }
    if (staleIds.size > 0) {
      const expired = await this.repository.expireOverdue(trx, now, [...staleIds]);
      if (expired.length > 0) await this.onHoldsExpired(trx, expired);
      await this.repository.deleteRowsOfDeadReservations(trx, [...staleIds]);
    }
    for (const leg of legs) {
      const taken = await this.repository.findTakenSeatNos(trx, keysOf(leg), now, reservationId);
      if (taken.length > 0) throw seatTakenError(leg, taken);
    }
    await this.repository.insertRows(trx, reservationId, legs.map(keysOf));
  }

  /**
   * After a hold lost the race (unique violation, transaction rolled back): the
   * SEAT_TAKEN error naming the seats, read outside the failed transaction.
   */
  async conflictAfterRollback(db: Executor, legs: SeatHoldLeg[], now: Date): Promise<AppError> {
    for (const leg of legs) {
      const taken = await this.repository.findTakenSeatNos(db, keysOf(leg), now);
      if (taken.length > 0) return seatTakenError(leg, taken);
    }
    // The winner has already been expired or cancelled again: still a lost race.
    const first = legs[0];
    return first ? seatTakenError(first, first.seatNos) : new AppError('SEAT_TAKEN');
  }

  /** Deletes a reservation's rows. The caller changes its status first (see class comment). */
  release(db: Executor, reservationId: number): Promise<number> {
    return this.repository.deleteRowsOfReservation(db, reservationId);
  }

  /**
   * The sweeper's work, inside the caller's transaction: every pending reservation past
   * its expiry becomes expired and its rows are deleted. Returns how many it expired.
   */
  async expireOverdueHolds(trx: Executor, now: Date): Promise<number> {
    const ids = await this.repository.expireOverdue(trx, now);
    if (ids.length > 0) await this.onHoldsExpired(trx, ids);
    await this.repository.deleteRowsOfDeadReservations(trx, ids);
    return ids.length;
  }
}

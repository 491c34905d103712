import type { StaffFareRoute } from '@lintas/domain/staff-operations-schemas';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import type { TimetableRepository } from './timetable.repository.js';
import { segmentFare } from './trip-builder.js';

export interface FareUpdate {
  operatorCode: string;
  routeCode: string;
  /** Fare of each hop, stop `fromStop` to `fromStop + 1`: every hop of the route, once. */
  hops: Array<{ fromStop: number; fare: number }>;
  percents: Array<{ scheduleCode: string; percent: number }>;
}

/**
 * The timetable as the operator console edits it (trips module): cancelling a departure
 * and a route's fares. Fares are kept as they always were, each stop's fare from the
 * route's first stop (a segment costs the difference, times the schedule's percent, to
 * the nearest Rp 1.000); staff edit the fare of each hop between consecutive stops,
 * which is what an operator's fare table lists. Every write moves the catalogue's
 * version in the same transaction (decision 0015): the next search is built from it.
 */
export class TimetableService {
  constructor(private readonly repository: TimetableRepository) {}

  /** Cancels a departure in the caller's transaction; true when this call cancelled it. */
  cancelDeparture(
    trx: Executor,
    scheduleId: number,
    tripDate: string,
    reason: string,
  ): Promise<boolean> {
    return this.repository.insertCancellation(scheduleId, tripDate, reason, trx);
  }

  cancellationReason(scheduleId: number, tripDate: string, trx?: Executor): Promise<string | null> {
    return this.repository.cancellationReason(scheduleId, tripDate, trx);
  }

  /**
   * Moves one departure to `time` ('HH:mm' at the first stop) on its own trip date, in the
   * caller's transaction, after locking the schedule row (a booking's leg insert waits for
   * the commit, then takes the new time: migration 0018). Answers the time it had before.
   */
  async moveDeparture(
    trx: Executor,
    move: { scheduleId: number; tripDate: string; time: string; reason: string; at: Date },
  ): Promise<{ previousTime: string }> {
    await this.repository.lockSchedule(move.scheduleId, trx);
    const existing = await this.repository.timeChange(move.scheduleId, move.tripDate, trx);
    const schedule = await this.repository.scheduleTime(move.scheduleId, trx);
    const previous = existing?.departureTime ?? schedule;
    await this.repository.setTimeChange(
      {
        scheduleId: move.scheduleId,
        tripDate: move.tripDate,
        departureTime: `${move.time}:00`,
        originalTime: existing?.originalTime ?? schedule,
        reason: move.reason,
        at: move.at,
      },
      trx,
    );
    return { previousTime: previous.slice(0, 5) };
  }

  /** A schedule's running days and time, locked for a change in the caller's transaction. */
  async scheduleForChange(
    trx: Executor,
    operatorCode: string,
    scheduleCode: string,
  ): Promise<{
    id: number;
    departureTime: string;
    daysOfWeek: number[];
    isActive: boolean;
  } | null> {
    const row = await this.repository.findScheduleForUpdate(operatorCode, scheduleCode, trx);
    if (!row) return null;
    return {
      id: row.id,
      departureTime: row.departureTime.slice(0, 5),
      daysOfWeek: [...row.daysOfWeek].sort((a, b) => a - b),
      isActive: row.isActive,
    };
  }

  /** New running days and time ('HH:mm') of a schedule, in the caller's transaction. */
  setTimetable(
    trx: Executor,
    scheduleId: number,
    values: { departureTime: string; daysOfWeek: number[] },
  ): Promise<void> {
    return this.repository.setTimetable(
      scheduleId,
      { departureTime: `${values.departureTime}:00`, daysOfWeek: values.daysOfWeek },
      trx,
    );
  }

  /** An operator's routes (or the one named) with stops, hop fares and schedules. */
  async fares(
    operatorCode: string,
    routeCode: string | undefined,
    db?: Executor,
  ): Promise<StaffFareRoute[]> {
    const routes = await this.repository.routesOf(operatorCode, routeCode, db);
    const ids = routes.map((route) => route.id);
    const [stops, schedules] = await Promise.all([
      this.repository.stopsOf(ids, db),
      this.repository.schedulesOf(ids, db),
    ]);
    return routes.map((route) => {
      const own = stops.filter((stop) => stop.routeId === route.id);
      const first = own[0]?.fareFromStart ?? 0;
      const last = own.at(-1)?.fareFromStart ?? 0;
      return {
        rute_kode: route.code,
        nama: route.name,
        pemberhentian: own.map((stop) => ({
          urutan: stop.stopIndex,
          cabang_kode: stop.pointCode,
          cabang_nama: stop.pointName,
          kota_nama: stop.cityName,
          tarif_dari_awal: stop.fareFromStart,
        })),
        segmen: own.slice(1).map((stop, i) => ({
          dari_urutan: own[i]!.stopIndex,
          ke_urutan: stop.stopIndex,
          dari: `${own[i]!.pointName}, ${own[i]!.cityName}`,
          ke: `${stop.pointName}, ${stop.cityName}`,
          tarif: stop.fareFromStart - own[i]!.fareFromStart,
        })),
        jadwal: schedules
          .filter((schedule) => schedule.routeId === route.id)
          .map((schedule) => ({
            jadwal_kode: schedule.code,
            jam_berangkat: schedule.departureTime.slice(0, 5),
            persen_tarif: schedule.farePercent,
            aktif: schedule.isActive,
            hari: schedule.daysOfWeek,
            tarif_penuh: segmentFare(first, last, schedule.farePercent),
          })),
      };
    });
  }

  /**
   * Applies new hop fares and schedule percents in the caller's transaction and answers
   * the route before and after. Unknown route: 404. Hops that are not exactly the
   * route's, or a schedule of another route: 400, and nothing is written.
   */
  async updateFares(
    trx: Executor,
    update: FareUpdate,
  ): Promise<{ before: StaffFareRoute; after: StaffFareRoute }> {
    const [route] = await this.repository.routesOf(update.operatorCode, update.routeCode, trx);
    if (!route) throw new AppError('NOT_FOUND', 'Rute tidak ditemukan.');
    const stops = await this.repository.stopsOf([route.id], trx, true);
    const [before] = await this.fares(update.operatorCode, update.routeCode, trx);
    if (!before) throw new AppError('NOT_FOUND', 'Rute tidak ditemukan.');

    const hopStarts = stops.slice(0, -1).map((stop) => stop.stopIndex);
    const given = new Map(update.hops.map((hop) => [hop.fromStop, hop.fare]));
    if (
      given.size !== update.hops.length ||
      given.size !== hopStarts.length ||
      hopStarts.some((start) => !given.has(start))
    ) {
      throw new AppError(
        'VALIDATION_ERROR',
        `Isi tarif setiap segmen rute tepat sekali: dari_urutan ${hopStarts.join(', ')}.`,
        { field: 'segmen' },
      );
    }
    const schedules = await this.repository.schedulesOf([route.id], trx);
    const byCode = new Map(schedules.map((schedule) => [schedule.code, schedule]));
    const seen = new Set<string>();
    for (const { scheduleCode } of update.percents) {
      if (!byCode.has(scheduleCode))
        throw new AppError(
          'VALIDATION_ERROR',
          `Jadwal ${scheduleCode} bukan jadwal rute ${route.code}.`,
          { field: 'jadwal' },
        );
      if (seen.has(scheduleCode))
        throw new AppError('VALIDATION_ERROR', `Jadwal ${scheduleCode} disebut dua kali.`, {
          field: 'jadwal',
        });
      seen.add(scheduleCode);
    }

    // Each stop's fare from the first: the first stop keeps its own, the hops add up.
    let running = stops[0]?.fareFromStart ?? 0;
    const fares = stops.map((stop, i) => {
      if (i > 0) running += given.get(stops[i - 1]!.stopIndex) ?? 0;
      return { stopIndex: stop.stopIndex, fareFromStart: running };
    });
    await this.repository.setStopFares(route.id, fares, trx);
    for (const { scheduleCode, percent } of update.percents) {
      await this.repository.setFarePercent(byCode.get(scheduleCode)!.id, percent, trx);
    }
    const [after] = await this.fares(update.operatorCode, update.routeCode, trx);
    return { before, after: after ?? before };
  }
}

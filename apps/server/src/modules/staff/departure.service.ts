import type {
  StaffDeparture,
  StaffDeparturesResult,
  StaffManifestResult,
} from '@lintas/domain/staff-schemas';
import { AppError } from '../../http/app-error.js';
import type { StaffPrincipal } from '../../http/authentication.js';
import type { Clock } from '../../lib/clock.js';
import type { Executor } from '../../db/executor.js';
import { localTimestamp } from '../../lib/zoned-time.js';
import type { Departure, TripStop } from '../trips/trip.service.js';
import type { TripSegment } from '../trips/trip-segment.js';
import type { DepartureRepository, DepartureSeatCounts } from './departure.repository.js';
import type {
  DepartureStatusRepository,
  DepartureStatusRow,
} from './departure-status.repository.js';
import { liveFields } from './departure-status.service.js';

/** What the staff module reads from the trips module: which departures run, and their stops. */
export interface StaffTripsPort {
  departuresOn(tripDate: string, operatorCode: string | null): Promise<Departure[]>;
  departure(
    operatorCode: string,
    scheduleCode: string,
    tripDate: string,
  ): Promise<Departure | null>;
  describeStops(segment: TripSegment): Promise<TripStop[]>;
}

export interface DepartureKey {
  operator_kode: string;
  jadwal_kode: string;
  tanggal: string;
}

/** The one answer for a departure a staff member may not see and one that does not exist. */
export function departureNotFound(): AppError {
  return new AppError('NOT_FOUND', 'Keberangkatan tidak ditemukan.');
}

/**
 * The departures of a day and a departure's manifest, scoped to the staff member: an
 * admin sees every operator, a petugas only their own, and anything else answers exactly
 * what an unknown code answers (404), so another operator's data cannot even be probed.
 */
export class DepartureService {
  constructor(
    private readonly repository: DepartureRepository,
    private readonly statuses: DepartureStatusRepository,
    private readonly trips: StaffTripsPort,
    private readonly clock: Clock,
  ) {}

  async departuresOfDay(
    staff: StaffPrincipal,
    tripDate: string,
    operatorCode: string | undefined,
  ): Promise<StaffDeparturesResult> {
    let scope: string | null;
    if (staff.role === 'admin') {
      if (operatorCode !== undefined && !(await this.repository.operatorExists(operatorCode)))
        throw new AppError('NOT_FOUND', 'Operator tidak ditemukan.');
      scope = operatorCode ?? null;
    } else {
      if (operatorCode !== undefined && operatorCode !== staff.operatorCode)
        throw new AppError('NOT_FOUND', 'Operator tidak ditemukan.');
      scope = staff.operatorCode;
    }
    const departures = await this.trips.departuresOn(tripDate, scope);
    const scheduleIds = departures.map((departure) => departure.segment.schedule.id);
    const [counts, statuses] = await Promise.all([
      this.repository.seatCounts(scheduleIds, tripDate, this.clock.now()),
      this.statuses.ofDay(scheduleIds, tripDate),
    ]);
    const list = await Promise.all(
      departures.map(async (departure) =>
        departureView(
          departure,
          await this.trips.describeStops(departure.segment),
          counts.get(departure.segment.schedule.id),
          statuses.get(departure.segment.schedule.id),
        ),
      ),
    );
    return { tanggal: tripDate, list };
  }

  /** A departure the staff member may see, or 404. */
  async visibleDeparture(staff: StaffPrincipal, key: DepartureKey): Promise<Departure> {
    if (staff.role !== 'admin' && key.operator_kode !== staff.operatorCode)
      throw departureNotFound();
    const departure = await this.trips.departure(key.operator_kode, key.jadwal_kode, key.tanggal);
    if (!departure) throw departureNotFound();
    return departure;
  }

  /**
   * Refuses (409 DEPARTURE_ALREADY_LEFT, `message`) a departure staff have marked berangkat
   * or tiba, even before its timetabled time: the bus has left with its passengers, so it
   * can no longer be moved to another hour or cancelled with everyone refunded. Read
   * under the status row's lock, so a mark committing meanwhile is seen (decision 0039).
   */
  async refuseIfMarkedLeft(
    segment: Pick<TripSegment, 'schedule' | 'tripDate'>,
    message: string,
    trx: Executor,
  ): Promise<void> {
    const row = await this.statuses.lock(segment.schedule.id, segment.tripDate, trx);
    if (row?.departedAt) throw new AppError('DEPARTURE_ALREADY_LEFT', message);
  }

  async manifest(staff: StaffPrincipal, key: DepartureKey): Promise<StaffManifestResult> {
    const departure = await this.visibleDeparture(staff, key);
    const { segment } = departure;
    const [stops, counts, rows, statuses] = await Promise.all([
      this.trips.describeStops(segment),
      this.repository.seatCounts([segment.schedule.id], segment.tripDate, this.clock.now()),
      this.repository.manifest(segment.schedule.id, segment.tripDate),
      this.statuses.ofDay([segment.schedule.id], segment.tripDate),
    ]);
    const stopAt = new Map(stops.map((stop) => [stop.stopIndex, stop]));
    return {
      keberangkatan: departureView(
        departure,
        stops,
        counts.get(segment.schedule.id),
        statuses.get(segment.schedule.id),
      ),
      penumpang: rows.flatMap((row) => {
        const board = stopAt.get(row.fromStop);
        const alight = stopAt.get(row.toStop);
        if (!board || !alight) return [];
        return [
          {
            kursi: row.seatNo,
            nama: row.passengerName,
            reservasi_kode: row.reservationCode,
            pemesan_nama: row.bookerName,
            pemesan_telp: row.bookerPhone,
            naik_di: { ...pointOf(board), jam: board.time, zona_waktu: board.zone },
            turun_di: pointOf(alight),
            status_naik: row.boardedAt ? ('sudah' as const) : ('belum' as const),
            naik_pada: row.boardedAt ? row.boardedAt.toISOString() : null,
            naik_pada_lokal: row.boardedAt
              ? localTimestamp(row.boardedAt, board.point.timezone)
              : null,
          },
        ];
      }),
    };
  }
}

function pointOf(stop: TripStop) {
  return {
    cabang_kode: stop.point.code,
    cabang_nama: stop.point.name,
    kota_nama: stop.point.cityName,
  };
}

function departureView(
  departure: Departure,
  stops: TripStop[],
  counts: DepartureSeatCounts | undefined,
  live: DepartureStatusRow | undefined,
): StaffDeparture {
  const { segment } = departure;
  const total = segment.layout.seatCount;
  const taken = Math.min(total, counts?.taken ?? 0);
  const sold = Math.min(taken, counts?.sold ?? 0);
  return {
    operator_kode: segment.operator.code,
    operator_nama: segment.operator.name,
    jadwal_kode: segment.schedule.code,
    tanggal: segment.tripDate,
    jam_berangkat: segment.departureTime,
    zona_waktu_berangkat: stops[0]?.zone ?? '',
    tanggal_tiba: segment.arrivalDate,
    jam_tiba: segment.arrivalTime,
    zona_waktu_tiba: stops.at(-1)?.zone ?? '',
    berangkat_pada: segment.departureAt.toISOString(),
    rute: {
      nama: segment.schedule.routeName,
      asal: {
        cabang_kode: segment.origin.code,
        cabang_nama: segment.origin.name,
        kota_nama: segment.origin.cityName,
      },
      tujuan: {
        cabang_kode: segment.destination.code,
        cabang_nama: segment.destination.name,
        kota_nama: segment.destination.cityName,
      },
      pemberhentian: stops.map((stop) => ({
        ...pointOf(stop),
        jam: stop.time,
        zona_waktu: stop.zone,
      })),
    },
    kendaraan: {
      kode: segment.layout.code,
      nama: segment.layout.name,
      tipe: segment.layout.vehicleType,
      kelas: segment.layout.seatClass,
      baris: segment.layout.rowCount,
      kolom: segment.layout.colCount,
      denah: segment.layout.cells,
    },
    kursi: { total, terjual: sold, ditahan: taken - sold, kosong: total - taken },
    penumpang: counts?.passengers ?? 0,
    sudah_naik: counts?.boarded ?? 0,
    status: departure.cancelled ? 'dibatalkan' : departure.departed ? 'berangkat' : 'terjadwal',
    ...liveFields(live, departure.cancelled),
  };
}

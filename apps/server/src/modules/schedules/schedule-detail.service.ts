import { policyLines, policyOrDefault } from '@lintas/domain/cancellation-policy';
import type {
  CheckScheduleQuery,
  ScheduleDetailQuery,
} from '@lintas/domain/schedule-query-schemas';
import type {
  CheckScheduleResult,
  OperatorTerms,
  ScheduleDetail,
} from '@lintas/domain/schedule-result-schemas';
import { isAppError } from '../../http/app-error.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { TRIP_PROBLEM_MESSAGES } from '../trips/trip-builder.js';
import type { TripSegment } from '../trips/trip-segment.js';
import type { TripService } from '../trips/trip.service.js';
import type { BookingWindow } from './booking-window.js';
import { legView, pointView } from './schedule-view.js';

/**
 * One chosen trip rather than a search: its detail with stops (detail-jadwal), its
 * operator's terms (operator-snk) and whether the chosen go and return trips can still be
 * booked (check-jadwal). These inspect the trip itself (TripService.inspect), not the
 * search index, so a trip the search no longer offers still answers why.
 */
export class ScheduleDetailService {
  constructor(
    private readonly trips: TripService,
    private readonly catalog: CatalogService,
    private readonly window: BookingWindow,
  ) {}

  async detail(query: ScheduleDetailQuery): Promise<ScheduleDetail> {
    this.window.requireBookableDate(query.tanggal_berangkat);
    const operator = await this.catalog.requireOperator(query.operator_kode);
    const { segment, problem } = await this.trips.inspect(
      query.operator_kode,
      query.jadwal_kode,
      query.tanggal_berangkat,
    );
    const seats = await this.trips.availableSeats([segment]);
    const view = legView(segment, seats);
    const stops = await this.trips.describeStops(segment);
    const reason = problem
      ? TRIP_PROBLEM_MESSAGES[problem]
      : view.kursi_tersedia === 0
        ? 'Kursi sudah habis.'
        : null;
    return {
      ...view,
      bisa_dipesan: reason === null,
      alasan: reason,
      list_pemberhentian: stops.map((stop) => ({
        urutan: stop.stopIndex + 1,
        titik: pointView(stop.point),
        tanggal: stop.date,
        jam: stop.time,
        zona: stop.zone,
        naik: stop.boarding,
        turun: stop.alighting,
      })),
      snk: operator.terms,
      denah: {
        baris: segment.layout.rowCount,
        kolom: segment.layout.colCount,
        jumlah_kursi: segment.layout.seatCount,
      },
    };
  }

  async operatorTerms(operatorCode: string): Promise<OperatorTerms> {
    const operator = await this.catalog.requireOperator(operatorCode);
    return {
      operator_kode: operator.code,
      operator_nama: operator.name,
      snk: operator.terms,
      list_snk: operator.terms
        .split('\n')
        .map((line) => line.replace(/^\s*\d+\.\s*/, '').trim())
        .filter(Boolean),
      list_kebijakan: policyLines(policyOrDefault(operator.after_sale_policy)),
    };
  }

  /**
   * Is the chosen go (and return) trip still bookable? Always answers, with the reason
   * when not: a stale cart from yesterday gets `tersedia: false`, not an error.
   */
  async check(query: CheckScheduleQuery): Promise<CheckScheduleResult> {
    const go = await this.checkOne(query.operator_kode, query.kode, query.tanggal, query.jam);
    const back =
      query.flag_pp && query.operator_kode_pulang && query.kode_pulang && query.tanggal_pulang
        ? await this.checkOne(
            query.operator_kode_pulang,
            query.kode_pulang,
            query.tanggal_pulang,
            query.jam_pulang,
          )
        : null;
    const reason = go.alasan ?? (back?.alasan ? `Jadwal pulang: ${back.alasan}` : null);
    return {
      tersedia: go.tersedia && (back?.tersedia ?? true),
      alasan: reason,
      pergi: go,
      pulang: back,
    };
  }

  private async checkOne(
    operatorCode: string,
    jadwalCode: string,
    date: string,
    time: string | undefined,
  ) {
    const base = {
      operator_kode: operatorCode,
      jadwal_kode: jadwalCode,
      tanggal_berangkat: date,
      jam_berangkat: time ?? null,
    };
    const no = (alasan: string) => ({ ...base, tersedia: false, alasan, kursi_tersedia: 0 });
    if (date < this.window.today()) return no('Tanggal keberangkatan sudah lewat.');
    let segment: TripSegment;
    try {
      const inspected = await this.trips.inspect(operatorCode, jadwalCode, date);
      if (inspected.problem) return no(TRIP_PROBLEM_MESSAGES[inspected.problem]);
      segment = inspected.segment;
    } catch (error) {
      if (isAppError(error) && error.code === 'SCHEDULE_NOT_FOUND') return no(error.message);
      throw error;
    }
    if (time && time !== segment.departureTime) {
      return no(`Jam keberangkatan jadwal ini berubah menjadi ${segment.departureTime}.`);
    }
    const free = (await this.trips.availableSeats([segment])).values().next().value ?? 0;
    if (free === 0) return { ...no('Kursi sudah habis.'), jam_berangkat: segment.departureTime };
    return {
      ...base,
      jam_berangkat: segment.departureTime,
      tersedia: true,
      alasan: null,
      kursi_tersedia: free,
    };
  }
}

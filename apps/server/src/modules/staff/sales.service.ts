import type { StaffSalesResult, StaffSalesRow } from '@lintas/domain/staff-operations-schemas';
import { AppError } from '../../http/app-error.js';
import type { StaffPrincipal } from '../../http/authentication.js';
import { addDays } from '../../lib/zoned-time.js';
import type { StaffTripsPort } from './departure.service.js';
import type { DepartureRepository } from './departure.repository.js';
import type { OfficeRepository } from './office.repository.js';

interface Figures {
  keberangkatan: number;
  kursi_terjual: number;
  kapasitas: number;
  pendapatan: number;
}

function loadFactor(sold: number, capacity: number): number | null {
  return capacity > 0 ? Math.round((sold / capacity) * 1000) / 1000 : null;
}

/**
 * Sales at a glance (issue 10): per trip date and route, the departures that ran (the
 * trips module's departures of each day: running, not cancelled), their seats, the seats
 * paid bookings took and the seat fares they paid. Cancelled departures are left out:
 * their seats were not on sale and their money goes back.
 */
export class SalesService {
  constructor(
    private readonly trips: StaffTripsPort,
    private readonly departures: DepartureRepository,
    private readonly office: OfficeRepository,
  ) {}

  async report(
    staff: StaffPrincipal,
    from: string,
    to: string,
    operatorCode: string | undefined,
  ): Promise<StaffSalesResult> {
    let scope: string | null;
    if (staff.role === 'admin') {
      if (operatorCode !== undefined && !(await this.departures.operatorExists(operatorCode)))
        throw new AppError('NOT_FOUND', 'Operator tidak ditemukan.');
      scope = operatorCode ?? null;
    } else {
      if (operatorCode !== undefined && operatorCode !== staff.operatorCode)
        throw new AppError('NOT_FOUND', 'Operator tidak ditemukan.');
      scope = staff.operatorCode;
    }

    const days: string[] = [];
    // The schema bounds the range (SALES_MAX_DAYS); the loop is bounded by it too.
    for (let day = from; day <= to && days.length <= 366; day = addDays(day, 1)) days.push(day);
    const running = (
      await Promise.all(days.map((day) => this.trips.departuresOn(day, scope)))
    ).flatMap((list) => list.filter((departure) => !departure.cancelled));

    const scheduleIds = [...new Set(running.map((departure) => departure.segment.schedule.id))];
    const [sold, revenue, routeCodes] = await Promise.all([
      this.office.soldSeats(scheduleIds, from, to),
      this.office.revenue(scheduleIds, from, to),
      this.office.routeCodes([
        ...new Set(running.map((departure) => departure.segment.schedule.routeId)),
      ]),
    ]);
    const soldBy = new Map(sold.map((row) => [`${row.scheduleId}|${row.tripDate}`, row.sold]));
    const revenueBy = new Map(
      revenue.map((row) => [`${row.scheduleId}|${row.tripDate}`, row.revenue]),
    );

    const rows = new Map<string, StaffSalesRow>();
    for (const { segment } of running) {
      const routeCode =
        routeCodes.get(segment.schedule.routeId) ?? String(segment.schedule.routeId);
      const key = `${segment.tripDate}|${segment.operator.code}|${routeCode}`;
      const row =
        rows.get(key) ??
        ({
          tanggal: segment.tripDate,
          operator_kode: segment.operator.code,
          operator_nama: segment.operator.name,
          rute_kode: routeCode,
          rute_nama: segment.schedule.routeName,
          keberangkatan: 0,
          kursi_terjual: 0,
          kapasitas: 0,
          load_factor: null,
          pendapatan: 0,
        } satisfies StaffSalesRow);
      const departureKey = `${segment.schedule.id}|${segment.tripDate}`;
      row.keberangkatan += 1;
      row.kapasitas += segment.layout.seatCount;
      row.kursi_terjual += Math.min(segment.layout.seatCount, soldBy.get(departureKey) ?? 0);
      row.pendapatan += revenueBy.get(departureKey) ?? 0;
      row.load_factor = loadFactor(row.kursi_terjual, row.kapasitas);
      rows.set(key, row);
    }
    const list = [...rows.values()].sort(
      (a, b) =>
        a.tanggal.localeCompare(b.tanggal) ||
        a.operator_kode.localeCompare(b.operator_kode) ||
        a.rute_kode.localeCompare(b.rute_kode),
    );
    const total = list.reduce<Figures>(
      (sum, row) => ({
        keberangkatan: sum.keberangkatan + row.keberangkatan,
        kursi_terjual: sum.kursi_terjual + row.kursi_terjual,
        kapasitas: sum.kapasitas + row.kapasitas,
        pendapatan: sum.pendapatan + row.pendapatan,
      }),
      { keberangkatan: 0, kursi_terjual: 0, kapasitas: 0, pendapatan: 0 },
    );
    return {
      dari: from,
      sampai: to,
      operator_kode: scope,
      list,
      total: { ...total, load_factor: loadFactor(total.kursi_terjual, total.kapasitas) },
    };
  }
}

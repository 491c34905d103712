import type {
  StaffLayout,
  StaffLayoutCreateBody,
  StaffLayoutUpdateBody,
  StaffPointOption,
  StaffRoute,
  StaffRouteStopInput,
} from '@lintas/domain/staff-timetable-schemas';
import type { Executor } from '../../db/executor.js';
import type { SeatLayoutCell } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type {
  EditorLayoutRow,
  LayoutValues,
  RouteEditorRepository,
} from './route-editor.repository.js';

/** A route as the console shows it, with the id the staff module's checks need. */
export type EditorRoute = Omit<StaffRoute, 'pemesanan_aktif'> & { id: number };
/** A layout as the console shows it, without the seats taken (the staff module adds them). */
export type EditorLayout = Omit<StaffLayout, 'kursi_terpesan'> & { id: number };

/** Codes are drawn as prefix + the next number; a race that takes one draws again. */
const CODE_ATTEMPTS = 5;

/**
 * Routes with their stops, seat layouts and new schedules as the operator console
 * creates and changes them (trips module, issue 10). It checks what its own tables know
 * (points exist, codes are free); what bookings would lose is the staff module's check,
 * made in the same transaction before it calls a write here (decision 0021).
 */
export class RouteEditorService {
  constructor(private readonly repository: RouteEditorRepository) {}

  async routes(
    filter: { operatorCodes: string[] | null; code?: string },
    db?: Executor,
    lock = false,
  ): Promise<EditorRoute[]> {
    const routes = await this.repository.routes(filter, db, lock);
    const ids = routes.map((route) => route.id);
    const [stops, schedules] = await Promise.all([
      this.repository.stops(ids, db),
      this.repository.schedules(ids, db),
    ]);
    return routes.map((route) => ({
      id: route.id,
      rute_kode: route.code,
      operator_kode: route.operatorCode,
      operator_nama: route.operatorName,
      nama: route.name,
      pemberhentian: stops
        .filter((stop) => stop.routeId === route.id)
        .map((stop) => ({
          urutan: stop.stopIndex,
          cabang_kode: stop.pointCode,
          cabang_nama: stop.pointName,
          kota_nama: stop.cityName,
          menit_dari_awal: stop.minutesFromStart,
          tarif_dari_awal: stop.fareFromStart,
          naik: stop.canBoard,
          turun: stop.canAlight,
        })),
      jadwal: schedules
        .filter((schedule) => schedule.routeId === route.id)
        .map((schedule) => ({
          jadwal_kode: schedule.code,
          jam_berangkat: schedule.departureTime,
          hari: [...schedule.daysOfWeek].sort((a, b) => a - b),
          aktif: schedule.isActive,
          denah_kode: schedule.layoutCode,
        })),
    }));
  }

  /** One route of the operators named, locked until the caller's transaction ends. */
  async routeForChange(
    trx: Executor,
    code: string,
    operatorCodes: string[] | null,
  ): Promise<EditorRoute | null> {
    const [route] = await this.routes({ operatorCodes, code }, trx, true);
    return route ?? null;
  }

  async pointOptions(): Promise<StaffPointOption[]> {
    const points = await this.repository.points();
    return points.map((point) => ({
      cabang_kode: point.code,
      cabang_nama: point.name,
      kota_nama: point.cityName,
    }));
  }

  /** A new route of the operator with its stops, in the caller's transaction. */
  async createRoute(
    trx: Executor,
    values: { operatorCode: string; name: string; stops: StaffRouteStopInput[] },
  ): Promise<EditorRoute> {
    const operatorId = await this.repository.operatorId(values.operatorCode, trx);
    if (operatorId === null) throw new AppError('NOT_FOUND', 'Operator tidak ditemukan.');
    const stops = await this.resolveStops(trx, values.stops);
    const prefix = `${values.operatorCode}-`;
    await this.repository.lockCodePrefix(`routes:${prefix}`, trx);
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const code = nextCode(prefix, await this.repository.codesLike('routes', prefix, trx), 2);
      const id = await this.repository.insertRoute({ code, operatorId, name: values.name }, trx);
      if (id === null) continue;
      await this.repository.replaceStops(id, stops, trx);
      return (await this.routeForChange(trx, code, null)) as EditorRoute;
    }
    throw new AppError(
      'TIMETABLE_CODE_BUSY',
      'Kode rute baru sedang dipakai. Silakan simpan lagi.',
    );
  }

  /** A route's new name and stops, in the caller's transaction (the route locked before). */
  async changeRoute(
    trx: Executor,
    route: EditorRoute,
    values: { name: string; stops: StaffRouteStopInput[] },
  ): Promise<EditorRoute> {
    if (values.name !== route.nama) await this.repository.renameRoute(route.id, values.name, trx);
    const same =
      route.pemberhentian.length === values.stops.length &&
      route.pemberhentian.every((stop, i) => {
        const next = values.stops[i]!;
        return (
          stop.cabang_kode === next.cabang_kode &&
          stop.menit_dari_awal === next.menit_dari_awal &&
          stop.tarif_dari_awal === next.tarif_dari_awal &&
          stop.naik === next.naik &&
          stop.turun === next.turun
        );
      });
    if (!same)
      await this.repository.replaceStops(route.id, await this.resolveStops(trx, values.stops), trx);
    return (await this.routeForChange(trx, route.rute_kode, null)) as EditorRoute;
  }

  private async resolveStops(trx: Executor, stops: StaffRouteStopInput[]) {
    const points = new Map(
      (await this.repository.points(trx)).map((point) => [point.code, point.id]),
    );
    const unknown = stops.filter((stop) => !points.has(stop.cabang_kode));
    if (unknown.length > 0)
      throw new AppError(
        'VALIDATION_ERROR',
        `Titik ${unknown.map((stop) => stop.cabang_kode).join(', ')} tidak dikenal. Pilih dari daftar titik.`,
        { field: 'pemberhentian' },
      );
    return stops.map((stop) => ({
      pointId: points.get(stop.cabang_kode)!,
      minutesFromStart: stop.menit_dari_awal,
      fareFromStart: stop.tarif_dari_awal,
      canBoard: stop.naik,
      canAlight: stop.turun,
    }));
  }

  async layouts(
    filter: { operatorCodes: string[] | null; code?: string },
    db?: Executor,
    lock = false,
  ): Promise<EditorLayout[]> {
    const rows = await this.repository.layouts(filter, db, lock);
    const schedules = await this.repository.layoutSchedules(
      rows.map((row) => row.id),
      filter.operatorCodes,
      db,
    );
    return rows.map((row) => layoutView(row, schedules.get(row.id) ?? []));
  }

  /** One layout the operators named may see (theirs or shared), locked for a change. */
  async layoutForChange(
    trx: Executor,
    code: string,
    operatorCodes: string[] | null,
  ): Promise<EditorLayout | null> {
    const [layout] = await this.layouts({ operatorCodes, code }, trx, true);
    return layout ?? null;
  }

  async createLayout(
    trx: Executor,
    operatorCode: string | null,
    body: StaffLayoutCreateBody,
  ): Promise<EditorLayout> {
    let operatorId: number | null = null;
    if (operatorCode !== null) {
      operatorId = await this.repository.operatorId(operatorCode, trx);
      if (operatorId === null) throw new AppError('NOT_FOUND', 'Operator tidak ditemukan.');
    }
    const prefix = operatorCode === null ? 'DENAH-' : `${operatorCode}-DENAH-`;
    await this.repository.lockCodePrefix(`seat_layouts:${prefix}`, trx);
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const code = nextCode(
        prefix,
        await this.repository.codesLike('seat_layouts', prefix, trx),
        2,
      );
      const id = await this.repository.insertLayout(
        { ...layoutValues(body), code, operatorId },
        trx,
      );
      if (id !== null) return (await this.layoutForChange(trx, code, null)) as EditorLayout;
    }
    throw new AppError(
      'TIMETABLE_CODE_BUSY',
      'Kode denah baru sedang dipakai. Silakan simpan lagi.',
    );
  }

  async changeLayout(
    trx: Executor,
    layout: EditorLayout,
    body: StaffLayoutUpdateBody,
  ): Promise<EditorLayout> {
    await this.repository.updateLayout(layout.id, layoutValues(body), trx);
    return (await this.layoutForChange(trx, layout.denah_kode, null)) as EditorLayout;
  }

  /**
   * A new schedule of the route with the layout from `validFrom`, its code the route's and
   * the time's (XTR-01-0730; a second one at that time gets -2). Answers its code.
   */
  async createSchedule(
    trx: Executor,
    values: {
      routeId: number;
      routeCode: string;
      layoutId: number;
      departureTime: string;
      daysOfWeek: number[];
      farePercent: number;
      validFrom: string;
    },
  ): Promise<string> {
    const base = `${values.routeCode}-${values.departureTime.replace(':', '')}`;
    await this.repository.lockCodePrefix(`schedules:${base}`, trx);
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const taken = new Set(await this.repository.codesLike('schedules', base, trx));
      let code = base;
      for (let n = 2; taken.has(code); n++) code = `${base}-${n}`;
      const id = await this.repository.insertSchedule(
        {
          code,
          routeId: values.routeId,
          layoutId: values.layoutId,
          departureTime: values.departureTime,
          daysOfWeek: values.daysOfWeek,
          farePercent: values.farePercent,
          facilities: [],
          validFrom: values.validFrom,
        },
        trx,
      );
      if (id !== null) return code;
    }
    throw new AppError(
      'TIMETABLE_CODE_BUSY',
      'Kode jadwal baru sedang dipakai. Silakan simpan lagi.',
    );
  }
}

/** `prefix` and one more than the highest number after it among `taken` (zero-padded). */
function nextCode(prefix: string, taken: string[], width: number): string {
  let highest = 0;
  for (const code of taken) {
    const rest = code.slice(prefix.length);
    if (/^\d+$/.test(rest)) highest = Math.max(highest, Number(rest));
  }
  return `${prefix}${String(highest + 1).padStart(width, '0')}`;
}

function layoutValues(body: StaffLayoutUpdateBody): LayoutValues {
  const cells: SeatLayoutCell[] = [...body.sel]
    .sort((a, b) => a.baris - b.baris || a.kolom - b.kolom)
    .map((cell) =>
      cell.jenis === 'seat'
        ? { row: cell.baris, col: cell.kolom, type: 'seat', no: cell.nomor ?? '' }
        : { row: cell.baris, col: cell.kolom, type: cell.jenis },
    );
  return {
    name: body.nama,
    vehicleType: body.tipe_kendaraan,
    seatClass: body.kelas,
    rowCount: body.jumlah_baris,
    colCount: body.jumlah_kolom,
    cells,
  };
}

function layoutView(row: EditorLayoutRow, schedules: string[]): EditorLayout {
  return {
    id: row.id,
    denah_kode: row.code,
    operator_kode: row.operatorCode,
    nama: row.name,
    tipe_kendaraan: row.vehicleType,
    kelas: row.seatClass,
    jumlah_baris: row.rowCount,
    jumlah_kolom: row.colCount,
    jumlah_kursi: row.seatCount,
    sel: row.cells.map((cell) =>
      cell.type === 'seat'
        ? { baris: cell.row, kolom: cell.col, jenis: 'seat' as const, nomor: cell.no ?? '' }
        : { baris: cell.row, kolom: cell.col, jenis: cell.type },
    ),
    jadwal_kode: schedules,
  };
}

import { formatDate } from '@lintas/domain/format';
import type {
  StaffRoute,
  StaffRouteCreateBody,
  StaffRouteResult,
  StaffRoutesResult,
  StaffRouteStopInput,
  StaffRouteUpdateBody,
  StaffScheduleCreateBody,
  StaffScheduleCreateResult,
} from '@lintas/domain/staff-timetable-schemas';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { StaffPrincipal } from '../../http/authentication.js';
import type { Clock } from '../../lib/clock.js';
import { BUSINESS_ZONE, localDate } from '../../lib/zoned-time.js';
import type {
  EditorLayout,
  EditorRoute,
  RouteEditorService,
} from '../trips/route-editor.service.js';
import type { DepartureRepository } from './departure.repository.js';
import type { StaffAccountRepository } from './staff-account.repository.js';
import type { TimetableGuardRepository } from './timetable-guard.repository.js';

/** The trips module's route, layout and schedule editing. */
export type RouteEditorPort = Pick<
  RouteEditorService,
  | 'routes'
  | 'routeForChange'
  | 'pointOptions'
  | 'createRoute'
  | 'changeRoute'
  | 'layouts'
  | 'layoutForChange'
  | 'createLayout'
  | 'changeLayout'
  | 'createSchedule'
>;

/**
 * The operators a staff member works on, for a request naming `operatorCode` or none:
 * null is every operator (an admin naming none). A petugas naming another operator, or an
 * admin naming one that does not exist, gets 404 as if it were not there.
 */
export async function operatorScope(
  staff: StaffPrincipal,
  operatorCode: string | undefined,
  departures: DepartureRepository,
): Promise<string[] | null> {
  if (staff.role === 'admin') {
    if (operatorCode === undefined) return null;
    if (!(await departures.operatorExists(operatorCode)))
      throw new AppError('NOT_FOUND', 'Operator tidak ditemukan.');
    return [operatorCode];
  }
  const own = staff.operatorCode;
  if (own === null || (operatorCode !== undefined && operatorCode !== own))
    throw new AppError('NOT_FOUND', 'Operator tidak ditemukan.');
  return [own];
}

/** "22 Nov 2026 (XTR-01-1000)" for the first three, and how many more. */
export function bookedDatesText(rows: Array<{ tripDate: string; scheduleCode: string }>): string {
  const named = rows
    .slice(0, 3)
    .map((row) => `${formatDate(row.tripDate, 'DD MMM YYYY')} (${row.scheduleCode})`)
    .join(', ');
  return rows.length > 3 ? `${named} dan ${rows.length - 3} keberangkatan lain` : named;
}

/** What the audit keeps of a route: its name and stops. */
function routeSnapshot(route: Pick<StaffRoute, 'nama' | 'pemberhentian'>) {
  return {
    nama: route.nama,
    pemberhentian: route.pemberhentian.map((stop) => ({
      cabang_kode: stop.cabang_kode,
      menit_dari_awal: stop.menit_dari_awal,
      tarif_dari_awal: stop.tarif_dari_awal,
      naik: stop.naik,
      turun: stop.turun,
    })),
  };
}

/**
 * Why the new stops would take something from a booked passenger, or null: any change of
 * which points, in which order, at which minute, or closing boarding or alighting at a stop.
 * Fares may change (a booking keeps the fare it paid); opening a stop to boarding too.
 */
function structuralChange(
  before: StaffRoute['pemberhentian'],
  after: StaffRouteStopInput[],
): string | null {
  const names = new Map(before.map((stop) => [stop.cabang_kode, stop.cabang_nama]));
  const removed = before.filter(
    (stop) => !after.some((next) => next.cabang_kode === stop.cabang_kode),
  );
  if (removed.length > 0)
    return `Pemberhentian ${removed.map((stop) => stop.cabang_nama).join(', ')} tidak dapat dihapus`;
  const added = after.filter((next) => !names.has(next.cabang_kode));
  if (added.length > 0) return 'Pemberhentian baru tidak dapat ditambahkan';
  if (before.some((stop, i) => after[i]?.cabang_kode !== stop.cabang_kode))
    return 'Urutan pemberhentian tidak dapat diubah';
  const moved = before.find((stop, i) => after[i]!.menit_dari_awal !== stop.menit_dari_awal);
  if (moved) return `Waktu tempuh ke ${moved.cabang_nama} tidak dapat diubah`;
  const closed = before.find(
    (stop, i) => (stop.naik && !after[i]!.naik) || (stop.turun && !after[i]!.turun),
  );
  if (closed) return `Naik atau turun di ${closed.cabang_nama} tidak dapat ditutup`;
  return null;
}

/**
 * Routes with their stops, and new schedules, for staff (issue 10, decision 0021). A
 * petugas works on their own operator only (another's route answers 404). A change is
 * refused (409) when it would move or drop a stop a booked passenger still travels
 * through; names, fares and a route without bookings change freely. Each change is audited
 * in its transaction and shows in the next search (the catalogue's version).
 */
export class RouteDeskService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly editor: RouteEditorPort,
    private readonly guard: TimetableGuardRepository,
    private readonly departures: DepartureRepository,
    private readonly accounts: StaffAccountRepository,
    private readonly clock: Clock,
  ) {}

  async list(staff: StaffPrincipal, operatorCode: string | undefined): Promise<StaffRoutesResult> {
    const operatorCodes = await operatorScope(staff, operatorCode, this.departures);
    const [routes, cabang] = await Promise.all([
      this.editor.routes({ operatorCodes }),
      this.editor.pointOptions(),
    ]);
    const bookings = await this.guard.bookingsPerRoute(
      routes.map((route) => route.id),
      this.clock.now(),
    );
    return {
      rute: routes.map((route) => withBookings(route, bookings.get(route.id) ?? 0)),
      cabang,
    };
  }

  async create(staff: StaffPrincipal, body: StaffRouteCreateBody): Promise<StaffRouteResult> {
    await operatorScope(staff, body.operator_kode, this.departures);
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      const route = await this.editor.createRoute(trx, {
        operatorCode: body.operator_kode,
        name: body.nama,
        stops: body.pemberhentian,
      });
      await this.audit(trx, staff, 'rute.buat', route, null, routeSnapshot(route), now);
      return { rute: withBookings(route, 0), berubah: true };
    });
  }

  async update(
    staff: StaffPrincipal,
    code: string,
    body: StaffRouteUpdateBody,
  ): Promise<StaffRouteResult> {
    const operatorCodes = await operatorScope(staff, undefined, this.departures);
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      const route = await this.editor.routeForChange(trx, code, operatorCodes);
      if (!route) throw new AppError('NOT_FOUND', 'Rute tidak ditemukan.');
      const before = routeSnapshot(route);
      const after = routeSnapshot({
        nama: body.nama,
        pemberhentian: body.pemberhentian.map((stop, i) => ({
          ...stop,
          urutan: i,
          cabang_nama: '',
          kota_nama: '',
        })),
      });
      const booked = await this.guard.bookedDepartures(route.id, now, trx);
      const bookings = (await this.guard.bookingsPerRoute([route.id], now, trx)).get(route.id) ?? 0;
      if (JSON.stringify(before) === JSON.stringify(after))
        return { rute: withBookings(route, bookings), berubah: false };

      const change = structuralChange(route.pemberhentian, body.pemberhentian);
      if (change && booked.length > 0) {
        throw new AppError(
          'ROUTE_HAS_BOOKINGS',
          `${change}: rute ini punya pemesanan aktif pada ${bookedDatesText(booked)}. ` +
            'Penumpang itu harus tetap naik dan turun di tempat dan jam yang mereka bayar. ' +
            'Batalkan keberangkatan itu lebih dulu (penumpang diberi tahu dan di-refund), ' +
            'atau buat rute baru.',
          {
            keberangkatan: booked.map((row) => ({
              jadwal_kode: row.scheduleCode,
              tanggal: row.tripDate,
            })),
          },
        );
      }
      const changed = await this.editor.changeRoute(trx, route, {
        name: body.nama,
        stops: body.pemberhentian,
      });
      await this.audit(trx, staff, 'rute.ubah', changed, before, routeSnapshot(changed), now);
      return { rute: withBookings(changed, bookings), berubah: true };
    });
  }

  /**
   * A new schedule of a route with a layout the route's operator may use (theirs or a
   * shared one), running from today. Search offers it at once.
   */
  async createSchedule(
    staff: StaffPrincipal,
    routeCode: string,
    body: StaffScheduleCreateBody,
  ): Promise<StaffScheduleCreateResult> {
    const operatorCodes = await operatorScope(staff, undefined, this.departures);
    const now = this.clock.now();
    const today = localDate(now, BUSINESS_ZONE);
    return this.db.transaction().execute(async (trx) => {
      const route = await this.editor.routeForChange(trx, routeCode, operatorCodes);
      if (!route) throw new AppError('NOT_FOUND', 'Rute tidak ditemukan.');
      const layout: EditorLayout | null = await this.editor.layoutForChange(trx, body.denah_kode, [
        route.operator_kode,
      ]);
      if (!layout) throw new AppError('NOT_FOUND', 'Denah tidak ditemukan.');
      const code = await this.editor.createSchedule(trx, {
        routeId: route.id,
        routeCode: route.rute_kode,
        layoutId: layout.id,
        departureTime: body.jam_berangkat,
        daysOfWeek: body.hari,
        farePercent: body.persen_tarif,
        validFrom: today,
      });
      const result = {
        operator_kode: route.operator_kode,
        rute_kode: route.rute_kode,
        jadwal_kode: code,
        denah_kode: layout.denah_kode,
        jam_berangkat: body.jam_berangkat,
        hari: body.hari,
        persen_tarif: body.persen_tarif,
        berlaku_mulai: today,
      };
      await this.accounts.insertAudit(
        {
          staffId: staff.id,
          action: 'jadwal.buat',
          entity: 'jadwal',
          entityKey: `${route.operator_kode}/${code}`,
          before: null,
          after: result,
          at: now,
        },
        trx,
      );
      return result;
    });
  }

  private audit(
    trx: Executor,
    staff: StaffPrincipal,
    action: string,
    route: EditorRoute,
    before: unknown,
    after: unknown,
    at: Date,
  ) {
    return this.accounts.insertAudit(
      {
        staffId: staff.id,
        action,
        entity: 'rute',
        entityKey: `${route.operator_kode}/${route.rute_kode}`,
        before,
        after,
        at,
      },
      trx,
    );
  }
}

function withBookings(route: EditorRoute, bookings: number): StaffRoute {
  const { id: _id, ...rest } = route;
  return { ...rest, pemesanan_aktif: bookings };
}

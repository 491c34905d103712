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
import { AppError } from '../../http/app-error.js';
import type { StaffPrincipal } from '../../http/authentication.js';
import { BUSINESS_ZONE, localDate } from '../../lib/zoned-time.js';
import type { EditorLayout, EditorRoute } from '../trips/route-editor.service.js';
import { bookedDatesText, type DeskAudit, TimetableDesk } from './timetable-desk.js';

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
export class RouteDeskService extends TimetableDesk {
  async list(staff: StaffPrincipal, operatorCode: string | undefined): Promise<StaffRoutesResult> {
    const operatorCodes = await this.operatorScope(staff, operatorCode);
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
    await this.operatorScope(staff, body.operator_kode);
    const now = this.clock.now();
    return this.auditedChange(staff, now, async (trx, audit) => {
      const route = await this.editor.createRoute(trx, {
        operatorCode: body.operator_kode,
        name: body.nama,
        stops: body.pemberhentian,
      });
      await audit(routeAudit('rute.buat', route, null, routeSnapshot(route)));
      return { rute: withBookings(route, 0), berubah: true };
    });
  }

  async update(
    staff: StaffPrincipal,
    code: string,
    body: StaffRouteUpdateBody,
  ): Promise<StaffRouteResult> {
    const operatorCodes = await this.operatorScope(staff, undefined);
    const now = this.clock.now();
    return this.auditedChange(staff, now, async (trx, audit) => {
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
      await audit(routeAudit('rute.ubah', changed, before, routeSnapshot(changed)));
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
    const operatorCodes = await this.operatorScope(staff, undefined);
    const now = this.clock.now();
    const today = localDate(now, BUSINESS_ZONE);
    return this.auditedChange(staff, now, async (trx, audit) => {
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
      await audit({
        action: 'jadwal.buat',
        entity: 'jadwal',
        entityKey: `${route.operator_kode}/${code}`,
        before: null,
        after: result,
      });
      return result;
    });
  }
}

/** The audit row of a route change, keyed `<operator>/<route>`. */
function routeAudit(
  action: string,
  route: EditorRoute,
  before: unknown,
  after: unknown,
): DeskAudit {
  return {
    action,
    entity: 'rute',
    entityKey: `${route.operator_kode}/${route.rute_kode}`,
    before,
    after,
  };
}

function withBookings(route: EditorRoute, bookings: number): StaffRoute {
  const { id: _id, ...rest } = route;
  return { ...rest, pemesanan_aktif: bookings };
}

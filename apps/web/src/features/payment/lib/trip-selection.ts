import { passengerNameList, type ReservationDraft } from '@lintas/domain/reservation-draft';
import type { SeatEntry, SelectedSeat } from '@lintas/domain/seat-rules';
import type { BookingData, SelectedSchedule } from '../../../stores/booking-store';

/**
 * Turns what the person chose across the journey (booking store) into the trip fields
 * cek-harga and reservasi share (spec §7): the go trip, an optional return trip
 * (flag_pp) and the further legs of a connecting trip (list_connecting[_pulang]).
 */

export interface WireSeat {
  no: string;
  promo_kode?: string | null;
  nama?: string;
}

export interface WireLeg {
  operator_kode: string;
  jadwal_kode: string;
  tanggal_berangkat: string;
  kursi: WireSeat[];
}

export interface TripSelectionBody extends WireLeg {
  flag_pp: 0 | 1;
  operator_kode_pulang: string | null;
  jadwal_kode_pulang: string | null;
  tanggal_berangkat_pulang: string | null;
  kursi_pulang: WireSeat[] | null;
  flag_connecting: 0 | 1;
  list_connecting: WireLeg[] | null;
  list_connecting_pulang: WireLeg[] | null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** Operator, schedule and date of a selected schedule, whichever naming the results screen kept. */
export function scheduleKeys(schedule: SelectedSchedule | null): { operator: string; code: string; date: string } {
  if (!schedule) return { operator: '', code: '', date: '' };
  return {
    operator: text(schedule.operatorCode) || text(schedule.operator_kode),
    code: text(schedule.scheduleCode) || text(schedule.jadwal_kode),
    date: (text(schedule.date) || text(schedule.tanggal_berangkat)).slice(0, 10),
  };
}

interface ConnectingLegInfo {
  operator: string;
  code: string;
  date: string;
}

/** The legs after the first of a connecting schedule, as the search result listed them. */
function connectingLegsOf(schedule: SelectedSchedule | null): ConnectingLegInfo[] {
  const list = schedule?.list_connecting;
  if (!Array.isArray(list)) return [];
  return list
    .map((leg: unknown) => {
      const item = (leg ?? {}) as Record<string, unknown>;
      return {
        operator: text(item.operator_kode) || text(item.operatorCode),
        code: text(item.jadwal_kode) || text(item.jadwalCode) || text(item.scheduleCode),
        date: (text(item.tanggal_berangkat) || text(item.date)).slice(0, 10),
      };
    })
    .filter((leg) => leg.code !== '');
}

function withNames(seats: readonly SelectedSeat[], names: readonly string[], include: boolean): WireSeat[] {
  return seats.map((seat, index) => ({
    no: String(seat.no),
    promo_kode: seat.promo_kode ?? null,
    ...(include ? { nama: names[index] ?? '' } : {}),
  }));
}

function legFromEntries(
  info: ConnectingLegInfo,
  entries: readonly SeatEntry[],
  names: readonly string[],
  include: boolean,
): WireLeg | null {
  const entry = entries.find((candidate) => candidate.jadwalCode === info.code);
  if (!entry || entry.seats.length === 0) return null;
  return {
    operator_kode: info.operator || entry.operatorCode || '',
    jadwal_kode: info.code,
    tanggal_berangkat: info.date || entry.date || '',
    kursi: withNames(entry.seats, names, include),
  };
}

/**
 * The trip fields, or null when the go trip or its seats are not chosen yet.
 * `includeNames` adds each seat's passenger (reservasi needs them; cek-harga ignores them).
 */
export function buildTripSelection(state: BookingData, includeNames = false): TripSelectionBody | null {
  const names = passengerNameList(state.customer.passengers);
  const go = scheduleKeys(state.schedule.selectedGo);
  const entries = state.seat.connecting;
  const goSeats = state.seat.activeSeatGo.length > 0 ? state.seat.activeSeatGo : (entries.find((e) => e.jadwalCode === go.code)?.seats ?? []);
  if (!go.operator || !go.code || !go.date || goSeats.length === 0) return null;

  const roundTrip = Boolean(state.schedule.roundTrip || state.formOriginDestination.isRoundtrip) && state.schedule.selectedReturn !== null;
  const back = scheduleKeys(state.schedule.selectedReturn);
  const backSeats = roundTrip
    ? state.seat.activeSeatReturn.length > 0
      ? state.seat.activeSeatReturn
      : (entries.find((e) => e.jadwalCode === back.code)?.seats ?? [])
    : [];

  let goConnecting = connectingLegsOf(state.schedule.selectedGo);
  const backConnecting = roundTrip ? connectingLegsOf(state.schedule.selectedReturn) : [];
  // Without the leg list, every other seat entry belongs to a further go leg.
  if (goConnecting.length === 0 && backConnecting.length === 0 && !roundTrip) {
    goConnecting = entries
      .filter((entry) => entry.jadwalCode !== go.code && entry.seats.length > 0)
      .map((entry) => ({ operator: entry.operatorCode ?? '', code: entry.jadwalCode, date: entry.date ?? '' }));
  }
  const listGo = goConnecting.map((info) => legFromEntries(info, entries, names, includeNames));
  const listBack = backConnecting.map((info) => legFromEntries(info, entries, names, includeNames));
  const connecting = listGo.length > 0 || listBack.length > 0;
  if (listGo.some((leg) => leg === null) || listBack.some((leg) => leg === null)) return null;

  return {
    operator_kode: go.operator,
    jadwal_kode: go.code,
    tanggal_berangkat: go.date,
    kursi: withNames(goSeats, names, includeNames),
    flag_pp: roundTrip ? 1 : 0,
    operator_kode_pulang: roundTrip ? back.operator : null,
    jadwal_kode_pulang: roundTrip ? back.code : null,
    tanggal_berangkat_pulang: roundTrip ? back.date : null,
    kursi_pulang: roundTrip ? withNames(backSeats, names, includeNames) : null,
    flag_connecting: connecting ? 1 : 0,
    list_connecting: listGo.length > 0 ? (listGo as WireLeg[]) : null,
    list_connecting_pulang: listBack.length > 0 ? (listBack as WireLeg[]) : null,
  };
}

/** The draft reservation of spec §3, for the completeness check of spec §4. */
export function buildDraft(state: BookingData): ReservationDraft {
  const go = scheduleKeys(state.schedule.selectedGo);
  const back = scheduleKeys(state.schedule.selectedReturn);
  const roundTrip = Boolean(state.schedule.roundTrip || state.formOriginDestination.isRoundtrip);
  const names = passengerNameList(state.customer.passengers);
  const payment = state.reservation.payment;
  return {
    name: state.customer.customer.name,
    email: state.customer.customer.email,
    phonenumber: state.customer.customer.phonenumber,
    operator_code_go: go.operator,
    schedule_code_go: go.code,
    date_go: go.date,
    seat_go: state.seat.activeSeatGo.map((seat, index) => ({ no: seat.no, promo_kode: seat.promo_kode ?? null, name: names[index] ?? null })),
    is_roundtrip: roundTrip ? 1 : 0,
    operator_code_return: back.operator,
    schedule_code_return: back.code,
    date_return: back.date,
    seat_return: state.seat.activeSeatReturn.map((seat, index) => ({ no: seat.no, promo_kode: seat.promo_kode ?? null, name: names[index] ?? null })),
    total_price: state.reservation.totalPrice,
    payment_code: payment?.code ?? null,
    voucher_code: state.reservation.voucher?.code ?? null,
    voucher_price: state.reservation.voucher?.price ?? null,
    type_fee: payment?.typeFee?.toLowerCase() ?? null,
    fee: payment?.fee ?? null,
    seat_passenger_go: names,
    seat_passenger_return: roundTrip ? names : null,
  };
}

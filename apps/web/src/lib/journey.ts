import { formatTime } from '@lintas/domain/format';
import type { ReservationDraft } from '@lintas/domain/reservation-draft';
import type { SelectedSeat } from '@lintas/domain/seat-rules';
import { legName } from './leg-name';
import {
  passengerNamesFor,
  useBookingStore,
  type BookingData,
  type ScheduleState,
  type SeatState,
  type SelectedLegRef,
  type SelectedSchedule,
} from '../stores/booking-store';

/**
 * The legs of the journey a person chose (go, its connecting legs, return, its
 * connecting legs) and where each leg's seats live in the booking store:
 * - the first go leg: seat.activeSeatGo; the first return leg: seat.activeSeatReturn;
 * - every connecting leg: seat.connecting, keyed by its schedule code (spec §4 "Seat setting").
 * Shared by the seat map, the booker form and the payment step, so they agree.
 */

export type Direction = 'go' | 'return';

export interface JourneyLeg extends SelectedLegRef {
  /** 'go-0', 'go-1', 'return-0', ... unique within a journey. */
  key: string;
  direction: Direction;
  /** 0 is the schedule chosen on the results page, 1.. its connecting legs. */
  index: number;
  /** What people read on the tab: 'Pergi', 'Pulang', 'Pergi · Rute 2 dari 2' (lib/leg-name). */
  label: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

/**
 * The further legs of a selected schedule: `connecting`, or a raw search item's
 * `list_connecting`. Each field is read defensively: the snapshot comes from localStorage.
 */
export function connectingLegsOf(selected: SelectedSchedule): SelectedLegRef[] {
  const raw: unknown[] = Array.isArray(selected.connecting)
    ? selected.connecting
    : Array.isArray(selected.list_connecting)
      ? selected.list_connecting
      : [];
  return raw
    .map((item) => {
      const leg = record(item);
      return {
        operatorCode: text(leg.operatorCode ?? leg.operator_kode) || selected.operatorCode,
        scheduleCode: text(leg.scheduleCode ?? leg.jadwal_kode),
        date: text(leg.date ?? leg.tanggal_berangkat) || selected.date,
      };
    })
    .filter((leg) => leg.scheduleCode !== '');
}

function legsOf(selected: SelectedSchedule, direction: Direction): JourneyLeg[] {
  const further = connectingLegsOf(selected);
  const count = further.length + 1;
  const first: JourneyLeg = {
    key: `${direction}-0`,
    direction,
    index: 0,
    label: legName(direction, 0, count),
    operatorCode: selected.operatorCode,
    scheduleCode: selected.scheduleCode,
    date: selected.date,
  };
  return [
    first,
    ...further.map((leg, i): JourneyLeg => ({
      ...leg,
      key: `${direction}-${i + 1}`,
      direction,
      index: i + 1,
      label: legName(direction, i + 1, count),
    })),
  ];
}

/** Every leg in travel order; the return legs only on a round trip with a return schedule. */
export function journeyLegs(
  schedule: Pick<ScheduleState, 'selectedGo' | 'selectedReturn' | 'roundTrip'>,
): JourneyLeg[] {
  if (!schedule.selectedGo) return [];
  const legs = legsOf(schedule.selectedGo, 'go');
  if (schedule.roundTrip && schedule.selectedReturn)
    legs.push(...legsOf(schedule.selectedReturn, 'return'));
  return legs;
}

const NO_SEATS: SelectedSeat[] = [];

/** The seats chosen on one leg. */
export function legSeats(
  seat: SeatState,
  leg: Pick<JourneyLeg, 'direction' | 'index' | 'scheduleCode'>,
): SelectedSeat[] {
  if (leg.index === 0) return leg.direction === 'go' ? seat.activeSeatGo : seat.activeSeatReturn;
  return seat.connecting.find((entry) => entry.jadwalCode === leg.scheduleCode)?.seats ?? NO_SEATS;
}

function keepFirst(names: Record<string, string>, count: number): Record<string, string> {
  return Object.fromEntries(
    Object.entries(names).filter(([key]) => /^pass\d+$/.test(key) && Number(key.slice(4)) < count),
  );
}

/** Stores the seats of one leg (the connecting legs through the spec's seat setting). */
export function setLegSeats(leg: JourneyLeg, seats: SelectedSeat[]): void {
  const store = useBookingStore.getState();
  if (leg.index === 0) {
    store.setActiveSeats(leg.direction, seats);
    // One passenger per go seat: names beyond the seat count would make the count wrong.
    if (leg.direction === 'go') {
      const { passengers, passengersReturn } = store.customer;
      store.updateCustomerState({
        passengers: keepFirst(passengers, seats.length),
        passengersReturn: keepFirst(passengersReturn ?? {}, seats.length),
      });
    }
    return;
  }
  store.setConnectingSeats({
    jadwalCode: leg.scheduleCode,
    operatorCode: leg.operatorCode,
    date: leg.date,
    seats,
  });
  store.updateSeat({ lastConnectingRoute: leg.scheduleCode, indexConnecting: leg.index - 1 });
}

/** A leg as the summary card shows it. Every field may be blank when the source lacks it. */
export interface LegDetails {
  operatorName: string;
  operatorCode: string;
  /** The operator's mark (operator_logo of the search or the seat map); null draws initials. */
  operatorLogo: string | null;
  date: string;
  departureTime: string;
  arrivalDate: string;
  arrivalTime: string;
  origin: string;
  originCity: string;
  destination: string;
  destinationCity: string;
  /** Fare of one seat, integer rupiah; 0 when unknown. */
  price: number;
}

function pointName(point: unknown): { name: string; city: string } {
  const p = record(point);
  return { name: text(p.cabang_nama ?? p.name), city: text(p.kota_nama ?? p.cityName) };
}

/**
 * Reads a leg's display fields from whatever describes it: a seat-map leg (asal/tujuan),
 * a search-result leg (titik_naik/titik_turun) or camelCase fields.
 */
export function describeLeg(source: unknown, fallbackDate = ''): LegDetails {
  const s = record(source);
  const origin = pointName(s.asal ?? s.titik_naik ?? s.origin);
  const destination = pointName(s.tujuan ?? s.titik_turun ?? s.destination);
  const price = Number(s.harga ?? s.price ?? 0);
  return {
    operatorName: text(s.operator_nama ?? s.operatorName ?? s.operator_kode ?? s.operatorCode),
    operatorCode: text(s.operator_kode ?? s.operatorCode),
    operatorLogo: text(s.operator_logo ?? s.operatorLogo) || null,
    date: text(s.tanggal_berangkat ?? s.date) || fallbackDate,
    departureTime: formatTime(text(s.jam_berangkat ?? s.departureTime)),
    arrivalDate: text(s.tanggal_tiba ?? s.arrivalDate),
    arrivalTime: formatTime(text(s.jam_tiba ?? s.arrivalTime)),
    origin: origin.name,
    originCity: origin.city,
    destination: destination.name,
    destinationCity: destination.city,
    price: Number.isFinite(price) ? price : 0,
  };
}

/**
 * The stored search result of one leg: the selected schedule itself for a direct trip,
 * else the matching item of its `list_leg` / `list_connecting` when the results page
 * kept them.
 */
export function storedLegSource(
  schedule: Pick<ScheduleState, 'selectedGo' | 'selectedReturn'>,
  leg: JourneyLeg,
): unknown {
  const selected = leg.direction === 'go' ? schedule.selectedGo : schedule.selectedReturn;
  if (!selected) return null;
  for (const list of [selected.list_leg, selected.list_connecting]) {
    if (!Array.isArray(list)) continue;
    const match = list.find((item) => text(record(item).jadwal_kode) === leg.scheduleCode);
    if (match) return match;
  }
  return leg.index === 0 ? selected : null;
}

/** Why a step of the journey cannot be shown yet, and where to go instead. */
export interface JourneyProblem {
  message: string;
  to: 'home' | 'results' | 'seats';
}

/** The seats screen needs a chosen schedule (and a return one on a round trip). */
export function scheduleProblem(
  schedule: Pick<ScheduleState, 'selectedGo' | 'selectedReturn' | 'roundTrip' | 'dateGo'>,
): JourneyProblem | null {
  if (!schedule.selectedGo) {
    return {
      message: 'Silakan pilih jadwal keberangkatan terlebih dahulu.',
      to: schedule.dateGo ? 'results' : 'home',
    };
  }
  if (schedule.roundTrip && !schedule.selectedReturn) {
    return { message: 'Silakan pilih jadwal pulang terlebih dahulu.', to: 'results' };
  }
  return null;
}

/** Go needs at least one seat; every other leg as many seats as go. */
export function seatCountProblem(
  legs: readonly JourneyLeg[],
  seat: SeatState,
): { leg: JourneyLeg; message: string } | null {
  const [first] = legs;
  if (!first) return null;
  const goCount = legSeats(seat, first).length;
  if (goCount === 0)
    return { leg: first, message: 'Silakan pilih minimal 1 kursi untuk perjalanan Pergi.' };
  for (const leg of legs.slice(1)) {
    if (legSeats(seat, leg).length !== goCount) {
      return {
        leg,
        message: `Silakan pilih ${goCount} kursi untuk ${leg.label}, sama dengan jumlah penumpang.`,
      };
    }
  }
  return null;
}

/**
 * The draft reservation of spec §3 from the booking store, for the completeness check of
 * spec §4 (and for the payment step to build reservasi from).
 */
export function buildReservationDraft(
  state: Pick<BookingData, 'schedule' | 'seat' | 'customer' | 'reservation'>,
): ReservationDraft {
  const { schedule, seat, customer, reservation } = state;
  const goSeats = seat.activeSeatGo;
  const goNames = passengerNamesFor(customer, 'go', goSeats.length);
  const roundTrip = schedule.roundTrip;
  const returnSeats = seat.activeSeatReturn;
  const returnNames = passengerNamesFor(customer, 'return', returnSeats.length);
  return {
    name: customer.customer.name,
    email: customer.customer.email,
    phonenumber: customer.customer.phonenumber,
    operator_code_go: schedule.selectedGo?.operatorCode ?? null,
    schedule_code_go: schedule.selectedGo?.scheduleCode ?? null,
    date_go: schedule.selectedGo?.date ?? null,
    seat_go: goSeats.map((s, i) => ({
      no: s.no,
      promo_kode: s.promo_kode ?? null,
      name: goNames[i] ?? '',
    })),
    is_roundtrip: roundTrip ? 1 : 0,
    ...(roundTrip
      ? {
          operator_code_return: schedule.selectedReturn?.operatorCode ?? null,
          schedule_code_return: schedule.selectedReturn?.scheduleCode ?? null,
          date_return: schedule.selectedReturn?.date ?? null,
          seat_return: returnSeats.map((s, i) => ({
            no: s.no,
            promo_kode: s.promo_kode ?? null,
            name: returnNames[i] ?? '',
          })),
          seat_passenger_return: returnNames,
        }
      : {}),
    total_price: reservation.totalPrice,
    payment_code: reservation.payment?.code ?? null,
    voucher_code: reservation.voucher?.code ?? null,
    voucher_price: reservation.voucher?.price ?? null,
    type_fee: reservation.payment?.typeFee?.toLowerCase() ?? null,
    fee: reservation.payment?.fee ?? null,
    seat_passenger_go: goNames,
  };
}

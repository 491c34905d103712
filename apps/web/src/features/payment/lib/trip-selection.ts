import type { ReservationDraft } from '@lintas/domain/reservation-draft';
import type { SelectedSeat } from '@lintas/domain/seat-rules';
import type { LegSelectionInput, TripSelectionInput } from '@lintas/domain/trip-selection-schemas';
import {
  buildReservationDraft,
  journeyLegs,
  legSeats,
  type JourneyLeg,
} from '../../../lib/journey';
import { passengerNamesFor, type BookingData } from '../../../stores/booking-store';

/**
 * Turns what the person chose across the journey (booking store, read through the shared
 * journey helpers the seat map and booker form use) into the trip fields cek-harga and
 * reservasi share (spec §7): the go trip, an optional return trip (flag_pp) and the
 * further legs of a connecting trip (list_connecting[_pulang]).
 */

/**
 * The trip fields as this client sends them: the contract's input type, with the two flags
 * always sent as 0/1 (the form the native apps send too) rather than left to the defaults.
 */
export type TripSelectionBody = TripSelectionInput & { flag_pp: 0 | 1; flag_connecting: 0 | 1 };

function wireLeg(
  leg: JourneyLeg,
  seats: readonly SelectedSeat[],
  names: readonly string[] | null,
): LegSelectionInput {
  return {
    operator_kode: leg.operatorCode,
    jadwal_kode: leg.scheduleCode,
    tanggal_berangkat: leg.date.slice(0, 10),
    kursi: seats.map((seat, index) => ({
      no: String(seat.no),
      promo_kode: seat.promo_kode ?? null,
      ...(names ? { nama: names[index] ?? '' } : {}),
    })),
  };
}

/**
 * The trip fields, or null while a leg has no seats. `includeNames` adds each seat's
 * passenger (reservasi needs them; cek-harga ignores them): the go names on every go
 * leg, the return names (same person unless changed) on every return leg.
 */
export function buildTripSelection(
  state: Pick<BookingData, 'schedule' | 'seat' | 'customer'>,
  includeNames = false,
): TripSelectionBody | null {
  const legs = journeyLegs(state.schedule);
  const wire = legs.map((leg) => {
    const seats = legSeats(state.seat, leg);
    const names = includeNames
      ? passengerNamesFor(state.customer, leg.direction, seats.length)
      : null;
    return { leg, wire: wireLeg(leg, seats, names) };
  });
  if (
    wire.length === 0 ||
    wire.some(
      (item) => item.wire.kursi.length === 0 || !item.wire.operator_kode || !item.wire.jadwal_kode,
    )
  )
    return null;
  const go = wire.filter((item) => item.leg.direction === 'go').map((item) => item.wire);
  const back = wire.filter((item) => item.leg.direction === 'return').map((item) => item.wire);
  const [first, ...goRest] = go;
  if (!first) return null;
  const [backFirst, ...backRest] = back;
  return {
    ...first,
    flag_pp: backFirst ? 1 : 0,
    operator_kode_pulang: backFirst?.operator_kode ?? null,
    jadwal_kode_pulang: backFirst?.jadwal_kode ?? null,
    tanggal_berangkat_pulang: backFirst?.tanggal_berangkat ?? null,
    kursi_pulang: backFirst?.kursi ?? null,
    flag_connecting: goRest.length > 0 || backRest.length > 0 ? 1 : 0,
    list_connecting: goRest.length > 0 ? goRest : null,
    list_connecting_pulang: backRest.length > 0 ? backRest : null,
  };
}

/** The draft reservation of spec §3, for the completeness check of spec §4. */
export function buildDraft(state: BookingData): ReservationDraft {
  return buildReservationDraft(state);
}

import { seatsNoLongerAvailable } from '@lintas/domain/seat-rules';
import { legSeats, setLegSeats, type JourneyLeg } from '../../../lib/journey';
import { useBookingStore } from '../../../stores/booking-store';
import type { LegMaps } from '../api/get-seat-map';
import { keepOfferedPromos } from './seat-promos';

export const seatPageMessages = {
  lost: (parts: string[]) =>
    `Kursi ${parts.join(' dan ')} baru saja dipesan orang lain dan sudah kami lepas dari pilihan Anda. Silakan pilih kursi lain.`,
  mustMatch: (label: string, count: number) =>
    `Jumlah kursi ${label} harus sama dengan kursi Pergi: ${count} kursi.`,
  soldOut: 'Kursi untuk jadwal ini sudah habis',
} as const;

export type Lost = { leg: JourneyLeg; nos: string[] };

/** Removes from the store every chosen seat the fresh maps show as taken; says which. */
export function releaseLostSeats(legs: readonly JourneyLeg[], maps: LegMaps): Lost[] {
  const seat = useBookingStore.getState().seat;
  const lost: Lost[] = [];
  for (const leg of legs) {
    const map = maps[leg.key];
    if (!map) continue;
    const chosen = legSeats(seat, leg);
    const gone = seatsNoLongerAvailable(
      chosen.map((s) => s.no),
      map.kursi.map((k) => ({ no: k.no, available: k.tersedia })),
    );
    if (gone.length === 0) continue;
    setLegSeats(
      leg,
      chosen.filter((s) => !gone.includes(s.no)),
    );
    lost.push({ leg, nos: gone });
  }
  return lost;
}

/** Takes off the seat promos a fresh map no longer offers (or has fewer seats left for); says which. */
export function releaseLostPromos(legs: readonly JourneyLeg[], maps: LegMaps): string | null {
  const seat = useBookingStore.getState().seat;
  const parts: string[] = [];
  for (const leg of legs) {
    const map = maps[leg.key];
    if (!map) continue;
    const { seats, dropped } = keepOfferedPromos(legSeats(seat, leg), map.list_promo);
    if (dropped.length === 0) continue;
    setLegSeats(leg, seats);
    parts.push(...dropped.map((d) => `${d.promo_kode} untuk kursi ${d.no} (${leg.label})`));
  }
  return parts.length > 0 ? `Promo ${parts.join(', ')} sudah tidak tersedia dan kami lepas.` : null;
}

export function lostMessage(lost: Lost[]): string {
  return seatPageMessages.lost(lost.map(({ leg, nos }) => `${nos.join(', ')} (${leg.label})`));
}

import {
  type DepartureChip,
  departureChips,
  departureMarkClock,
} from '@lintas/domain/departure-status';
import type { ReservationDetail } from '@lintas/domain/reservation-schemas';

type Leg = Pick<
  ReservationDetail['perjalanan'][number],
  | 'arah'
  | 'leg_index'
  | 'status_perjalanan'
  | 'status_perjalanan_pada'
  | 'mundur_menit'
  | 'zona_waktu_berangkat'
  | 'zona_waktu_tiba'
>;

/** A chip with, for a marked status, the clock time it was marked ('09.40 WIB'). */
export interface TicketChip extends DepartureChip {
  at: string;
}

/**
 * The chips of one leg of a ticket (decision 0039): its departure's live status with the
 * time staff marked it (arrival on the destination's clock, the rest on the origin's),
 * or a move before boarding; none for a departure on time still to board.
 */
export function legChips(leg: Leg): TicketChip[] {
  return departureChips(leg.status_perjalanan, leg.mundur_menit).map((chip, index) => ({
    ...chip,
    at:
      index === 0 && leg.status_perjalanan !== 'terjadwal'
        ? departureMarkClock(
            leg.status_perjalanan_pada,
            leg.status_perjalanan === 'tiba' ? leg.zona_waktu_tiba : leg.zona_waktu_berangkat,
          )
        : '',
  }));
}

/**
 * The chips of one direction of an order (the order list shows one line per direction):
 * those of the leg under way, the first in travel order not yet arrived, or the last leg
 * once all have arrived. A connecting trip's first bus arrived while the second still
 * waits thus shows the second's.
 */
export function directionChips(legs: readonly Leg[], arah: Leg['arah']): TicketChip[] {
  const direction = legs
    .filter((leg) => leg.arah === arah)
    .sort((a, b) => a.leg_index - b.leg_index);
  const current =
    direction.find((leg) => leg.status_perjalanan !== 'tiba') ?? direction[direction.length - 1];
  return current ? legChips(current) : [];
}

import { hoursText, policyLines, policyOrDefault } from '@lintas/domain/cancellation-policy';
import type { PriceLine } from '@lintas/domain/price-lines';
import { reschedulePrice, type ReschedulePrice } from '@lintas/domain/reschedule-price';
import type { RescheduleQuote } from '@lintas/domain/reschedule-schemas';
import { localParts } from '../../lib/zoned-time.js';
import { formatTripCode } from '../trips/trip-code.js';
import type { TripSegment } from '../trips/trip-segment.js';
import type { CancellableLeg } from './paid-cancellation.repository.js';
import type { LegView, PassengerRow, ReservationRow } from './reservation.repository.js';

/**
 * The quote of a move (decision 0040) as `ubah-jadwal` answers it: the domain's price
 * (reschedule-price.ts), the reasons it cannot be done now in Indonesian, both
 * departures, the passengers' old and new seats, the price lines. Pure; the service reads.
 */

export interface Priced {
  price: ReschedulePrice;
  view: RescheduleQuote;
}

/** What a move reads of the booking it moves. */
export interface MovedBooking {
  row: ReservationRow;
  leg: LegView;
  cancellable: CancellableLeg;
  /** The passengers still travelling (a partial cancellation's are left behind). */
  passengers: PassengerRow[];
}

/** The move's price at `now`, with every reason it cannot be done now, in words. */
export function priceMove(
  booking: MovedBooking,
  trip: TripSegment,
  seats: string[],
  now: Date,
): Priced {
  const { leg, cancellable, passengers } = booking;
  const policy = policyOrDefault(cancellable.policy);
  const terms = policy.reschedule;
  const result = reschedulePrice({
    terms,
    oldDepartureAt: leg.departureAt,
    now,
    // Only the passengers still travelling move (decision 0046).
    oldFares: cancellable.seatFares.filter((_, seat) => !cancellable.seatCancelled[seat]),
    newFares: seats.map(() => trip.farePerSeat),
  });
  const refusal = refusalOf(booking, result, terms.hoursBefore);
  const lines: PriceLine[] = [
    {
      title: `Tarif jadwal baru (${seats.length} penumpang)`,
      value: result.newFares,
      type: 'normal',
    },
    { title: 'Tarif yang sudah dibayar', value: result.oldFares, type: 'less' },
  ];
  if (result.fee > 0) {
    lines.push({ title: 'Biaya ubah jadwal', value: result.fee, type: 'add' });
  }
  if (result.difference < 0 && terms.lowerFare === 'keep') {
    lines.push({
      title: 'Selisih tarif tidak dikembalikan',
      value: -result.difference,
      type: 'add',
    });
  }
  if (result.refund > 0) {
    lines.push({ title: 'Dikembalikan ke pembayaran Anda', value: result.refund, type: 'total' });
  }
  lines.push({ title: 'Total bayar', value: result.toPay, type: 'total' });
  const oldLocal = localParts(leg.departureAt, leg.origin.timezone);
  return {
    price: result,
    view: {
      dapat_diubah: refusal === null,
      alasan_tidak_dapat: refusal,
      batas_ubah_jadwal: result.deadline.toISOString(),
      jadwal_lama: {
        operator_kode: leg.operatorCode,
        operator_nama: leg.operatorName,
        jadwal_kode: formatTripCode(leg.scheduleCode, leg.fromStop, leg.toStop, leg.lastStop),
        tanggal_berangkat: oldLocal.date,
        jam_berangkat: oldLocal.time,
        berangkat_pada: leg.departureAt.toISOString(),
        asal: leg.origin.name,
        tujuan: leg.destination.name,
      },
      jadwal_baru: {
        operator_kode: trip.operator.code,
        operator_nama: trip.operator.name,
        jadwal_kode: trip.jadwalCode,
        tanggal_berangkat: trip.departureDate,
        jam_berangkat: trip.departureTime,
        berangkat_pada: trip.departureAt.toISOString(),
        asal: trip.origin.name,
        tujuan: trip.destination.name,
      },
      penumpang: passengers.map((passenger, index) => ({
        nama: passenger.passenger_name,
        kursi_lama: passenger.seat_no,
        kursi_baru: seats[index] ?? '',
      })),
      biaya_ubah_jadwal: result.fee,
      tarif_lama: result.oldFares,
      tarif_baru: result.newFares,
      selisih_tarif: result.difference,
      selisih_lebih_murah: result.difference < 0 ? terms.lowerFare : null,
      total_bayar: result.toPay,
      refund: result.refund,
      rincian: lines,
      kebijakan: policyLines(policy),
    },
  };
}

function refusalOf(booking: MovedBooking, result: ReschedulePrice, hours: number): string | null {
  const leg = booking.cancellable;
  if (leg.departureCancelled) {
    return 'Keberangkatan ini sudah dibatalkan operator; dana Anda dikembalikan tanpa perlu mengubah jadwal.';
  }
  if (leg.departureLeft || result.refusal === 'departed') {
    return 'Bus sudah berangkat; jadwal tiket tidak dapat diubah.';
  }
  if (leg.boarded > 0) return 'Penumpang pesanan ini sudah naik; jadwal tidak dapat diubah.';
  if (result.refusal === 'not_allowed') return 'Operator ini tidak melayani ubah jadwal tiket.';
  if (result.refusal === 'deadline_passed') {
    return `Batas ubah jadwal sudah lewat: jadwal dapat diubah paling lambat ${hoursText(hours)} sebelum keberangkatan.`;
  }
  return null;
}

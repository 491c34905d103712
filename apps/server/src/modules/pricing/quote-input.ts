import type { PriceCheckBody } from '@lintas/domain/pricing-schemas';
import type { TripSegment } from '../trips/trip-segment.js';
import type { QuoteInput } from './pricing.types.js';

/** The pricing fields a cek-harga or reservasi body carries. */
export type PricedSelectionBody = Pick<
  PriceCheckBody,
  'jenis_pembayaran_kode' | 'voucher_kode' | 'flag_asuransi' | 'donasi' | 'flag_point'
>;

/** A chosen leg as the trips module resolved it: the server's trip and the seats asked for. */
export interface SelectedLeg {
  direction: 'go' | 'return';
  legIndex: number;
  trip: TripSegment;
  seats: Array<{ no: string; promo_kode?: string | null }>;
}

/**
 * The quote input for a cek-harga or reservasi body and its resolved legs. The booker's
 * e-mail and phone (reservasi only) go along when given.
 */
export function quoteInputFromSelection(
  body: PricedSelectionBody,
  legs: readonly SelectedLeg[],
  customerId: number | null,
  booker?: { email: string; phone: string },
): QuoteInput {
  return {
    legs: legs.map((leg) => ({
      direction: leg.direction,
      legIndex: leg.legIndex,
      trip: leg.trip,
      seats: leg.seats.map((seat) => ({ no: seat.no, promoCode: seat.promo_kode ?? null })),
    })),
    paymentMethodCode: body.jenis_pembayaran_kode,
    voucherCode: body.voucher_kode,
    withInsurance: body.flag_asuransi,
    donation: body.donasi,
    usePoints: body.flag_point,
    customerId,
    ...(booker ? { bookerEmail: booker.email, bookerPhone: booker.phone } : {}),
  };
}

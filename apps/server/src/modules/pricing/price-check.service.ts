import type { PriceCheckBody } from '@lintas/domain/pricing-schemas';
import type { TripSelection } from '@lintas/domain/trip-selection-schemas';
import type { TripSegment } from '../trips/trip-segment.js';
import type { PricingService } from './pricing.service.js';
import type { Quote } from './pricing.types.js';

/** What cek-harga needs from the trips module: the chosen legs, resolved and checked. */
export interface SelectedLegsResolver {
  resolveSelectedLegs(selection: TripSelection): Promise<
    Array<{
      direction: 'go' | 'return';
      legIndex: number;
      trip: TripSegment;
      seats: Array<{ no: string; promo_kode?: string | null }>;
    }>
  >;
}

/**
 * cek-harga: resolves the client's trip selection to the server's trips and prices it.
 * The client's voucher_diskon, tipe_admin_fee and admin_fee are never read.
 */
export class PriceCheckService {
  constructor(
    private readonly trips: SelectedLegsResolver,
    private readonly pricing: PricingService,
  ) {}

  async check(body: PriceCheckBody, customerId: number | null): Promise<Quote> {
    const legs = await this.trips.resolveSelectedLegs(body);
    return this.pricing.quote({
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
    });
  }
}

import type { PriceCheckBody } from '@lintas/domain/pricing-schemas';
import type { TripSelection } from '@lintas/domain/trip-selection-schemas';
import type { PricingService } from './pricing.service.js';
import type { Quote } from './pricing.types.js';
import { quoteInputFromSelection, type SelectedLeg } from './quote-input.js';

/** What cek-harga needs from the trips module: the chosen legs, resolved and checked. */
export interface SelectedLegsResolver {
  resolveSelectedLegs(selection: TripSelection): Promise<SelectedLeg[]>;
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

  /** asuransi-snk: the refund-assurance terms with the fee the quote charges. */
  assuranceTerms() {
    return this.pricing.assuranceTerms();
  }

  async check(body: PriceCheckBody, customerId: number | null): Promise<Quote> {
    const legs = await this.trips.resolveSelectedLegs(body);
    return this.pricing.quote(quoteInputFromSelection(body, legs, customerId));
  }
}

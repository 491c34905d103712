import type { Clock } from '../../lib/clock.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { PlaceFilter } from '../trips/trip-segment.js';
import type { TripService } from '../trips/trip.service.js';
import type { Offer, OfferFilters } from './schedule-offers.js';
import { SearchIndex } from './search-index.js';

/** A searched place as the catalogue resolved it (its name goes into the answer). */
export type Place = { kind: 'city' | 'point'; id: number; name: string };

/** The four place fields every search-shaped query carries. */
interface PlaceQuery {
  asal_id: number;
  asal_tipe: 'city' | 'point';
  tujuan_id: number;
  tujuan_tipe: 'city' | 'point';
}

/**
 * Where search, list-jadwal and the results screen's side calls get their offers: one
 * search index per process (decision 0015), shared by all of them so the requests of one
 * results screen build a route pair's day once. Callers read `version()` first, before
 * the places and the offers, so trips built from cached catalogue rows are never older
 * than the version they are tagged with.
 */
export class SearchOffers {
  private readonly index: SearchIndex;

  constructor(
    private readonly trips: TripService,
    private readonly catalog: CatalogService,
    clock: Clock,
  ) {
    this.index = new SearchIndex(trips, clock);
  }

  version(): Promise<string> {
    return this.index.version();
  }

  /** Both ends of a search, refused in Indonesian (`asal`/`tujuan`) when unknown. */
  places(query: PlaceQuery): Promise<[Place, Place]> {
    return Promise.all([
      this.catalog.requirePlace({ id: query.asal_id, tipe: query.asal_tipe }, 'asal'),
      this.catalog.requirePlace({ id: query.tujuan_id, tipe: query.tujuan_tipe }, 'tujuan'),
    ]);
  }

  /** The offers on sale now, from the search index at `version` (read first by the caller). */
  offers(
    version: string,
    origin: Place,
    destination: Place,
    dates: string[],
    showConnecting: boolean,
  ): Promise<Offer[]> {
    const places = { origin: filterOf(origin), destination: filterOf(destination) };
    return this.index.offers(version, places, dates, showConnecting);
  }

  /** Seat counts for every offer only when the 'tersedia' quick filter needs them. */
  async seatsIfNeeded(offers: Offer[], filters: OfferFilters) {
    if (!filters.quick_filter?.includes('tersedia')) return undefined;
    return this.trips.availableSeats(offers.flatMap((offer) => offer.legs));
  }
}

function filterOf(place: Place): PlaceFilter {
  return place.kind === 'city' ? { kind: 'city', id: place.id } : { kind: 'point', id: place.id };
}

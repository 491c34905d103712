import type { Clock } from '../../lib/clock.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { PlaceFilter, TripSegment } from '../trips/trip-segment.js';
import type { TripService } from '../trips/trip.service.js';
import type { Offer } from './schedule-offers.js';
import type { OperatorRatings } from './schedule.service.js';
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

/** What a request reads fresh, in one statement (decision 0029). */
interface FreshRead {
  /** The catalogue's version, read in the same statement as the rest. */
  version: string;
  /** Free seats of the legs asked for, keyed by seatKey. */
  seats: Map<string, number>;
  /** Review figures of the operators asked for (absent: no review). */
  ratings: Map<string, { rating: number | null; count: number }>;
}

/**
 * One attempt at a request's answer from the catalogue at `version`: the legs whose seats
 * and the operators whose ratings it needs, and the answer made of them.
 */
export interface Planned<T> {
  legs: TripSegment[];
  operators?: readonly string[];
  finish(fresh: FreshRead): T | Promise<T>;
}

/**
 * Where search, list-jadwal and the results screen's side calls get their offers: one
 * search index per process (decision 0015), shared by all of them so the requests of one
 * results screen build a route pair's day once. Each request goes through `consistent`,
 * which reads the catalogue's version with the seats and ratings in one statement and
 * answers only from offers built at the version it read (decision 0029).
 */
export class SearchOffers {
  private readonly index: SearchIndex;

  constructor(
    private readonly trips: TripService,
    private readonly catalog: CatalogService,
    clock: Clock,
    private readonly ratings: OperatorRatings,
  ) {
    this.index = new SearchIndex(trips, clock);
  }

  /**
   * `plan`'s answer, exact as of this request (decision 0029). The common case costs one
   * statement: `plan` runs at the version this process read last (its index entries and
   * catalogue caches are of that version), then the catalogue's version is read in the
   * same statement as the seats and ratings the plan needs; when it is the version
   * planned at, nothing the plan read has changed since, and it answers. When it moved
   * (another process, or SQL, changed the catalogue), the caches are forgotten and the
   * plan runs again at the version just read, which was read during this request after
   * every change committed before it: that attempt answers, as one that read the version
   * first always did. So at most two attempts.
   */
  async consistent<T>(plan: (version: string) => Promise<Planned<T>>): Promise<T> {
    let version = this.trips.lastCatalogueVersion();
    // The process's first request has nothing to guess with: it reads the version first.
    let readNow = version === null;
    version ??= await this.index.version();
    for (let attempt = 1; ; attempt++) {
      const planned = await plan(version);
      const fresh = await this.fresh(planned.legs, planned.operators ?? []);
      if (readNow || fresh.version === version || attempt >= 2) return planned.finish(fresh);
      version = fresh.version;
      readNow = true;
    }
  }

  /** The catalogue's version, the free seats of `legs` and the ratings of `operators`: one statement. */
  private async fresh(legs: TripSegment[], operators: readonly string[]): Promise<FreshRead> {
    const read = await this.trips.versionAndSeats(legs, this.ratings.ratingsRead(operators));
    return { version: read.version, seats: read.seats, ratings: read.alongside };
  }

  /** Both ends of a search, refused in Indonesian (`asal`/`tujuan`) when unknown. */
  places(query: PlaceQuery): Promise<[Place, Place]> {
    return Promise.all([
      this.catalog.requirePlace({ id: query.asal_id, tipe: query.asal_tipe }, 'asal'),
      this.catalog.requirePlace({ id: query.tujuan_id, tipe: query.tujuan_tipe }, 'tujuan'),
    ]);
  }

  /** The offers on sale now, from the search index at `version` (see `consistent`). */
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
}

function filterOf(place: Place): PlaceFilter {
  return place.kind === 'city' ? { kind: 'city', id: place.id } : { kind: 'point', id: place.id };
}

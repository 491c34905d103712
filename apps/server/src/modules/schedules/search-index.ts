import type { Clock } from '../../lib/clock.js';
import { timeProblem } from '../trips/trip-builder.js';
import type { PlaceFilter } from '../trips/trip-segment.js';
import type { TripService } from '../trips/trip.service.js';
import { type Offer, toOffer } from './schedule-offers.js';

/**
 * The search index (issue 11, decision 0015): the offers of a route pair on one boarding
 * date, built once and kept in memory for as long as the catalogue's version stays the
 * same, so a results screen (the list, its date bar, its filter counts and highlights,
 * each a request of its own) and every other person searching the same route and day share
 * one computation instead of each rebuilding every trip from the schedules.
 *
 * What is kept depends on the catalogue only: a trip the operator does not run that
 * date, or cancelled, is left out when the entry is built. What depends on the clock
 * (departed, not yet on sale) is decided per request, and seat counts are never kept:
 * callers count them fresh with one aggregate (TripService.availableSeats).
 *
 * Exact invalidation: every lookup reads the catalogue's version first (one row, bumped
 * by triggers in the transaction of any change to timetables, fares, stops, places,
 * layouts or cancellations, whoever makes it). An entry answers only a lookup that read
 * the version it was built at; a build that started before a change is never used after
 * it. On PostgreSQL every process reads the same row, so a change shows in the next
 * search of every process.
 */

/** Route pair dates kept per process (oldest dropped first). */
const MAX_ENTRIES = 256;
/**
 * Offers kept per process over all entries, least recently used day dropped first: a
 * bound on memory whatever the catalogue (a busy pair's day at the benchmark's scale 50
 * holds ~3 700 offers of ~2 KB; 256 such days would be ~2 GB). Set above a busy site's
 * working set: at 40 000 the scale-50 benchmark's 14 searched days no longer fitted, every
 * search rebuilt its day, and throughput fell six-fold while memory rose with the garbage.
 */
export const MAX_OFFERS = 150_000;

interface SearchPlaces {
  origin: PlaceFilter;
  destination: PlaceFilter;
}

interface Entry {
  version: string;
  offers: Promise<Offer[]>;
  /** How many offers it holds, once built (0 while building). */
  size: number;
}

export class SearchIndex {
  private readonly entries = new Map<string, Entry>();
  /** The offers the built entries hold together. */
  private heldOffers = 0;

  constructor(
    private readonly trips: TripService,
    private readonly clock: Clock,
  ) {}

  /** The catalogue's version to look entries up with: read once per request. */
  version(): Promise<string> {
    return this.trips.catalogueVersion();
  }

  /**
   * The offers (direct trips, and connecting journeys when asked) of `places` boarding on
   * any of `dates`, at catalogue version `version`, that are on sale at this moment.
   */
  async offers(
    version: string,
    places: SearchPlaces,
    dates: string[],
    showConnecting: boolean,
  ): Promise<Offer[]> {
    const perDate = await Promise.all(
      dates.map((date) => this.entry(version, places, date, showConnecting)),
    );
    const now = this.clock.now();
    const out: Offer[] = [];
    for (const offers of perDate) {
      for (const offer of offers) {
        if (offer.legs.every((leg) => timeProblem(leg, now) === null)) out.push(offer);
      }
    }
    return out;
  }

  private entry(
    version: string,
    places: SearchPlaces,
    date: string,
    showConnecting: boolean,
  ): Promise<Offer[]> {
    const key = JSON.stringify([places.origin, places.destination, date, showConnecting]);
    const found = this.entries.get(key);
    if (found && found.version === version) {
      // Used again: the newest, so the last to be dropped.
      this.entries.delete(key);
      this.entries.set(key, found);
      return found.offers;
    }
    const offers = this.build(places, date, showConnecting);
    const entry: Entry = { version, offers, size: 0 };
    this.forget(key);
    if (this.entries.size >= MAX_ENTRIES) this.dropOldest();
    this.entries.set(key, entry);
    offers.then(
      (built) => {
        if (this.entries.get(key) !== entry) return;
        entry.size = built.length;
        this.heldOffers += built.length;
        // The newest entry stays even alone over the budget: it is being answered.
        while (this.heldOffers > MAX_OFFERS && this.entries.size > 1) this.dropOldest();
      },
      // A failed build is not kept: the next request tries again.
      () => {
        if (this.entries.get(key) === entry) this.forget(key);
      },
    );
    return offers;
  }

  /** How many offers the index holds (for its test). */
  get size(): number {
    return this.heldOffers;
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.heldOffers -= entry.size;
    this.entries.delete(key);
  }

  private dropOldest(): void {
    const oldest = this.entries.keys().next().value;
    if (oldest !== undefined) this.forget(oldest);
  }

  private async build(places: SearchPlaces, date: string, showConnecting: boolean) {
    const search = { ...places, dates: [date], atAnyTime: true };
    const [direct, connections] = await Promise.all([
      this.trips.findTrips(search),
      showConnecting ? this.trips.findConnections(search) : Promise.resolve([]),
    ]);
    return [...direct.map((trip) => toOffer([trip])), ...connections.map(toOffer)];
  }
}

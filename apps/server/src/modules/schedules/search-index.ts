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

/** Route pair dates kept per process (each a few hundred offers at most; oldest dropped first). */
const MAX_ENTRIES = 256;

interface SearchPlaces {
  origin: PlaceFilter;
  destination: PlaceFilter;
}

interface Entry {
  version: string;
  offers: Promise<Offer[]>;
}

export class SearchIndex {
  private readonly entries = new Map<string, Entry>();

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
    if (found && found.version === version) return found.offers;
    const offers = this.build(places, date, showConnecting);
    const entry = { version, offers };
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
    // A failed build is not kept: the next request tries again.
    offers.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return offers;
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

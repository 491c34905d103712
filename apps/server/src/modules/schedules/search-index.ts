import type { Clock } from '../../lib/clock.js';
import { lastOpenDate, timeProblem } from '../trips/trip-builder.js';
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
 * Exact invalidation: every lookup names a catalogue version (one row, bumped by triggers
 * in the transaction of any change to timetables, fares, stops, places, layouts or
 * cancellations, whoever makes it), and an entry answers only a lookup at the version it
 * was built at. The version looked up with is the one the process read last, and the
 * request's one statement reads it again with the seats: an answer is given only when
 * the two agree, otherwise the lookup is made again at the version just read
 * (SearchOffers.consistent, decision 0029). On PostgreSQL every process reads the same
 * row, so a change shows in the next search of every process.
 *
 * Per request, what is on sale now is a list kept with the day (`onSale`) and computed
 * again only when the clock passes the first departure it holds or the sales window's
 * last date moves; what a search derives from it without seat counts (the filtered,
 * grouped, sorted offers) is kept with that list (`derived`). A search at ten times the
 * catalogue then sorts and pages nothing it did before (issue 11, decision
 * 0025).
 */

/** Route pair dates kept per process (oldest dropped first). */
const MAX_ENTRIES = 256;
/**
 * Offers kept per process over all entries, least recently used day dropped first: a
 * bound on memory whatever the catalogue (a busy pair's day at the benchmark's scale 50
 * holds ~3 700 offers of ~0.5 KB since decision 0025; 256 such days
 * would be ~500 MB, the budget ~80 MB). Set above a busy site's working set: at 40 000 the scale-50
 * benchmark's 14 searched days no longer fitted, every search rebuilt its day, and
 * throughput fell six-fold while memory rose with the garbage.
 */
export const MAX_OFFERS = 150_000;

interface SearchPlaces {
  origin: PlaceFilter;
  destination: PlaceFilter;
}

/** Days built at once: a burst of new days waits its turn instead of holding every build's rows. */
const MAX_BUILDS = 2;

/** A route pair's day: every offer the catalogue allows, and what of it is on sale now. */
interface Day {
  offers: Offer[];
  onSale?: OnSale;
}

/**
 * The offers on sale from `since` (ms) until `until`, the first departure among them,
 * while the last date on sale is `lastOpen`: in that span no offer departs and none
 * comes on sale, so the same list answers.
 */
interface OnSale {
  list: Offer[];
  since: number;
  until: number;
  lastOpen: string;
}

interface Entry {
  version: string;
  offers: Promise<Day>;
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

  /** The catalogue's version, read on its own (a process's first request; decision 0029). */
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
    const days = await Promise.all(
      dates.map((date) => this.entry(version, places, date, showConnecting)),
    );
    const now = this.clock.now();
    // One day answers its kept list itself: the same object while nothing changed, so
    // what was derived from it (derived()) and the answers built on it are reused.
    if (days.length === 1) return onSale(days[0]!, now);
    return days.flatMap((day) => onSale(day, now));
  }

  private entry(
    version: string,
    places: SearchPlaces,
    date: string,
    showConnecting: boolean,
  ): Promise<Day> {
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
        entry.size = built.offers.length;
        this.heldOffers += built.offers.length;
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

  /** Builds running, and the builds waiting for one of them to end. */
  private building = 0;
  private readonly waiting: Array<() => void> = [];

  private async build(places: SearchPlaces, date: string, showConnecting: boolean): Promise<Day> {
    // Each wake-up is for one free place; a build that took it meanwhile sends this one back to wait.
    while (this.building >= MAX_BUILDS) await new Promise<void>((wake) => this.waiting.push(wake));
    this.building += 1;
    try {
      const search = { ...places, dates: [date], atAnyTime: true };
      const [direct, connections] = await Promise.all([
        this.trips.findTrips(search),
        showConnecting ? this.trips.findConnections(search) : Promise.resolve([]),
      ]);
      return { offers: [...direct.map((trip) => toOffer([trip])), ...connections.map(toOffer)] };
    } finally {
      this.building -= 1;
      this.waiting.shift()?.();
    }
  }
}

/** What of `day` is on sale at `now` (no leg departed, every leg within the sales window). */
function onSale(day: Day, now: Date): Offer[] {
  const at = now.getTime();
  const lastOpen = lastOpenDate(now);
  const known = day.onSale;
  if (known && known.since <= at && at < known.until && known.lastOpen === lastOpen)
    return known.list;
  const list: Offer[] = [];
  let until = Number.POSITIVE_INFINITY;
  for (const offer of day.offers) {
    if (!offer.legs.every((leg) => timeProblem(leg, now) === null)) continue;
    list.push(offer);
    for (const leg of offer.legs) until = Math.min(until, leg.departureAt.getTime());
  }
  day.onSale = { list, since: at, until, lastOpen };
  return list;
}

/**
 * Values derived per list of offers, at most this many per list (the results screen's
 * page per sort, its counts and highlights, the opened groups' sorted day): each holds at
 * most one reference per offer of the list, so the memory they take is bounded by the
 * index's own budget (a few percent of an offer's ~0.7 KB each).
 */
const MAX_DERIVED = 16;
const derivedValues = new WeakMap<readonly Offer[], Map<string, unknown>>();

/**
 * `compute()` of `offers` under `key`, computed once per list: a day's kept list
 * (SearchIndex.offers of one date) is the same object for as long as it is on sale
 * unchanged, and a new list is a new key. `key` must name everything `compute` reads
 * besides `offers` (filters, sort), and nothing read fresh per request (seat counts).
 * The value is shared between requests: read-only.
 */
export function derived<T>(offers: readonly Offer[], key: string, compute: () => T): T {
  let values = derivedValues.get(offers);
  if (!values) {
    values = new Map();
    derivedValues.set(offers, values);
  }
  if (values.has(key)) return values.get(key) as T;
  const value = compute();
  if (values.size >= MAX_DERIVED) values.clear();
  values.set(key, value);
  return value;
}

import type { TripSelection } from '@lintas/domain/trip-selection-schemas';
import { AppError } from '../../http/app-error.js';
import type { ReadAlongside } from '../../db/read-alongside.js';
import type { Clock } from '../../lib/clock.js';
import { resolveLegs, type ResolvedLeg } from './selected-legs.js';
import {
  buildSegment,
  scheduleProblem,
  type TripCatalogue,
  type TripProblem,
  TRIP_PROBLEM_MESSAGES,
  tripProblem,
} from './trip-builder.js';
import { parseTripCode } from './trip-code.js';
import { CatalogueCache } from './catalogue-cache.js';
import type { TripSeatQuery } from './departure-state.repository.js';
import { freeSeats, seatQuery } from './seat-keys.js';
import type { ScheduleRow, SegmentCandidate, TripRepository } from './trip.repository.js';
import type {
  CatalogueVersionReader,
  PlaceFilter,
  ResolveOptions,
  TripPoint,
  TripResolver,
  TripSegment,
} from './trip-segment.js';
import { addDays, addMinutes, localParts, zoneLabel } from '../../lib/zoned-time.js';

/** A change of vehicle needs at least this long; longer than the maximum is not offered. */
const MIN_TRANSFER_MINUTES = 30;
const MAX_TRANSFER_MINUTES = 240;

export interface TripSearch {
  origin: PlaceFilter;
  destination: PlaceFilter;
  /** Local boarding dates. */
  dates: string[];
  operatorCode?: string;
  routeId?: number;
  /**
   * Keep trips the clock rules out (departed, not yet on sale): search's index holds
   * them and applies timeProblem per request (schedules/search-index.ts).
   */
  atAnyTime?: boolean;
}

/** A trip as inspected for detail-jadwal and check-jadwal: sold or not, and why. */
export interface InspectedTrip {
  segment: TripSegment;
  problem: TripProblem | null;
}

/** A schedule's whole route on one trip date, as the operator console lists it. */
export interface Departure {
  segment: TripSegment;
  cancelled: boolean;
  departed: boolean;
}

export interface TripStop {
  stopIndex: number;
  point: TripPoint;
  date: string;
  time: string;
  zone: string;
  boarding: boolean;
  alighting: boolean;
}

/** Resolves, lists and counts trips: a schedule on a date, boarding and alighting at given stops. */
export class TripService implements TripResolver, CatalogueVersionReader {
  /**
   * A trip lookup's schedule row and its departure's cancellation and moved time, by
   * schedule code and date (decision 0024: four reads of every booking). All three tables
   * bump the catalogue's version (migrations 0012, 0018), which every lookup reads first:
   * the entries are forgotten when it moves, and a load running across a change is not
   * kept (CatalogueCache), the invalidation the search index relies on.
   */
  private readonly lookups = new CatalogueCache<string, TripLookup | null>();
  /** versionAndSeats' trips per array of segments (see there). */
  private readonly seatQueries = new WeakMap<
    readonly TripSegment[],
    { queries: TripSeatQuery[]; empty: Map<string, number> }
  >();

  constructor(
    private readonly repository: TripRepository,
    private readonly clock: Clock,
  ) {}

  async resolve(
    operatorCode: string,
    jadwalCode: string,
    departureDate: string,
    options: ResolveOptions = {},
  ): Promise<TripSegment> {
    const { segment, problem } = await this.inspect(
      operatorCode,
      jadwalCode,
      departureDate,
      options,
    );
    if (problem) throw new AppError('SCHEDULE_UNAVAILABLE', TRIP_PROBLEM_MESSAGES[problem]);
    return segment;
  }

  /** Like resolve, but answers a trip that cannot be sold with the reason instead of throwing. */
  async inspect(
    operatorCode: string,
    jadwalCode: string,
    departureDate: string,
    options: ResolveOptions = {},
  ): Promise<InspectedTrip> {
    const parsed = parseTripCode(jadwalCode);
    if (!parsed) throw new AppError('SCHEDULE_NOT_FOUND', `Jadwal ${jadwalCode} tidak ditemukan.`);
    // The cached stops and fares must be today's: what is booked is what search showed.
    if (!options.catalogueRead) await this.repository.catalogue.catalogueVersion();
    const lookup = await this.lookups.get(`${parsed.scheduleCode}|${departureDate}`, () =>
      this.loadLookup(parsed.scheduleCode, departureDate),
    );
    const schedule = lookup?.schedule;
    if (!lookup || !schedule || schedule.operatorCode !== operatorCode.trim().toUpperCase()) {
      throw new AppError(
        'SCHEDULE_NOT_FOUND',
        `Jadwal ${jadwalCode} tidak ditemukan untuk operator ${operatorCode}.`,
      );
    }
    const catalogue: TripCatalogue = {
      ...(await this.loadCatalogueRows([schedule])),
      cancellations: lookup.cancellations,
      timeChanges: lookup.timeChanges,
    };
    const stops = catalogue.stops.get(schedule.routeId) ?? [];
    const lastStop = stops.length - 1;
    const fromStop = parsed.range?.fromStop ?? 0;
    const toStop = parsed.range?.toStop ?? lastStop;
    const segment =
      toStop <= lastStop
        ? buildSegment(schedule, fromStop, toStop, departureDate, catalogue)
        : null;
    if (!segment) throw new AppError('SCHEDULE_NOT_FOUND', `Jadwal ${jadwalCode} tidak ditemukan.`);
    return { segment, problem: tripProblem(schedule, segment, catalogue, this.clock.now()) };
  }

  /**
   * The departures of one trip date for the operator console: each schedule running that
   * day (of one operator, or all when null) as its whole route, sold out, departed or
   * cancelled alike; `cancelled`/`departed` say which. A date beyond the sales window is
   * listed too: staff plan ahead of customers.
   */
  async departuresOn(tripDate: string, operatorCode: string | null): Promise<Departure[]> {
    await this.repository.catalogue.catalogueVersion();
    const schedules = await this.repository.findSchedulesRunningOn(tripDate, operatorCode);
    return this.departuresOf(schedules, tripDate);
  }

  /** One departure (the whole route of a schedule on a trip date), or null when it does not run. */
  async departure(
    operatorCode: string,
    scheduleCode: string,
    tripDate: string,
  ): Promise<Departure | null> {
    await this.repository.catalogue.catalogueVersion();
    const schedule = await this.repository.findScheduleByCode(scheduleCode);
    if (!schedule || schedule.operatorCode !== operatorCode) return null;
    return (await this.departuresOf([schedule], tripDate))[0] ?? null;
  }

  private async departuresOf(schedules: ScheduleRow[], tripDate: string): Promise<Departure[]> {
    if (schedules.length === 0) return [];
    const catalogue = await this.loadCatalogue(schedules, [tripDate]);
    const now = this.clock.now();
    const out: Departure[] = [];
    for (const schedule of schedules) {
      const lastStop = (catalogue.stops.get(schedule.routeId)?.length ?? 0) - 1;
      // The first stop boards on the trip date itself, so the boarding date is the trip date.
      const segment = buildSegment(schedule, 0, lastStop, tripDate, catalogue);
      if (!segment) continue;
      const problem = tripProblem(schedule, segment, catalogue, now);
      if (problem === 'inactive' || problem === 'not-running') continue;
      out.push({ segment, cancelled: problem === 'cancelled', departed: problem === 'departed' });
    }
    // By local time at the first stop, as the schedules were read: a moved departure takes
    // its place in the day (the sort is stable, so equal times keep the schedules' order).
    return out.sort((a, b) => a.segment.departureTime.localeCompare(b.segment.departureTime));
  }

  /**
   * The catalogue's version (see TripCatalogueRepository.catalogueVersion): read it at the start of
   * a request; the catalogue rows cached before a change are forgotten.
   */
  catalogueVersion(): Promise<string> {
    return this.repository.catalogue.catalogueVersion();
  }

  catalogueVersionWith<T>(alongside: ReadAlongside<T>): Promise<T> {
    return this.repository.catalogue.catalogueVersionWith(alongside);
  }

  /** Bookable trips (running, not departed) between two places on the given boarding dates. */
  async findTrips(search: TripSearch): Promise<TripSegment[]> {
    if (search.dates.length === 0) return [];
    const lastDate = [...search.dates].sort().at(-1) ?? search.dates[0]!;
    const candidates = await this.repository.findSegmentCandidates({
      origin: search.origin,
      destination: search.destination,
      operatorCode: search.operatorCode,
      routeId: search.routeId,
      lastDate,
    });
    return this.bookable(candidates, search.dates, search.atAnyTime ?? false);
  }

  /**
   * Two-leg journeys through a transfer hub: the second leg boards at the point where
   * the first alights, on another route, 30 to 240 minutes after it arrives.
   */
  async findConnections(search: TripSearch): Promise<TripSegment[][]> {
    if (search.dates.length === 0) return [];
    const lastDate = [...search.dates].sort().at(-1) ?? search.dates[0]!;
    const [firstCandidates, secondCandidates] = await Promise.all([
      this.repository.findSegmentCandidates({
        origin: search.origin,
        destination: { kind: 'hub' },
        operatorCode: search.operatorCode,
        routeId: search.routeId,
        lastDate,
      }),
      this.repository.findSegmentCandidates({
        origin: { kind: 'hub' },
        destination: search.destination,
        lastDate: addDays(lastDate, 1),
      }),
    ]);
    if (firstCandidates.length === 0 || secondCandidates.length === 0) return [];
    const anyTime = search.atAnyTime ?? false;
    const firstLegs = await this.bookable(firstCandidates, search.dates, anyTime);
    // A late first leg may connect to a departure after midnight.
    const secondDates = [...new Set(search.dates.flatMap((date) => [date, addDays(date, 1)]))];
    const secondLegs = await this.bookable(secondCandidates, secondDates, anyTime);
    const byBoardingPoint = new Map<number, TripSegment[]>();
    for (const leg of secondLegs) {
      const list = byBoardingPoint.get(leg.origin.id) ?? [];
      list.push(leg);
      byBoardingPoint.set(leg.origin.id, list);
    }
    const itineraries: TripSegment[][] = [];
    for (const first of firstLegs) {
      for (const second of byBoardingPoint.get(first.destination.id) ?? []) {
        if (second.schedule.routeId === first.schedule.routeId) continue;
        if (second.destination.cityId === first.origin.cityId) continue;
        const gap = (second.departureAt.getTime() - first.arrivalAt.getTime()) / 60_000;
        if (gap >= MIN_TRANSFER_MINUTES && gap <= MAX_TRANSFER_MINUTES)
          itineraries.push([first, second]);
      }
    }
    return itineraries.sort((a, b) => a[0]!.departureAt.getTime() - b[0]!.departureAt.getTime());
  }

  /** Free seats per trip, keyed by `seatKey`, in one aggregated query. */
  async availableSeats(segments: TripSegment[]): Promise<Map<string, number>> {
    const taken = await this.repository.departures.countTakenSeats(
      segments.map(seatQuery),
      this.clock.now(),
    );
    return freeSeats(segments, taken);
  }

  /**
   * The catalogue's version (read as catalogueVersion reads it), the free seats of
   * `segments` (as availableSeats counts them) and another module's read, in one
   * statement: what a repeated search costs (decision 0029). `segments` is not changed
   * afterwards (search passes its kept page's legs): what is derived from it is kept with
   * the array, as the same page is asked for again and again.
   */
  async versionAndSeats<T>(
    segments: TripSegment[],
    alongside: ReadAlongside<T>,
  ): Promise<{ version: string; seats: Map<string, number>; alongside: T }> {
    let known = this.seatQueries.get(segments);
    if (!known) {
      // Every trip's seats as if none were taken: copied, then the taken ones subtracted.
      known = { queries: segments.map(seatQuery), empty: freeSeats(segments, new Map()) };
      this.seatQueries.set(segments, known);
    }
    const read = await this.repository.versionAndTakenSeats(
      known.queries,
      this.clock.now(),
      alongside,
    );
    const seats = new Map(known.empty);
    for (const [key, taken] of read.taken) seats.set(key, Math.max(0, seats.get(key)! - taken));
    return { version: read.version, seats, alongside: read.alongside };
  }

  /**
   * The catalogue version this process read last, or null before its first read: what a
   * search builds with before its one statement checks it (decision 0029).
   */
  lastCatalogueVersion(): string | null {
    return this.repository.catalogue.lastVersion;
  }

  /** A route with its operator, from the catalogue cache (undefined when there is none). */
  async route(routeId: number): Promise<{ routeId: number; operatorCode: string } | undefined> {
    return (await this.repository.catalogue.loadRoutes([routeId])).get(routeId);
  }

  /** Every stop of the segment's route with its local time on that trip. */
  async describeStops(segment: TripSegment): Promise<TripStop[]> {
    const stops =
      (await this.repository.catalogue.loadRouteStops([segment.schedule.routeId])).get(
        segment.schedule.routeId,
      ) ?? [];
    const points = await this.repository.catalogue.loadPoints(stops.map((stop) => stop.pointId));
    const routeStart = addMinutes(
      segment.departureAt,
      -(stops[segment.fromStop]?.minutesFromStart ?? 0),
    );
    return stops.flatMap((stop) => {
      const point = points.get(stop.pointId);
      if (!point) return [];
      const local = localParts(addMinutes(routeStart, stop.minutesFromStart), point.timezone);
      return [
        {
          stopIndex: stop.stopIndex,
          point,
          date: local.date,
          time: local.time,
          zone: zoneLabel(point.timezone),
          boarding: stop.stopIndex === segment.fromStop,
          alighting: stop.stopIndex === segment.toStop,
        },
      ];
    });
  }

  /**
   * The legs of a cek-harga/reservasi selection, resolved and checked: connecting legs
   * chain at the transfer point, the return leaves after the go journey arrives.
   */
  resolveSelectedLegs(selection: TripSelection): Promise<ResolvedLeg[]> {
    return resolveLegs(this, selection);
  }

  private async bookable(
    candidates: SegmentCandidate[],
    dates: string[],
    atAnyTime: boolean,
  ): Promise<TripSegment[]> {
    if (candidates.length === 0) return [];
    const catalogue = await this.loadCatalogue(candidates, dates);
    const now = this.clock.now();
    const out: TripSegment[] = [];
    for (const candidate of candidates) {
      for (const date of dates) {
        const segment = buildSegment(
          candidate,
          candidate.fromStop,
          candidate.toStop,
          date,
          catalogue,
        );
        if (!segment) continue;
        const problem = atAnyTime
          ? scheduleProblem(candidate, segment, catalogue)
          : tripProblem(candidate, segment, catalogue, now);
        if (problem === null) out.push(segment);
      }
    }
    return out.sort((a, b) => a.departureAt.getTime() - b.departureAt.getTime());
  }

  /** What `inspect` keeps of one schedule code and date (see `lookups`); null: no such schedule. */
  private async loadLookup(scheduleCode: string, date: string): Promise<TripLookup | null> {
    const schedule = await this.repository.findScheduleByCode(scheduleCode);
    if (!schedule) return null;
    // The same date range loadCatalogue reads for one date.
    const [cancellations, timeChanges] = await Promise.all([
      this.repository.departures.findCancellations([schedule.scheduleId], addDays(date, -2), date),
      this.repository.departures.findTimeChanges([schedule.scheduleId], addDays(date, -2), date),
    ]);
    return { schedule, cancellations, timeChanges };
  }

  /** The cached catalogue rows of `schedules` (stops, points, layouts). */
  private async loadCatalogueRows(
    schedules: ScheduleRow[],
  ): Promise<Pick<TripCatalogue, 'stops' | 'points' | 'layouts'>> {
    const stops = await this.repository.catalogue.loadRouteStops(schedules.map((s) => s.routeId));
    const pointIds = [...stops.values()].flatMap((list) => list.map((stop) => stop.pointId));
    const [points, layouts] = await Promise.all([
      this.repository.catalogue.loadPoints(pointIds),
      this.repository.catalogue.loadLayouts(schedules.map((s) => s.layoutId)),
    ]);
    return { stops, points, layouts };
  }

  private async loadCatalogue(schedules: ScheduleRow[], dates: string[]): Promise<TripCatalogue> {
    const sorted = [...dates].sort();
    const first = sorted[0] ?? '1970-01-01';
    const last = sorted.at(-1) ?? first;
    const scheduleIds = schedules.map((s) => s.scheduleId);
    const [rows, cancellations, timeChanges] = await Promise.all([
      this.loadCatalogueRows(schedules),
      this.repository.departures.findCancellations(scheduleIds, addDays(first, -2), last),
      this.repository.departures.findTimeChanges(scheduleIds, addDays(first, -2), last),
    ]);
    return { ...rows, cancellations, timeChanges };
  }
}

/** A schedule with its departure's state on one date, as `inspect` keeps it. */
interface TripLookup {
  schedule: ScheduleRow;
  cancellations: Set<string>;
  timeChanges: Map<string, string>;
}

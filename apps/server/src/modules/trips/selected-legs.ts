import {
  type SeatSelection,
  selectedLegs,
  type TripSelection,
} from '@lintas/domain/trip-selection-schemas';
import { sql } from 'kysely';
import type { ReadAlongside } from '../../db/read-alongside.js';
import { AppError } from '../../http/app-error.js';
import type { CatalogueVersionReader, TripResolver, TripSegment } from './trip-segment.js';

/** Shortest change of vehicles a booked connection may have. */
const MIN_CONNECTION_MINUTES = 30;
/** A connection is one journey: the next leg leaves within a day. */
const MAX_CONNECTION_MINUTES = 24 * 60;

export interface ResolvedLeg {
  direction: 'go' | 'return';
  legIndex: number;
  trip: TripSegment;
  seats: SeatSelection[];
}

/** Nothing read alongside the catalogue's version. */
const NOTHING_ALONGSIDE: ReadAlongside<null> = { query: sql`NULL`, decode: () => null };

/**
 * Resolves every leg of a selection (go legs, then return legs, in travel order) and
 * checks they form journeys: each connecting leg boards where the previous one alights
 * and leaves after it arrives; the return leaves after the go journey arrives.
 */
export async function resolveLegs(
  resolver: TripResolver & CatalogueVersionReader,
  selection: TripSelection,
): Promise<ResolvedLeg[]> {
  return (await resolveLegsWith(resolver, selection, NOTHING_ALONGSIDE)).legs;
}

/**
 * resolveLegs, with the catalogue's version read once for every leg, in one statement
 * with another module's read (decision 0029): a checkout reads its payment method so.
 */
export async function resolveLegsWith<T>(
  resolver: TripResolver & CatalogueVersionReader,
  selection: TripSelection,
  alongside: ReadAlongside<T>,
): Promise<{ legs: ResolvedLeg[]; alongside: T }> {
  const read = await resolver.catalogueVersionWith(alongside);
  const legs = selectedLegs(selection);
  const resolved: ResolvedLeg[] = [];
  for (const leg of legs) {
    const trip = await resolver.resolve(leg.operator_kode, leg.jadwal_kode, leg.tanggal_berangkat, {
      catalogueRead: true,
    });
    resolved.push({ direction: leg.direction, legIndex: leg.legIndex, trip, seats: leg.kursi });
  }
  checkJourneys(resolved);
  return { legs: resolved, alongside: read };
}

/** The legs chain into journeys (see resolveLegs); throws the first that does not. */
function checkJourneys(resolved: ResolvedLeg[]): void {
  const seen = new Set<string>();
  for (const leg of resolved) {
    const key = `${leg.trip.schedule.id}|${leg.trip.tripDate}`;
    if (seen.has(key)) {
      throw new AppError(
        'VALIDATION_ERROR',
        `Jadwal ${leg.trip.jadwalCode} dipilih lebih dari sekali.`,
      );
    }
    seen.add(key);
  }

  for (const direction of ['go', 'return'] as const) {
    const journey = resolved.filter((leg) => leg.direction === direction);
    for (let i = 1; i < journey.length; i++) {
      const previous = journey[i - 1]!.trip;
      const next = journey[i]!.trip;
      if (next.origin.id !== previous.destination.id) {
        throw new AppError(
          'VALIDATION_ERROR',
          `Rute lanjutan ${next.jadwalCode} harus berangkat dari ${previous.destination.name}, titik tiba rute sebelumnya.`,
        );
      }
      const gap = (next.departureAt.getTime() - previous.arrivalAt.getTime()) / 60_000;
      if (gap < MIN_CONNECTION_MINUTES || gap > MAX_CONNECTION_MINUTES) {
        throw new AppError(
          'SCHEDULE_UNAVAILABLE',
          `Rute lanjutan ${next.jadwalCode} harus berangkat ${MIN_CONNECTION_MINUTES} menit hingga 24 jam setelah rute sebelumnya tiba.`,
        );
      }
    }
  }

  const goArrival = resolved.filter((leg) => leg.direction === 'go').at(-1)?.trip.arrivalAt;
  const returnDeparture = resolved.find((leg) => leg.direction === 'return')?.trip.departureAt;
  if (goArrival && returnDeparture && returnDeparture.getTime() <= goArrival.getTime()) {
    throw new AppError(
      'VALIDATION_ERROR',
      'Jadwal pulang harus berangkat setelah perjalanan pergi tiba.',
    );
  }
}

import type { SeatLayoutCell } from '../../db/schema.js';
import type { ReadAlongside } from '../../db/read-alongside.js';

/**
 * A bookable trip segment: one schedule on one date, boarding at one stop of its route
 * and alighting at a later one. This is what search results offer, what the seat map
 * shows and what a reservation leg holds. Owned by the trips module (TripService
 * resolves and lists them); seats, pricing and reservations consume it.
 *
 * Identity on the wire (spec §7): `operator_kode` + `jadwal_kode` + `tanggal_berangkat`.
 * - `jadwal_kode` is the schedule's code when the segment is the whole route, else the
 *   schedule's code plus the stop range, `<schedule code>.<from>-<to>` (see trip-code.ts).
 * - `tanggal_berangkat` is the local date at the boarding point. The seat inventory is
 *   keyed by `tripDate`, the date at the route's first stop (the spec's
 *   `tanggal_berangkat_utama`); the two differ when a route passes midnight.
 */
export interface TripSegment {
  operator: { id: number; code: string; name: string; logoUrl: string | null };
  schedule: { id: number; code: string; routeId: number; routeName: string };
  /** The code the client sends back (jadwal_kode). */
  jadwalCode: string;
  /** Date of the route's first stop, YYYY-MM-DD: the seat inventory key. */
  tripDate: string;
  /** Local date and time at boarding, YYYY-MM-DD and HH:mm. */
  departureDate: string;
  departureTime: string;
  /** Local date and time at alighting (in the destination's zone). */
  arrivalDate: string;
  arrivalTime: string;
  departureAt: Date;
  arrivalAt: Date;
  durationMinutes: number;
  fromStop: number;
  toStop: number;
  /** Route segments this trip occupies: fromStop, fromStop + 1, ..., toStop - 1. */
  segmentIndexes: number[];
  origin: TripPoint;
  destination: TripPoint;
  /** Fare of one seat before promos and vouchers, integer rupiah. */
  farePerSeat: number;
  facilities: string[];
  layout: TripLayout;
}

export interface TripPoint {
  id: number;
  code: string;
  name: string;
  address: string;
  cityId: number;
  cityName: string;
  timezone: string;
  latitude: number | null;
  longitude: number | null;
}

export interface TripLayout {
  id: number;
  code: string;
  name: string;
  vehicleType: 'shuttle' | 'bus';
  seatClass: string;
  rowCount: number;
  colCount: number;
  seatCount: number;
  cells: SeatLayoutCell[];
}

/** What seats, pricing and reservations need from the trips module. */
export interface TripResolver {
  /**
   * The segment the client chose. Throws AppError SCHEDULE_NOT_FOUND for unknown codes
   * or an operator mismatch, SCHEDULE_UNAVAILABLE when the trip does not run that date,
   * is cancelled, or has already departed (per the clock).
   */
  resolve(
    operatorCode: string,
    jadwalCode: string,
    departureDate: string,
    options?: ResolveOptions,
  ): Promise<TripSegment>;
}

/** A resolver that can read the catalogue's version once for several resolves. */
export interface CatalogueVersionReader {
  /**
   * Reads the catalogue's version (forgetting cached catalogue rows when it moved) in one
   * statement with another module's read (decision 0029), so that several resolves of one
   * request read it once: they pass `catalogueRead`.
   */
  catalogueVersionWith<T>(alongside: ReadAlongside<T>): Promise<T>;
}

export interface ResolveOptions {
  /** The caller read the catalogue's version for this request (catalogueVersionWith). */
  catalogueRead?: boolean;
}

/** Where a search starts or ends: a city, one point, or any transfer hub. */
export type PlaceFilter =
  | { kind: 'city'; id: number }
  | { kind: 'point'; id: number }
  | { kind: 'hub' }
  /** No constraint: used with a route filter to list a route's trips. */
  | { kind: 'any' };

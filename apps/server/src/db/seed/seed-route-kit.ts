/**
 * What the demo route tables (seed-routes-*.ts) are written with: a route's shape, the
 * departure and return helpers, and the facility sets the operators share.
 */

export type SeedStop = [pointCode: string, minutes: number, fare: number];

export interface SeedRoute {
  operator: string;
  name: string;
  layout: string;
  stops: SeedStop[];
  departures: string[];
  facilities: string[];
  /** 0 = Sunday; default every day. */
  daysOfWeek?: number[];
}

/** Departures every `stepMinutes` from `from` to `to` inclusive, as 'HH:MM'. */
export function every(from: string, to: string, stepMinutes: number): string[] {
  const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const out: string[] = [];
  for (let m = toMinutes(from); m <= toMinutes(to); m += stepMinutes) {
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return out;
}

/** The same stops driven the other way: minutes and fares mirrored. */
export function reverse(stops: SeedStop[]): SeedStop[] {
  const last = stops[stops.length - 1];
  if (!last) return [];
  return [...stops]
    .reverse()
    .map(([code, minutes, fare]) => [code, last[1] - minutes, last[2] - fare]);
}

/**
 * A route and its return: the same stops driven back with the same layout and facilities,
 * leaving at the same times unless the return names its own.
 */
export function outAndBack(
  out: SeedRoute,
  back: { name: string; departures?: string[] },
): [SeedRoute, SeedRoute] {
  return [
    out,
    {
      ...out,
      name: back.name,
      stops: reverse(out.stops),
      departures: back.departures ?? out.departures,
    },
  ];
}

export const SHUTTLE = ['mineral-water', 'ac', 'baggage'];
export const SHUTTLE_PLUS = ['mineral-water', 'ac', 'baggage', 'usb-charger'];
export const SHUTTLE_PREMIUM = ['mineral-water', 'ac', 'baggage', 'wifi', 'usb-charger', 'snack'];
export const BUS = ['mineral-water', 'ac', 'baggage', 'toilet'];
export const BUS_EXECUTIVE = [
  'mineral-water',
  'ac',
  'baggage',
  'toilet',
  'usb-charger',
  'blanket',
  'meal',
];

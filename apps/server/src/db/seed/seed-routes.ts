/**
 * Demo routes (jurusan) and their daily departures, in the order they are seeded (route
 * and schedule codes follow it). Each stop is [point code, minutes from the first stop,
 * fare from the first stop]; the tables are by region.
 */
import { JABAR_ROUTES } from './seed-routes-jabar.js';
import { JAWA_BALI_ROUTES } from './seed-routes-jawa-bali.js';
import type { SeedRoute } from './seed-route-kit.js';

export const SEED_ROUTES: SeedRoute[] = [...JABAR_ROUTES, ...JAWA_BALI_ROUTES];

/**
 * Fare percent by departure hour: early and late departures are cheaper, rush hours
 * dearer, so the same route shows different prices through the day.
 */
export function farePercentFor(departure: string): number {
  const hour = Number(departure.slice(0, 2));
  if (hour < 6 || hour >= 21) return 90;
  if ((hour >= 6 && hour < 9) || (hour >= 16 && hour < 19)) return 110;
  return 100;
}

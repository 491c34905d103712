import { SEED_CITIES, SEED_POINTS, type SeedCity, type SeedPoint } from './seed-places.js';

/**
 * The regions of a national-size demo catalogue (`npm run seed -- --scale 500`).
 *
 * Copies 1 to HOME_COPIES of the operators run between the demo's own cities, as they
 * always have (the benchmarks' scale 5 is 370 Bandung → Jakarta departures a day). Each
 * further HOME_COPIES copies get a region of their own: the demo's cities and points
 * again under new ids and codes, so every region is as busy as the home one and no city
 * pair grows past it. That is the shape of a real national market: many regions, each
 * with its own corridors, rather than one road with a thousand operators on it.
 */
export const HOME_COPIES = 5;

/** Region of the n-th copy of the operators (0: the home region); of `scale`: their count. */
export function regionOf(copy: number): number {
  return copy <= HOME_COPIES ? 0 : Math.ceil((copy - HOME_COPIES) / HOME_COPIES);
}

/** City id of a demo city in a region: the region's hundred, plus the demo id. */
function regionalCityId(cityId: number, region: number): number {
  return region * 100 + cityId;
}

/** The regions' cities, 1 to `regions` (demo ids stay below 100). */
export function regionalCities(regions: number): SeedCity[] {
  const cities: SeedCity[] = [];
  for (let region = 1; region <= regions; region++) {
    for (const city of SEED_CITIES) {
      cities.push({
        id: regionalCityId(city.id, region),
        name: `${city.name} Wilayah ${region}`,
        province: `${city.province} (Wilayah ${region})`,
        timezone: city.timezone,
        popularRank: null,
      });
    }
  }
  return cities;
}

/** The regions' pickup points: each demo point's code with `-W<region>`. */
export function regionalPoints(regions: number): SeedPoint[] {
  const points: SeedPoint[] = [];
  for (let region = 1; region <= regions; region++) {
    for (const point of SEED_POINTS) {
      points.push({
        ...point,
        code: `${point.code}-W${region}`,
        cityId: regionalCityId(point.cityId, region),
        address: `${point.address} (Wilayah ${region})`,
      });
    }
  }
  return points;
}

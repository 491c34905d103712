import type {
  CityItem,
  CityList,
  CityPage,
  OperatorList,
  PathList,
  PlaceType,
  PopularCityList,
} from '@lintas/domain/catalog-schemas';
import { AppError } from '../../http/app-error.js';
import { CatalogueCache } from '../trips/catalogue-cache.js';
import { zoneLabel } from '../../lib/zoned-time.js';
import type { CatalogRepository, PlaceRow } from './catalog.repository.js';

/** Cities per page of the origin and destination pickers. */
const CITY_PAGE_SIZE = 20;

export interface PlaceRef {
  id: number | undefined;
  tipe: PlaceType | undefined;
}

/** The origin and destination pickers, popular cities, operators and city pairs. */
export class CatalogService {
  /**
   * Names of cities and points asked by every search (catalogue data; see
   * catalogue-cache.ts): forgotten when search sees the catalogue's version move, and
   * after 30 seconds for list-tujuan, which reads no version.
   */
  private readonly placeNames = new CatalogueCache<string, string>(30_000);

  constructor(private readonly repository: CatalogRepository) {}

  async searchOrigins(text: string, page: number, operatorCode?: string): Promise<CityPage> {
    if (operatorCode) await this.requireOperator(operatorCode);
    return paginate(
      filterByText(groupByCity(await this.repository.originPlaces(operatorCode)), text),
      page,
    );
  }

  async operatorDepartures(operatorCode: string): Promise<CityList> {
    await this.requireOperator(operatorCode);
    return { list: groupByCity(await this.repository.originPlaces(operatorCode)) };
  }

  async searchDestinations(
    origin: PlaceRef,
    text: string,
    page: number,
    operatorCode?: string,
  ): Promise<CityPage> {
    return paginate(filterByText(await this.destinations(origin, operatorCode), text), page);
  }

  async listDestinations(origin: PlaceRef, operatorCode?: string): Promise<CityList> {
    return { list: await this.destinations(origin, operatorCode) };
  }

  async popularCities(): Promise<PopularCityList> {
    const ranked = (await this.repository.servedPlaces()).filter((row) => row.popularRank !== null);
    const cities = groupByCity(ranked);
    const byId = new Map(ranked.map((row) => [row.cityId, row]));
    return {
      list: cities
        .map((city) => ({
          ...city,
          urutan: byId.get(city.kota_id)?.popularRank ?? 0,
          gambar_url: byId.get(city.kota_id)?.imageUrl ?? null,
        }))
        .sort((a, b) => a.urutan - b.urutan),
    };
  }

  async operators(): Promise<OperatorList> {
    const rows = await this.repository.operators();
    return {
      list: rows.map((row) => ({
        operator_kode: row.code,
        operator_nama: row.name,
        logo_url: row.logo_url,
        deskripsi: row.description,
        rating: row.rating,
        jumlah_ulasan: row.review_count,
        highlight: row.highlight,
      })),
    };
  }

  async paths(): Promise<PathList> {
    const rows = await this.repository.paths();
    return {
      list: rows.map((row) => ({
        path: `${slug(row.originCityName)}-${slug(row.destinationCityName)}`,
        asal_kota_id: row.originCityId,
        asal_kota_nama: row.originCityName,
        tujuan_kota_id: row.destinationCityId,
        tujuan_kota_nama: row.destinationCityName,
        harga_mulai: row.minFare,
        jumlah_operator: row.operatorCount,
      })),
    };
  }

  /** Throws NOT_FOUND unless the route belongs to the operator. */
  async requireRoute(operatorCode: string, routeId: number) {
    const route = await this.repository.findRoute(operatorCode, routeId);
    if (!route)
      throw new AppError(
        'NOT_FOUND',
        `Jurusan ${routeId} operator ${operatorCode} tidak ditemukan.`,
      );
    return route;
  }

  /** Throws NOT_FOUND for an unknown operator code. */
  async requireOperator(operatorCode: string) {
    const operator = await this.repository.findOperator(operatorCode);
    if (!operator) throw new AppError('NOT_FOUND', `Operator ${operatorCode} tidak ditemukan.`);
    return operator;
  }

  /** Throws ORIGIN_REQUIRED without an origin and NOT_FOUND for an unknown one. */
  async requirePlace(
    place: PlaceRef,
    role: 'asal' | 'tujuan',
  ): Promise<{ kind: PlaceType; id: number; name: string }> {
    if (place.id === undefined || place.tipe === undefined) {
      if (role === 'asal') throw new AppError('ORIGIN_REQUIRED');
      throw new AppError('VALIDATION_ERROR', 'Pilih kota atau titik tujuan terlebih dahulu.');
    }
    const ref = { kind: place.tipe, id: place.id };
    const key = `${ref.kind}|${ref.id}`;
    // Misses are not remembered: a place added a moment ago is found at once.
    const found = await this.placeNames.getMany([key], async () => {
      const loaded = await this.repository.placeName(ref);
      return new Map(loaded === undefined ? [] : [[key, loaded]]);
    });
    const name = found.get(key);
    if (name === undefined) {
      const what = place.tipe === 'city' ? 'Kota' : 'Titik';
      throw new AppError(
        'NOT_FOUND',
        `${what} ${role === 'asal' ? 'keberangkatan' : 'tujuan'} tidak ditemukan.`,
      );
    }
    return { ...ref, name };
  }

  private async destinations(origin: PlaceRef, operatorCode?: string): Promise<CityItem[]> {
    const place = await this.requirePlace(origin, 'asal');
    if (operatorCode) await this.requireOperator(operatorCode);
    const ids = await this.repository.reachablePointIds(
      place.kind === 'city' ? { kind: 'city', id: place.id } : { kind: 'point', id: place.id },
      operatorCode,
    );
    const rows = await this.repository.placesByIds(ids);
    const originCity =
      place.kind === 'city' ? place.id : (await this.repository.placesByIds([place.id]))[0]?.cityId;
    return groupByCity(rows.filter((row) => row.cityId !== originCity));
  }
}

/** Rows ordered by city then point, grouped into the spec's kota/list_cabang items. */
function groupByCity(rows: PlaceRow[]): CityItem[] {
  const cities = new Map<number, CityItem>();
  for (const row of rows) {
    let city = cities.get(row.cityId);
    if (!city) {
      city = {
        kota_id: row.cityId,
        kota_nama: row.cityName,
        provinsi: row.province,
        zona_waktu: zoneLabel(row.timezone),
        list_cabang: [],
      };
      cities.set(row.cityId, city);
    }
    city.list_cabang.push({
      cabang_id: row.pointId,
      cabang_kode: row.pointCode,
      cabang_nama: row.pointName,
      alamat: row.address,
      lat: row.latitude,
      lng: row.longitude,
      is_transit: row.isTransferHub ? 1 : 0,
    });
  }
  return [...cities.values()];
}

/** A city whose name matches keeps all its points; otherwise only the points that match. */
function filterByText(cities: CityItem[], text: string): CityItem[] {
  const needle = normalise(text);
  if (!needle) return cities;
  return cities.flatMap((city) => {
    if (normalise(city.kota_nama).includes(needle)) return [city];
    const points = city.list_cabang.filter(
      (point) =>
        normalise(point.cabang_nama).includes(needle) ||
        normalise(point.cabang_kode).includes(needle),
    );
    return points.length > 0 ? [{ ...city, list_cabang: points }] : [];
  });
}

function paginate(cities: CityItem[], page: number): CityPage {
  const totalPage = Math.ceil(cities.length / CITY_PAGE_SIZE);
  return {
    list: cities.slice((page - 1) * CITY_PAGE_SIZE, page * CITY_PAGE_SIZE),
    page,
    total_page: totalPage,
  };
}

function normalise(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

function slug(value: string): string {
  return normalise(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

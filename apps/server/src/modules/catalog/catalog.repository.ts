import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { PlaceFilter } from '../trips/trip-segment.js';

export interface PlaceRow {
  pointId: number;
  pointCode: string;
  pointName: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  isTransferHub: boolean;
  cityId: number;
  cityName: string;
  province: string;
  timezone: string;
  popularRank: number | null;
  imageUrl: string | null;
}

export interface PathRow {
  originCityId: number;
  originCityName: string;
  destinationCityId: number;
  destinationCityName: string;
  minFare: number;
  operatorCount: number;
}

/** Catalogue queries: places, operators, city pairs. Only routes with an active schedule count. */
export class CatalogRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private places() {
    return this.db
      .selectFrom('points')
      .innerJoin('cities', 'cities.id', 'points.city_id')
      .select([
        'points.id as pointId',
        'points.code as pointCode',
        'points.name as pointName',
        'points.address',
        'points.latitude',
        'points.longitude',
        'points.is_transfer_hub as isTransferHub',
        'cities.id as cityId',
        'cities.name as cityName',
        'cities.province',
        'cities.timezone',
        'cities.popular_rank as popularRank',
        'cities.image_url as imageUrl',
      ])
      .orderBy('cities.id')
      .orderBy('points.id');
  }

  /** Points where some active schedule boards towards a later stop (optionally of one operator). */
  originPlaces(operatorCode?: string): Promise<PlaceRow[]> {
    return this.places()
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('route_stops as board')
            .innerJoin('route_stops as alight', (join) =>
              join
                .onRef('alight.route_id', '=', 'board.route_id')
                .onRef('alight.stop_index', '>', 'board.stop_index'),
            )
            .innerJoin('routes', 'routes.id', 'board.route_id')
            .innerJoin('operators', 'operators.id', 'routes.operator_id')
            .innerJoin('schedules', 'schedules.route_id', 'routes.id')
            .select(sql.lit(1).as('one'))
            .whereRef('board.point_id', '=', 'points.id')
            .where('schedules.is_active', '=', true)
            .$if(operatorCode !== undefined, (qb) =>
              qb.where('operators.code', '=', operatorCode ?? ''),
            ),
        ),
      )
      .execute();
  }

  /** Points that serve as any stop of a route with an active schedule. */
  servedPlaces(): Promise<PlaceRow[]> {
    return this.places()
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('route_stops')
            .innerJoin('schedules', 'schedules.route_id', 'route_stops.route_id')
            .select(sql.lit(1).as('one'))
            .whereRef('route_stops.point_id', '=', 'points.id')
            .where('schedules.is_active', '=', true),
        ),
      )
      .execute();
  }

  placesByIds(pointIds: number[]): Promise<PlaceRow[]> {
    if (pointIds.length === 0) return Promise.resolve([]);
    return this.places().where('points.id', 'in', pointIds).execute();
  }

  /**
   * Points reachable from the origin on one route, or (without an operator filter) on
   * two routes changing at a transfer hub. Never points in the origin's own city.
   */
  async reachablePointIds(origin: PlaceFilter, operatorCode?: string): Promise<number[]> {
    const boardingFilter =
      origin.kind === 'city'
        ? sql`board_point.city_id = ${origin.id}`
        : origin.kind === 'point'
          ? sql`board_point.id = ${origin.id}`
          : sql`board_point.is_transfer_hub`;
    const operatorFilter = operatorCode ? sql`AND operators.code = ${operatorCode}` : sql``;
    const direct = sql<{ point_id: number }>`
      SELECT DISTINCT alight.point_id
      FROM route_stops board
      JOIN points board_point ON board_point.id = board.point_id
      JOIN route_stops alight ON alight.route_id = board.route_id AND alight.stop_index > board.stop_index
      JOIN routes ON routes.id = board.route_id
      JOIN operators ON operators.id = routes.operator_id
      WHERE ${boardingFilter} ${operatorFilter}
        AND EXISTS (SELECT 1 FROM schedules WHERE schedules.route_id = routes.id AND schedules.is_active)`;
    const connecting = sql<{ point_id: number }>`
      SELECT DISTINCT final_stop.point_id
      FROM route_stops board
      JOIN points board_point ON board_point.id = board.point_id
      JOIN route_stops hub_arrival ON hub_arrival.route_id = board.route_id AND hub_arrival.stop_index > board.stop_index
      JOIN points hub ON hub.id = hub_arrival.point_id AND hub.is_transfer_hub
      JOIN route_stops hub_departure ON hub_departure.point_id = hub.id AND hub_departure.route_id <> board.route_id
      JOIN route_stops final_stop ON final_stop.route_id = hub_departure.route_id AND final_stop.stop_index > hub_departure.stop_index
      WHERE ${boardingFilter}
        AND EXISTS (SELECT 1 FROM schedules WHERE schedules.route_id = board.route_id AND schedules.is_active)
        AND EXISTS (SELECT 1 FROM schedules WHERE schedules.route_id = hub_departure.route_id AND schedules.is_active)`;
    const query = operatorCode ? direct : sql<{ point_id: number }>`${direct} UNION ${connecting}`;
    const result = await query.execute(this.db);
    return result.rows.map((row) => row.point_id);
  }

  findOperatorId(code: string): Promise<{ id: number } | undefined> {
    return this.db.selectFrom('operators').select('id').where('code', '=', code).executeTakeFirst();
  }

  /** The place's name (a point reads "Bandung - Pasteur"), or undefined when unknown. */
  async placeName(place: { kind: 'city' | 'point'; id: number }): Promise<string | undefined> {
    if (place.kind === 'city') {
      const city = await this.db
        .selectFrom('cities')
        .select('name')
        .where('id', '=', place.id)
        .executeTakeFirst();
      return city?.name;
    }
    const point = await this.db
      .selectFrom('points')
      .innerJoin('cities', 'cities.id', 'points.city_id')
      .select(['points.name', 'cities.name as cityName'])
      .where('points.id', '=', place.id)
      .executeTakeFirst();
    return point ? `${point.cityName} - ${point.name}` : undefined;
  }

  findRoute(operatorCode: string, routeId: number) {
    return this.db
      .selectFrom('routes')
      .innerJoin('operators', 'operators.id', 'routes.operator_id')
      .select(['routes.id', 'routes.name'])
      .where('routes.id', '=', routeId)
      .where('operators.code', '=', operatorCode)
      .executeTakeFirst();
  }

  operators() {
    return this.db
      .selectFrom('operators')
      .select([
        'code',
        'name',
        'logo_url',
        'description',
        'terms',
        'rating',
        'review_count',
        'highlight',
      ])
      .orderBy('sort_order')
      .orderBy('code')
      .execute();
  }

  findOperator(code: string) {
    return this.db
      .selectFrom('operators')
      .select([
        'code',
        'name',
        'logo_url',
        'description',
        'terms',
        'rating',
        'review_count',
        'highlight',
        'after_sale_policy',
      ])
      .where('code', '=', code)
      .executeTakeFirst();
  }

  /** City pairs with direct trips, cheapest fare (to the nearest Rp 1.000) and operator count. */
  async paths(): Promise<PathRow[]> {
    const result = await sql<PathRow>`
      SELECT origin_city.id AS "originCityId", origin_city.name AS "originCityName",
             destination_city.id AS "destinationCityId", destination_city.name AS "destinationCityName",
             min(round((alight.fare_from_start - board.fare_from_start) * schedules.fare_percent / 100000.0) * 1000)::int AS "minFare",
             count(DISTINCT routes.operator_id)::int AS "operatorCount"
      FROM route_stops board
      JOIN route_stops alight ON alight.route_id = board.route_id AND alight.stop_index > board.stop_index
      JOIN points board_point ON board_point.id = board.point_id
      JOIN points alight_point ON alight_point.id = alight.point_id
      JOIN cities origin_city ON origin_city.id = board_point.city_id
      JOIN cities destination_city ON destination_city.id = alight_point.city_id
      JOIN routes ON routes.id = board.route_id
      JOIN schedules ON schedules.route_id = routes.id AND schedules.is_active
      WHERE origin_city.id <> destination_city.id
      GROUP BY origin_city.id, origin_city.name, destination_city.id, destination_city.name
      ORDER BY count(*) DESC, origin_city.id, destination_city.id`.execute(this.db);
    return result.rows;
  }
}

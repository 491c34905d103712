import type { ColumnType, Generated } from 'kysely';

export interface CitiesTable {
  id: number;
  name: string;
  province: string;
  timezone: string;
  popular_rank: number | null;
  image_url: string | null;
}

export interface PointsTable {
  id: Generated<number>;
  code: string;
  city_id: number;
  name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  is_transfer_hub: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface OperatorsTable {
  id: Generated<number>;
  code: string;
  name: string;
  logo_url: string | null;
  description: ColumnType<string, string | undefined, string>;
  terms: ColumnType<string, string | undefined, string>;
  rating: number | null;
  review_count: ColumnType<number, number | undefined, number>;
  highlight: string | null;
  sort_order: ColumnType<number, number | undefined, number>;
  /** The after-sale policy (operatorPolicySchema); null: the default (migration 0022). */
  after_sale_policy: ColumnType<unknown, string | null | undefined, string | null>;
}

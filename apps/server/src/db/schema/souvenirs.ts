import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns.js';

export interface SouvenirCategoriesTable {
  id: Generated<number>;
  name: string;
  sort_order: ColumnType<number, number | undefined, number>;
}

export interface SouvenirProductsTable {
  id: Generated<number>;
  category_id: number;
  name: string;
  shop_name: string;
  city: string;
  /** Whole rupiah. */
  price: number;
  unit: ColumnType<string, string | undefined, string>;
  description: string;
  image_url: string;
  /** The seller's WhatsApp (62...); null: orders go to the call centre. */
  whatsapp: string | null;
  is_available: ColumnType<boolean, boolean | undefined, boolean>;
  is_recommended: ColumnType<boolean, boolean | undefined, boolean>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  sort_order: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SouvenirBannersTable {
  id: Generated<number>;
  title: string;
  subtitle: ColumnType<string, string | undefined, string>;
  image_url: string;
  link_url: string | null;
  sort_order: ColumnType<number, number | undefined, number>;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

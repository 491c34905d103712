import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns.js';

/** Content module (migration 0011): plain text, slugs for codes. */
export interface BlogGroupsTable {
  code: string;
  name: string;
  sort_order: ColumnType<number, number | undefined, number>;
}

export interface BlogsTable {
  id: Generated<number>;
  code: string;
  group_code: string;
  title: string;
  summary: string;
  body: string;
  image_url: string;
  author: string;
  published_at: Timestamp;
  is_published: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BannerCategoriesTable {
  id: Generated<number>;
  name: string;
  sort_order: ColumnType<number, number | undefined, number>;
}

export interface BannersTable {
  id: Generated<number>;
  placement: 'carousel' | 'event' | 'popup';
  category_id: number | null;
  /** The event's code or the popup's ads code; null for the carousel. */
  code: string | null;
  title: string;
  subtitle: ColumnType<string, string | undefined, string>;
  image_url: string;
  link_url: string | null;
  voucher_codes: ColumnType<string[], string[] | undefined, string[]>;
  shown_to_all: ColumnType<boolean, boolean | undefined, boolean>;
  sort_order: ColumnType<number, number | undefined, number>;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FaqCategoriesTable {
  id: Generated<number>;
  name: string;
  sort_order: ColumnType<number, number | undefined, number>;
}

export interface FaqsTable {
  id: Generated<number>;
  category_id: number;
  question: string;
  answer: string;
  is_recommended: ColumnType<boolean, boolean | undefined, boolean>;
  sort_order: ColumnType<number, number | undefined, number>;
  is_published: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

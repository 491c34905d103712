import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns.js';

/** The tags a star rating offers (reviews module), seeded by migration 0008. */
export interface ReviewTagsTable {
  id: number;
  rating: number;
  name: string;
  sort_order: number;
}

/** A customer's review of a paid, travelled reservation: one per reservation. */
export interface ReviewsTable {
  id: Generated<number>;
  reservation_id: number;
  customer_id: number;
  /** The operator of the reservation's first leg, the one the review counts for. */
  operator_id: number;
  rating: number;
  /** The chosen tags' labels as they read when the review was written. */
  tags: ColumnType<string[], string[] | undefined, string[]>;
  comment: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
}

import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns.js';

/** Categories of customer feedback (feedback module), seeded by migration 0007. */
export interface FeedbackCategoriesTable {
  id: number;
  name: string;
  sort_order: number;
}

/** A customer's feedback (feedback module): open until staff reply, then answered. */
export interface FeedbackTable {
  id: Generated<number>;
  customer_id: number;
  category_id: number;
  reservation_id: number | null;
  reservation_code: string | null;
  message: string;
  status: ColumnType<'open' | 'answered', 'open' | 'answered' | undefined, 'open' | 'answered'>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A staff reply to a feedback thread; read_at is when the customer opened it. */
export interface FeedbackRepliesTable {
  id: Generated<number>;
  feedback_id: number;
  message: string;
  staff_name: string;
  created_at: Timestamp;
  read_at: Timestamp | null;
}

import type { ColumnType } from 'kysely';
import type { Timestamp } from './columns.js';

export interface VouchersTable {
  code: string;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  terms: ColumnType<string, string | undefined, string>;
  discount_type: 'percent' | 'amount';
  discount_value: number;
  max_discount: number | null;
  min_spend: ColumnType<number, number | undefined, number>;
  quota: number | null;
  valid_from: Timestamp;
  valid_until: Timestamp;
  operator_codes: string[] | null;
  payment_method_codes: string[] | null;
  is_public: ColumnType<boolean, boolean | undefined, boolean>;
  new_customer_only: ColumnType<boolean, boolean | undefined, boolean>;
}

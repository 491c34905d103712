import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns.js';

export interface FlashSaleSessionsTable {
  id: Generated<number>;
  name: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FlashSaleCardsTable {
  id: Generated<number>;
  session_id: number;
  kind: 'voucher' | 'tiket';
  name: string;
  description: string;
  terms: ColumnType<string[], string | undefined, string>;
  image_url: string | null;
  normal_price: number;
  price: number;
  stock: number;
  /** Paid purchases and purchases waiting for payment; sold + held <= stock (CHECK). */
  sold: ColumnType<number, number | undefined, number>;
  held: ColumnType<number, number | undefined, number>;
  discount_type: 'percent' | 'amount';
  discount_value: number;
  max_discount: number | null;
  min_spend: ColumnType<number, number | undefined, number>;
  valid_days: number;
  operator_codes: string[] | null;
  sort_order: ColumnType<number, number | undefined, number>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FlashSaleQuestionsTable {
  id: Generated<number>;
  card_id: number;
  question: string;
  choices: ColumnType<string[], string, string>;
  answer: 'A' | 'B' | 'C' | 'D';
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FlashSaleQuizStateTable {
  card_id: number;
  /** 'customer:<id>' or 'visitor:<random-user-id>' or 'address:<ip>'. */
  visitor: string;
  question_id: number | null;
  wrong_count: ColumnType<number, number | undefined, number>;
  locked_until: Timestamp | null;
  updated_at: Timestamp;
}

export interface FlashSaleKeysTable {
  id: Generated<number>;
  card_id: number;
  /** SHA-256 of the key_auth; the key itself is never stored. */
  key_hash: string;
  visitor: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export type FlashSalePurchaseStatus = 'pending' | 'paid' | 'expired' | 'cancelled';

export interface FlashSalePurchasesTable {
  id: Generated<number>;
  code: string;
  card_id: number;
  key_id: number;
  customer_id: number | null;
  booker_name: string;
  booker_email: string;
  booker_phone: string;
  price: number;
  admin_fee: number;
  total: number;
  payment_method_code: string;
  status: FlashSalePurchaseStatus;
  expires_at: Timestamp;
  paid_at: Timestamp | null;
  refund_owed: ColumnType<boolean, boolean | undefined, boolean>;
  voucher_code: string | null;
  guest_token_hash: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

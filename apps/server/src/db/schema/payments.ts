import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, DefaultTimestamp, Json } from './columns.js';

export type PaymentStatus = 'pending' | 'paid' | 'expired' | 'cancelled' | 'failed';

export interface PaymentsTable {
  id: Generated<number>;
  /** Exactly one of reservation_id and flash_sale_purchase_id is set (migration 0014). */
  reservation_id: number | null;
  flash_sale_purchase_id: ColumnType<number | null, number | null | undefined, number | null>;
  order_id: string;
  gateway: string;
  method_code: string;
  amount: number;
  status: PaymentStatus;
  gateway_transaction_id: string | null;
  instructions: ColumnType<Record<string, unknown>, string | undefined, string>;
  expires_at: Timestamp;
  paid_at: Timestamp | null;
  is_late: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: DefaultTimestamp;
}

export interface PaymentNotificationsTable {
  id: Generated<number>;
  order_id: string;
  transaction_id: string;
  transaction_status: string;
  body: Json<unknown>;
  outcome: string;
  received_at: DefaultTimestamp;
}

/** The local payment simulator's own record of its charges (the gateway's side). */
export interface SimulatorTransactionsTable {
  order_id: string;
  transaction_id: string;
  transaction_status: string;
  status_code: string;
  gross_amount: string;
  payment_type: string;
  updated_at: Date;
  /** Refunds the simulator made (their refund_key), and how much of the charge they returned. */
  refund_keys: ColumnType<string[], string | undefined, string>;
  refunded_amount: ColumnType<number, number | undefined, number>;
}

export type RefundReason =
  | 'terlambat'
  | 'ganda'
  | 'keberangkatan_dibatalkan'
  | 'dibatalkan_pelanggan'
  | 'selisih_ubah_jadwal';

export type RefundStatus = 'required' | 'processing' | 'refunded' | 'failed';

/** Money owed back to a booker and its return through the gateway (payments module, decision 0017). */
export interface RefundsTable {
  id: Generated<number>;
  payment_id: number;
  reservation_id: number;
  /** Why, and the key that makes owing it twice insert nothing (see migration 0013). */
  owed_key: string;
  reason: RefundReason;
  note: ColumnType<string, string | undefined, string>;
  amount: number;
  status: ColumnType<RefundStatus, RefundStatus | undefined, RefundStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  gateway_refund_id: string | null;
  last_error: string | null;
  processed_by: number | null;
  created_at: Timestamp;
  processing_started_at: Timestamp | null;
  refunded_at: Timestamp | null;
}

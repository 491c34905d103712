import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { Timestamp, DefaultTimestamp, Json } from './columns.js';

export interface PriceLineRecord {
  title: string;
  value: number;
  type: string;
}

export type ReservationStatus = 'pending' | 'paid' | 'expired' | 'cancelled';

export interface ReservationsTable {
  id: Generated<number>;
  code: string;
  status: ReservationStatus;
  customer_id: number | null;
  guest_secret_hash: string;
  booker_name: string;
  booker_phone: string;
  booker_email: string;
  is_round_trip: ColumnType<boolean, boolean | undefined, boolean>;
  is_connecting: ColumnType<boolean, boolean | undefined, boolean>;
  payment_method_code: string;
  voucher_code: string | null;
  fare_total: number;
  voucher_discount: ColumnType<number, number | undefined, number>;
  points_used: ColumnType<number, number | undefined, number>;
  /** Voucher discount already given back to partial cancellations (migration 0026). */
  voucher_refunded: ColumnType<number, number | undefined, number>;
  /** Points already given back to partial cancellations (migration 0026). */
  points_refunded: ColumnType<number, number | undefined, number>;
  insurance_fee: ColumnType<number, number | undefined, number>;
  donation: ColumnType<number, number | undefined, number>;
  donation_comment: string | null;
  admin_fee: ColumnType<number, number | undefined, number>;
  total: number;
  price_lines: Json<PriceLineRecord[]>;
  ads_code: string | null;
  referer_url: string | null;
  platform: ColumnType<string, string | undefined, string>;
  expires_at: Timestamp;
  paid_at: Timestamp | null;
  cancelled_at: Timestamp | null;
  cancel_reason: string | null;
  refund_status: 'required' | 'refunded' | null;
  created_at: DefaultTimestamp;
  /** The booker's e-mail lower-cased and phone in 0812... form: hold limits count by them. */
  booker_email_key: string | null;
  booker_phone_key: string | null;
  /** The client address that asked for the hold (per-address hold limit). */
  client_address: string | null;
  /** status = 'pending', stored: what the hold limits' indexes are partial on (migration 0021). */
  unpaid_hold: GeneratedAlways<boolean>;
  /** The paid booking this one replaces when it is a move (migration 0025, decision 0040). */
  moved_from_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A checkout's Idempotency-Key (stored hashed) and the reservation it made. */
export interface IdempotencyKeysTable {
  key_hash: string;
  scope: string;
  request_hash: string;
  reservation_id: number;
  /** The reservation's guest secret, sealed under a key derived from the Idempotency-Key. */
  sealed_guest_token: string;
  created_at: Timestamp;
}

export interface ReservationLegsTable {
  id: Generated<number>;
  reservation_id: number;
  direction: 'go' | 'return';
  leg_index: number;
  schedule_id: number;
  trip_date: string;
  from_stop: number;
  to_stop: number;
  departure_at: Timestamp;
  arrival_at: Timestamp;
  fare_per_seat: number;
}

export interface ReservationPassengersTable {
  id: Generated<number>;
  leg_id: number;
  seat_no: string;
  passenger_name: string;
  promo_code: string | null;
  fare: number;
  promo_discount: ColumnType<number, number | undefined, number>;
  /** This passenger's seat on this leg was cancelled (migration 0026); null: travelling. */
  cancelled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A departure reminder sent: one per reservation, direction and kind (migration 0023). */
export interface ReservationRemindersTable {
  reservation_id: number;
  direction: 'go' | 'return';
  /** 'h24': about a day before the departure; 'h3': about three hours before. */
  kind: 'h24' | 'h3';
  /** The departure the reminder announced (the direction's first leg). */
  departure_at: Timestamp;
  sent_at: Timestamp;
}

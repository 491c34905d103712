import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, DefaultTimestamp } from './columns.js';

export interface CustomersTable {
  id: Generated<number>;
  name: ColumnType<string, string | undefined, string>;
  email: string | null;
  phone: string | null;
  gender: string | null;
  birth_date: string | null;
  /** The profile's occupation: an id of the client's list (1..1000), or words for 'other'. */
  occupation_id: number | null;
  occupation_other: string | null;
  points_balance: ColumnType<number, number | undefined, number>;
  /** The customer's own referral code, given on the first ask (migration 0017). */
  referral_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** Whose code this account signed up with; set once, when the sign-in created it. */
  referred_by: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: DefaultTimestamp;
}

export interface CustomerTokensTable {
  token_hash: string;
  customer_id: number;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

/**
 * One one-time sign-in code (customers module). `auth_hash` is the SHA-256 of the OTP
 * session the client holds; `code_hash` a SHA-256 over that session and the code.
 */
export interface CustomerLoginCodesTable {
  auth_hash: string;
  channel: 'email' | 'sms';
  /** E-mail lower-cased, or phone in national 0812... form. */
  identifier: string;
  code_hash: string;
  client_address: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  wrong_tries: ColumnType<number, number | undefined, number>;
  used_at: Timestamp | null;
  /** A newer code was sent for the same login session: this one is dead. */
  superseded_at: Timestamp | null;
  /** First send of the login session this code belongs to, and its sends so far. */
  chain_started_at: Timestamp;
  chain_sends: number;
}

export type PointEntryKind = 'earned' | 'spent' | 'returned' | 'adjusted';

/**
 * One change of a customer's points balance (customers module, decision 0009): `points`
 * signed (spent negative), `balance_after` the balance once applied. At most one 'earned'
 * entry per reservation (a partial UNIQUE index).
 */
export interface CustomerPointEntriesTable {
  id: Generated<number>;
  customer_id: number;
  reservation_id: number | null;
  kind: PointEntryKind;
  points: number;
  balance_after: number;
  note: string | null;
  created_at: Timestamp;
}

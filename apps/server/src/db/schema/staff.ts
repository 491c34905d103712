import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns.js';

export interface StaffTable {
  id: Generated<number>;
  /** Lower case (the migration's CHECK). */
  email: string;
  name: string;
  /** argon2id PHC string. */
  password_hash: string;
  role: 'admin' | 'petugas';
  /** The petugas's operator; null for an admin. */
  operator_id: number | null;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
}

export interface StaffSessionsTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface StaffAuditLogTable {
  id: Generated<number>;
  staff_id: number;
  action: string;
  entity: string;
  entity_key: string;
  before: ColumnType<unknown, string | null, string | null>;
  after: ColumnType<unknown, string | null, string | null>;
  at: Timestamp;
}

export interface BoardingsTable {
  passenger_id: number;
  reservation_id: number;
  schedule_id: number;
  trip_date: string;
  staff_id: number;
  method: 'qr' | 'manual';
  boarded_at: Timestamp;
}

/** A departure's live status (decision 0039): one row per marked schedule and trip date. */
export interface DepartureStatusesTable {
  schedule_id: number;
  trip_date: string;
  status: 'boarding' | 'berangkat' | 'tiba';
  boarding_at: Timestamp | null;
  boarding_by: number | null;
  departed_at: Timestamp | null;
  departed_by: number | null;
  arrived_at: Timestamp | null;
  arrived_by: number | null;
  updated_at: Timestamp;
  updated_by: number;
}

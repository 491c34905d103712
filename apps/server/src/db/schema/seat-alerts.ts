import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns.js';

/**
 * A customer's request to be told when a seat of a sold-out departure frees (seat-alerts
 * module): one per customer and trip segment, fired at most once until asked again.
 */
export interface SeatAlertsTable {
  id: Generated<number>;
  customer_id: number;
  schedule_id: number;
  trip_date: string;
  from_stop: number;
  to_stop: number;
  operator_code: string;
  jadwal_code: string;
  departure_date: string;
  departure_at: Timestamp;
  /** Local HH:mm at boarding and its zone label, for the list and the message. */
  departure_time: string;
  departure_zone: string;
  operator_name: string;
  origin_label: string;
  destination_label: string;
  status: ColumnType<
    'waiting' | 'notified' | 'cancelled',
    'waiting' | 'notified' | 'cancelled' | undefined,
    'waiting' | 'notified' | 'cancelled'
  >;
  queued_at: Timestamp;
  notified_at: Timestamp | null;
  created_at: Timestamp;
}

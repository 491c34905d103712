import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from './columns.js';

export interface SeatLayoutCell {
  row: number;
  col: number;
  type: 'seat' | 'driver' | 'door' | 'aisle' | 'toilet' | 'empty';
  /** Seat number, only on type 'seat'. */
  no?: string;
}

export interface SeatLayoutsTable {
  id: Generated<number>;
  code: string;
  name: string;
  vehicle_type: 'shuttle' | 'bus';
  seat_class: string;
  row_count: number;
  col_count: number;
  seat_count: number;
  cells: Json<SeatLayoutCell[]>;
  /** The operator it belongs to; null: shared, changed by an admin only (migration 0019). */
  operator_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface RoutesTable {
  id: Generated<number>;
  code: string;
  operator_id: number;
  name: string;
}

export interface RouteStopsTable {
  route_id: number;
  stop_index: number;
  point_id: number;
  minutes_from_start: number;
  fare_from_start: number;
  /** Passengers may board / alight here (migration 0019; both true unless staff say not). */
  can_board: ColumnType<boolean, boolean | undefined, boolean>;
  can_alight: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface SchedulesTable {
  id: Generated<number>;
  code: string;
  route_id: number;
  layout_id: number;
  /** 'HH:MM:SS' */
  departure_time: string;
  fare_percent: ColumnType<number, number | undefined, number>;
  facilities: ColumnType<string[], string[] | undefined, string[]>;
  days_of_week: ColumnType<number[], number[] | undefined, number[]>;
  valid_from: string;
  valid_until: string | null;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface TripCancellationsTable {
  schedule_id: number;
  trip_date: string;
  reason: ColumnType<string, string | undefined, string>;
}

/** A departure moved to another time of its trip date (migration 0018). */
export interface TripTimeChangesTable {
  schedule_id: number;
  trip_date: string;
  /** 'HH:MM:SS' at the route's first stop, replacing the schedule's time that date. */
  departure_time: string;
  /** The schedule's time when the departure was first moved. */
  original_time: string;
  reason: string;
  moved_at: Timestamp;
}

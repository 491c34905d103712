import type { ColumnType } from 'kysely';

export interface SeatPromosTable {
  code: string;
  name: string;
  operator_id: number | null;
  discount_type: 'percent' | 'amount';
  discount_value: number;
  seats_per_trip: number | null;
  valid_from: string;
  valid_until: string;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
}

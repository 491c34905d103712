export interface SeatOccupancyTable {
  schedule_id: number;
  trip_date: string;
  seat_no: string;
  segment_index: number;
  reservation_id: number;
}

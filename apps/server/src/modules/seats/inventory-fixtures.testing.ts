import type { Kysely } from 'kysely';
import type { DB, ReservationStatus, SeatLayoutCell } from '../../db/schema.js';
import { randomCode } from '../../lib/random.js';
import type { TripSegment } from '../trips/trip-segment.js';

/**
 * A tiny catalogue for unit tests of the seat inventory and settlement, independent of
 * the demo seed: one operator, one 3-stop route A -> B -> C (segments 0 and 1), one
 * schedule on a 6-seat layout, one payment method. Test-only (not imported by the app).
 */
export const MINI_LAYOUT_CELLS: SeatLayoutCell[] = [
  { row: 1, col: 1, type: 'driver' },
  { row: 1, col: 2, type: 'aisle' },
  { row: 1, col: 3, type: 'seat', no: '1' },
  { row: 2, col: 1, type: 'seat', no: '2' },
  { row: 2, col: 2, type: 'aisle' },
  { row: 2, col: 3, type: 'seat', no: '3' },
  { row: 3, col: 1, type: 'seat', no: '4' },
  { row: 3, col: 2, type: 'seat', no: '5' },
  { row: 3, col: 3, type: 'door' },
];

export interface MiniCatalogue {
  scheduleId: number;
  routeId: number;
  operatorId: number;
  layoutId: number;
  tripDate: string;
}

export async function insertMiniCatalogue(
  db: Kysely<DB>,
  tripDate = '2026-11-22',
): Promise<MiniCatalogue> {
  await db
    .insertInto('cities')
    .values([
      {
        id: 901,
        name: 'Kota A',
        province: 'Jawa Barat',
        timezone: 'Asia/Jakarta',
        popular_rank: null,
        image_url: null,
      },
      {
        id: 902,
        name: 'Kota C',
        province: 'DKI Jakarta',
        timezone: 'Asia/Jakarta',
        popular_rank: null,
        image_url: null,
      },
    ])
    .execute();
  const points = await db
    .insertInto('points')
    .values([
      {
        code: 'MINI-A',
        city_id: 901,
        name: 'Titik A',
        address: 'Jl. A',
        latitude: null,
        longitude: null,
      },
      {
        code: 'MINI-B',
        city_id: 901,
        name: 'Titik B',
        address: 'Jl. B',
        latitude: null,
        longitude: null,
      },
      {
        code: 'MINI-C',
        city_id: 902,
        name: 'Titik C',
        address: 'Jl. C',
        latitude: null,
        longitude: null,
      },
    ])
    .returning('id')
    .execute();
  const operator = await db
    .insertInto('operators')
    .values({ code: 'MINI', name: 'Mini Trans', logo_url: null, rating: null, highlight: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const layout = await db
    .insertInto('seat_layouts')
    .values({
      code: 'MINI-5',
      name: 'Mini 5 kursi',
      vehicle_type: 'shuttle',
      seat_class: 'Reguler',
      row_count: 3,
      col_count: 3,
      seat_count: 5,
      cells: JSON.stringify(MINI_LAYOUT_CELLS),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const route = await db
    .insertInto('routes')
    .values({ code: 'MINI-AC', operator_id: operator.id, name: 'A - C' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('route_stops')
    .values(
      points.map((point, index) => ({
        route_id: route.id,
        stop_index: index,
        point_id: point.id,
        minutes_from_start: index * 60,
        fare_from_start: index * 50_000,
      })),
    )
    .execute();
  const schedule = await db
    .insertInto('schedules')
    .values({
      code: 'MINI-0800',
      route_id: route.id,
      layout_id: layout.id,
      departure_time: '08:00:00',
      valid_from: '2026-01-01',
      valid_until: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('payment_methods')
    .values({
      code: 'MINI_VA',
      name: 'Mini VA',
      group_code: 'va',
      group_name: 'Virtual Account',
      fee_type: 'flat',
      fee_value: 4000,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return {
    scheduleId: schedule.id,
    routeId: route.id,
    operatorId: operator.id,
    layoutId: layout.id,
    tripDate,
  };
}

/** The segment A -> C (default) or a part of it, as TripService would resolve it. */
export function miniTrip(catalogue: MiniCatalogue, fromStop = 0, toStop = 2): TripSegment {
  const point = (index: number) => ({
    id: index + 1,
    code: `MINI-${'ABC'[index]}`,
    name: `Titik ${'ABC'[index]}`,
    address: '',
    cityId: 901,
    cityName: 'Kota A',
    timezone: 'Asia/Jakarta',
    latitude: null,
    longitude: null,
  });
  const departureAt = new Date(
    `${catalogue.tripDate}T${String(1 + fromStop).padStart(2, '0')}:00:00Z`,
  );
  const arrivalAt = new Date(departureAt.getTime() + (toStop - fromStop) * 3_600_000);
  return {
    operator: { id: catalogue.operatorId, code: 'MINI', name: 'Mini Trans', logoUrl: null },
    schedule: {
      id: catalogue.scheduleId,
      code: 'MINI-0800',
      routeId: catalogue.routeId,
      routeName: 'A - C',
    },
    jadwalCode: fromStop === 0 && toStop === 2 ? 'MINI-0800' : `MINI-0800.${fromStop}-${toStop}`,
    tripDate: catalogue.tripDate,
    departureDate: catalogue.tripDate,
    departureTime: `${String(8 + fromStop).padStart(2, '0')}:00`,
    arrivalDate: catalogue.tripDate,
    arrivalTime: `${String(8 + toStop).padStart(2, '0')}:00`,
    departureAt,
    arrivalAt,
    durationMinutes: (toStop - fromStop) * 60,
    fromStop,
    toStop,
    segmentIndexes: Array.from({ length: toStop - fromStop }, (_, i) => fromStop + i),
    origin: point(fromStop),
    destination: point(toStop),
    farePerSeat: (toStop - fromStop) * 50_000,
    facilities: ['ac'],
    layout: {
      id: catalogue.layoutId,
      code: 'MINI-5',
      name: 'Mini 5 kursi',
      vehicleType: 'shuttle',
      seatClass: 'Reguler',
      rowCount: 3,
      colCount: 3,
      seatCount: 5,
      cells: MINI_LAYOUT_CELLS,
    },
  };
}

/** A bare reservation row (no legs) in the given state. */
export async function insertBareReservation(
  db: Kysely<DB>,
  state: { status: ReservationStatus; expiresAt: Date; paidAt?: Date | null },
): Promise<number> {
  const row = await db
    .insertInto('reservations')
    .values({
      code: `LTS${randomCode(10)}`,
      status: state.status,
      customer_id: null,
      guest_secret_hash: 'x'.repeat(64),
      booker_name: 'Budi Santoso',
      booker_phone: '081234567890',
      booker_email: 'budi@example.com',
      payment_method_code: 'MINI_VA',
      voucher_code: null,
      fare_total: 100_000,
      total: 104_000,
      price_lines: '[]',
      ads_code: null,
      referer_url: null,
      expires_at: state.expiresAt,
      paid_at: state.paidAt ?? null,
      cancelled_at: null,
      cancel_reason: null,
      refund_status: null,
      donation_comment: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Puts `seatNo` of the mini trip under `reservationId` on both segments (a raw hold). */
export async function occupySeat(
  db: Kysely<DB>,
  catalogue: MiniCatalogue,
  reservationId: number,
  seatNo: string,
): Promise<void> {
  await db
    .insertInto('seat_occupancy')
    .values(
      [0, 1].map((segment) => ({
        schedule_id: catalogue.scheduleId,
        trip_date: catalogue.tripDate,
        seat_no: seatNo,
        segment_index: segment,
        reservation_id: reservationId,
      })),
    )
    .execute();
}

import type { Kysely } from 'kysely';
import type { DB, ReservationStatus } from '../../src/db/schema.js';
import { randomCode } from '../../src/lib/random.js';
import type { TripSegment } from '../../src/modules/trips/trip-segment.js';

/**
 * Rows the pricing tests need that the demo seed does not give: reservations that hold a
 * voucher or promo seats, customers with points, and vouchers/methods with edge values.
 */

export interface FixtureReservation {
  status: ReservationStatus;
  expiresAt: Date;
  voucherCode?: string | null;
  customerId?: number | null;
  bookerEmail?: string;
  bookerPhone?: string;
  paymentMethodCode?: string;
  /** Seats to hold, with their promo; occupancy rows are written for every segment. */
  legs?: Array<{ trip: TripSegment; seats: Array<{ no: string; promoCode?: string | null }> }>;
}

export async function insertReservation(
  db: Kysely<DB>,
  fixture: FixtureReservation,
): Promise<string> {
  const code = `LTS${randomCode(10)}`;
  const reservation = await db
    .insertInto('reservations')
    .values({
      code,
      status: fixture.status,
      customer_id: fixture.customerId ?? null,
      guest_secret_hash: 'x'.repeat(64),
      booker_name: 'Budi Santoso',
      booker_phone: fixture.bookerPhone ?? '081234567890',
      booker_email: fixture.bookerEmail ?? 'budi@example.com',
      payment_method_code: fixture.paymentMethodCode ?? 'BCA_VA',
      voucher_code: fixture.voucherCode ?? null,
      fare_total: 100_000,
      total: 104_000,
      price_lines: '[]',
      ads_code: null,
      referer_url: null,
      expires_at: fixture.expiresAt,
      paid_at: fixture.status === 'paid' ? fixture.expiresAt : null,
      cancelled_at: null,
      cancel_reason: null,
      refund_status: null,
      donation_comment: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [index, leg] of (fixture.legs ?? []).entries()) {
    const legRow = await db
      .insertInto('reservation_legs')
      .values({
        reservation_id: reservation.id,
        direction: 'go',
        leg_index: index,
        schedule_id: leg.trip.schedule.id,
        trip_date: leg.trip.tripDate,
        from_stop: leg.trip.fromStop,
        to_stop: leg.trip.toStop,
        departure_at: leg.trip.departureAt,
        arrival_at: leg.trip.arrivalAt,
        fare_per_seat: leg.trip.farePerSeat,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const seat of leg.seats) {
      await db
        .insertInto('reservation_passengers')
        .values({
          leg_id: legRow.id,
          seat_no: seat.no,
          passenger_name: 'Penumpang',
          promo_code: seat.promoCode ?? null,
          fare: leg.trip.farePerSeat,
        })
        .execute();
      await db
        .insertInto('seat_occupancy')
        .values(
          leg.trip.segmentIndexes.map((segment) => ({
            schedule_id: leg.trip.schedule.id,
            trip_date: leg.trip.tripDate,
            seat_no: seat.no,
            segment_index: segment,
            reservation_id: reservation.id,
          })),
        )
        .execute();
    }
  }
  return code;
}

let customerSerial = 0;

export async function insertCustomer(
  db: Kysely<DB>,
  values: { points?: number; email?: string; phone?: string } = {},
): Promise<{ id: number; email: string; phone: string }> {
  customerSerial += 1;
  const email =
    values.email ?? `pelanggan${customerSerial}-${randomCode(6).toLowerCase()}@example.com`;
  const phone = values.phone ?? `0812${String(Date.now() % 1e6).padStart(6, '0')}${customerSerial}`;
  const row = await db
    .insertInto('customers')
    .values({
      name: 'Siti Aminah',
      email,
      phone,
      gender: null,
      birth_date: null,
      points_balance: values.points ?? 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), email, phone };
}

/**
 * HABIS, a public voucher (Rp 10.000 off, November and December 2026) whose only use is
 * taken by a paid booking that expired at `bookedExpiresAt`.
 */
export async function insertUsedUpVoucher(db: Kysely<DB>, bookedExpiresAt: Date): Promise<void> {
  await db
    .insertInto('vouchers')
    .values({
      code: 'HABIS',
      name: 'Kuota Habis',
      discount_type: 'amount',
      discount_value: 10_000,
      quota: 1,
      valid_from: '2026-11-01T00:00:00+07:00',
      valid_until: '2026-12-31T23:59:59+07:00',
    })
    .execute();
  await insertReservation(db, { status: 'paid', expiresAt: bookedExpiresAt, voucherCode: 'HABIS' });
}

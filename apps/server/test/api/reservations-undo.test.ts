import { reservationBodySchema } from '@lintas/domain/reservation-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/http/app-error.js';
import { createReservationServices } from '../../src/modules/reservations/reservation-services.js';
import type { PaymentsPort } from '../../src/modules/reservations/reservation.ports.js';
import { createServices, reservationTripsPort } from '../../src/services.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import {
  counts,
  oneWay,
  seatMap,
  seats,
  serverTotal,
  takenSeats,
  TOMORROW,
} from './reservations.fixtures.js';

/**
 * The checkout's last step fails (the gateway is down): the reservation is cancelled,
 * its seats are free again, and the booker reads PAYMENT_FAILED. Driven on the real
 * database and services with a payments fake that always fails.
 */
describe('checkout undo when the payment charge fails', () => {
  let t: TestApp;
  const cancelled: number[] = [];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  function checkoutWith(createCharge: PaymentsPort['createCharge']) {
    const services = createServices({ config: t.config, database: t.database, clock: t.clock });
    const logged: unknown[] = [];
    const reservations = createReservationServices({
      db: t.db,
      config: t.config,
      clock: t.clock,
      logger: { warn: (details) => logged.push(details), error: (details) => logged.push(details) },
      trips: reservationTripsPort(services.trips),
      pricing: services.pricing,
      points: services.customerPoints,
      vouchers: services.vouchers,
      payments: {
        createCharge,
        latestPayment: async () => null,
        cancelPendingCharges: async (id) => {
          cancelled.push(id);
        },
      },
    });
    return reservations.checkout;
  }

  const trip = { operator_kode: 'XTR', jadwal_kode: 'XTR-01-2000', tanggal_berangkat: TOMORROW };

  it('cancels the reservation, frees its seats and answers PAYMENT_FAILED', async () => {
    const body = oneWay({ ...trip, kursi: seats('1', '2') });
    const total = await serverTotal(t, body);
    const before = await counts(t);
    const checkout = checkoutWith(async () => {
      throw new Error('gateway unreachable');
    });
    const error = await checkout
      .reserve(reservationBodySchema.parse({ ...body, total_bayar: total }), {
        customerId: null,
        platform: 'WEB',
        clientAddress: '127.0.0.1',
        idempotencyKey: null,
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('PAYMENT_FAILED');

    const after = await counts(t);
    expect(after.reservations).toBe(before.reservations + 1);
    expect(after.occupancy).toBe(before.occupancy);
    const row = await t.db
      .selectFrom('reservations')
      .select(['id', 'status', 'cancel_reason'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'cancelled', cancel_reason: 'payment_failed' });
    expect(cancelled).toContain(row.id);
    expect(takenSeats(await seatMap(t, trip))).toEqual([]);
  });

  it('passes on a 4xx refusal of the payments module after undoing', async () => {
    const body = oneWay({ ...trip, kursi: seats('3') });
    const total = await serverTotal(t, body);
    const checkout = checkoutWith(async () => {
      throw new AppError('PAYMENT_AMOUNT_OUT_OF_RANGE');
    });
    await expect(
      checkout.reserve(reservationBodySchema.parse({ ...body, total_bayar: total }), {
        customerId: null,
        platform: 'WEB',
        clientAddress: '127.0.0.1',
        idempotencyKey: null,
      }),
    ).rejects.toMatchObject({ code: 'PAYMENT_AMOUNT_OUT_OF_RANGE' });
    expect(takenSeats(await seatMap(t, trip))).toEqual([]);
  });
});

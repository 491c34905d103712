import { reservationBodySchema } from '@lintas/domain/reservation-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/lib/logger.js';
import { createReservationServices } from '../../src/modules/reservations/reservation-services.js';
import { createServices, reservationTripsPort } from '../../src/services.js';
import { statementCounter } from '../helpers/statement-counter.js';
import { createTestApp, type TestApp, TEST_NOW } from '../helpers/test-app.js';
import { messagesAbout } from './booking-messages.fixtures.js';
import { oneWay, seats, serverTotal } from './reservations.fixtures.js';

/**
 * Decision 0024: a booking is bound by its round trips to the database, so a checkout is
 * a fixed, small number of statements. The first test counts the reservations module's
 * own: a plain booking (no voucher, seat promo or points) is one statement with no
 * transaction around it (decision 0032: the hold limits' locks and counts, the seats'
 * check, the reservation, its legs, passengers and seats); the confirmation is written
 * by the payments module's statement that records the charge. The second counts every statement of a checkout, wired as services.ts wires
 * it. Before decision 0024 the same booking ran seventeen statements in the module.
 */
describe('a booking in few round trips', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes the reservation, its leg, passengers and seats in one statement, and no other', async () => {
    t.clock.set(TEST_NOW);
    const services = createServices({ config: t.config, database: t.database, clock: t.clock });
    const counter = statementCounter();
    const { checkout } = createReservationServices({
      db: t.db.withPlugin(counter.plugin),
      config: t.config,
      clock: t.clock,
      logger: silentLogger,
      trips: reservationTripsPort(services.trips),
      pricing: services.pricing,
      // As the application wires it (services.ts): the row read in the trip lookup's
      // statement, outside this handle.
      paymentMethodRead: (methodCode) => services.paymentMethods.checkoutChoiceRead(methodCode),
      points: services.customerPoints,
      vouchers: services.vouchers,
      payments: services.payments.payments,
      notifier: services.notifications.outbox,
    });
    const body = oneWay({ kursi: seats('4', '5') });
    const total = await serverTotal(t, body);

    counter.statements = 0;
    const result = await checkout.reserve(
      reservationBodySchema.parse({ ...body, total_bayar: total }),
      { customerId: null, platform: 'WEB', clientAddress: '127.0.0.1', idempotencyKey: null },
    );

    expect(counter.statements).toBe(1);
    // ...and everything they were to write is there.
    const { id } = await t.db
      .selectFrom('reservations')
      .select('id')
      .where('code', '=', result.reservasi_kode)
      .executeTakeFirstOrThrow();
    const seatRows = await t.db
      .selectFrom('seat_occupancy')
      .select('seat_no')
      .where('reservation_id', '=', id)
      .execute();
    expect(seatRows.map((row) => row.seat_no).sort()).toEqual(['4', '5']);
    const passengers = await t.db
      .selectFrom('reservation_passengers')
      .innerJoin('reservation_legs', 'reservation_legs.id', 'reservation_passengers.leg_id')
      .select(['reservation_passengers.seat_no', 'reservation_passengers.passenger_name'])
      .where('reservation_legs.reservation_id', '=', id)
      .orderBy('reservation_passengers.seat_no')
      .execute();
    expect(passengers).toEqual([
      { seat_no: '4', passenger_name: 'Budi Santoso' },
      { seat_no: '5', passenger_name: 'Siti Aminah' },
    ]);
    const messages = await messagesAbout(t, result.reservasi_kode);
    expect(messages.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
  });

  it('costs four statements from the trip lookup to the confirmation, wired as the app wires it', async () => {
    t.clock.set(TEST_NOW);
    const counter = statementCounter();
    const services = createServices({
      config: t.config,
      database: { ...t.database, db: t.db.withPlugin(counter.plugin) },
      clock: t.clock,
    });
    const book = async (seatNo: string, clientAddress: string) => {
      const body = oneWay({ kursi: seats(seatNo) });
      const total = await serverTotal(t, body);
      return services.reservations.checkout.reserve(
        reservationBodySchema.parse({ ...body, total_bayar: total }),
        { customerId: null, platform: 'WEB', clientAddress, idempotencyKey: null },
      );
    };
    // A first booking fills this process's catalogue caches, as earlier requests would.
    await book('7', '127.0.0.2');
    counter.statements = 0;

    const result = await book('8', '127.0.0.3');

    // The catalogue's version with the payment method's row; the booking with the hold
    // limits' locks and counts and the charge's pending row (no BEGIN or COMMIT: one
    // statement, decisions 0032 and 0034); the gateway's (the simulator's own row); the
    // charge's answer recorded with the confirmation's messages. Before migration 0021
    // and the method read alongside the version: nine, and BEGIN and COMMIT; the
    // confirmation and the pending charge had one each until issue 11's last session.
    expect(counter.statements).toBe(4);
    expect(result.status).toBe('pending');
    expect(result.pembayaran?.va_number).toMatch(/^\d+$/);
    // One charge, the one the booking's statement wrote, answered.
    const charges = await t.db
      .selectFrom('payments')
      .innerJoin('reservations', 'reservations.id', 'payments.reservation_id')
      .select(['payments.order_id', 'payments.status', 'payments.gateway_transaction_id'])
      .where('reservations.code', '=', result.reservasi_kode)
      .execute();
    expect(charges).toEqual([
      {
        order_id: `${result.reservasi_kode}-1`,
        status: 'pending',
        gateway_transaction_id: expect.any(String),
      },
    ]);
    // ...and the confirmation was written, carrying the charge's VA number.
    const messages = await messagesAbout(t, result.reservasi_kode);
    expect(messages.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
    expect(messages.find((row) => row.channel === 'sms')?.text).toContain(
      result.pembayaran?.va_number ?? 'no VA',
    );
  });
});

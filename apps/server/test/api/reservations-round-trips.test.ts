import { reservationBodySchema } from '@lintas/domain/reservation-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/lib/logger.js';
import { createReservationServices } from '../../src/modules/reservations/reservation-services.js';
import { resolveLegs } from '../../src/modules/trips/selected-legs.js';
import { createServices } from '../../src/services.js';
import { statementCounter } from '../helpers/statement-counter.js';
import { createTestApp, type TestApp, TEST_NOW } from '../helpers/test-app.js';
import { messagesAbout } from './booking-messages.fixtures.js';
import { oneWay, seats, serverTotal } from './reservations.fixtures.js';

/**
 * Decision 0024: a booking is bound by its round trips to the database, so the
 * reservations module's part of a checkout is a fixed, small number of statements. Every
 * statement the checkout runs on its own database handle is counted here (the catalogue,
 * the payment method's row with its window and the payment gateway keep theirs): the
 * hold-limit locks with the hold counts (one function call, migration 0021; two
 * statements before it), the one statement that writes the booking and its seats, and the
 * confirmation's one insert. The quote takes the method's row read for
 * the window instead of reading it again (it did: five). Before decision 0024 the same
 * booking ran seventeen.
 */
describe('a booking in few round trips', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes the reservation, its leg, passengers and seats in one statement: three in all', async () => {
    t.clock.set(TEST_NOW);
    const services = createServices({ config: t.config, database: t.database, clock: t.clock });
    const counter = statementCounter();
    const { checkout } = createReservationServices({
      db: t.db.withPlugin(counter.plugin),
      config: t.config,
      clock: t.clock,
      logger: silentLogger,
      trips: {
        resolve: (...args) => services.trips.resolve(...args),
        resolveSelectedLegs: (selection) => resolveLegs(services.trips, selection),
      },
      pricing: services.pricing,
      // As the application wires it (services.ts): the row read once, outside this handle.
      paymentMethodFor: async (methodCode) => {
        const method = await services.paymentMethods.require(methodCode);
        return { method, windowMinutes: services.paymentMethods.paymentWindowMinutes(method) };
      },
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

    expect(counter.statements).toBe(3);
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
});

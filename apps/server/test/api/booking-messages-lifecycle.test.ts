import { reservationBodySchema } from '@lintas/domain/reservation-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReservationServices } from '../../src/modules/reservations/reservation-services.js';
import { createServices, reservationTripsPort } from '../../src/services.js';
import { createTestApp, type TestApp, TEST_NOW } from '../helpers/test-app.js';
import { messagesAbout } from './booking-messages.fixtures.js';
import { oneWay, reserveOk, seats, serverTotal } from './reservations.fixtures.js';

/** The lifecycle and the checkout with the booker's messages, on the real database. */
describe('booking messages and the reservation lifecycle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const servicesOf = () =>
    createServices({ config: t.config, database: t.database, clock: t.clock });

  it('queues the e-ticket on pending -> paid only: a second settle (already_paid) queues nothing', async () => {
    t.clock.set(TEST_NOW);
    const { code } = await reserveOk(t, oneWay({ kursi: seats('1') }));
    const { id } = await t.db
      .selectFrom('reservations')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    const { lifecycle } = servicesOf().reservations;
    const paidAt = new Date(t.clock.now().getTime() + 60_000);

    const first = await t.db.transaction().execute((trx) => lifecycle.settle(trx, id, paidAt));
    const second = await t.db.transaction().execute((trx) => lifecycle.settle(trx, id, paidAt));

    expect([first, second]).toEqual(['paid', 'already_paid']);
    const tickets = (await messagesAbout(t, code)).filter((row) => row.is_ticket);
    expect(tickets.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
  });

  it('queues no e-ticket when the settlement rolls back', async () => {
    t.clock.set(TEST_NOW);
    const { code } = await reserveOk(t, oneWay({ kursi: seats('2') }));
    const { id } = await t.db
      .selectFrom('reservations')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    const { lifecycle } = servicesOf().reservations;
    await expect(
      t.db.transaction().execute(async (trx) => {
        expect(await lifecycle.settle(trx, id, t.clock.now())).toBe('paid');
        throw new Error('the payment row could not be written');
      }),
    ).rejects.toThrow('could not be written');
    expect((await messagesAbout(t, code)).filter((row) => row.is_ticket)).toEqual([]);
  });

  it('keeps the booking when the confirmation cannot be built, and says so in the log', async () => {
    t.clock.set(TEST_NOW);
    const services = servicesOf();
    const logged: Array<{ details: unknown; message: string }> = [];
    const { checkout } = createReservationServices({
      db: t.db,
      config: t.config,
      clock: t.clock,
      logger: {
        warn: (details, message) => logged.push({ details, message }),
        error: (details, message) => logged.push({ details, message }),
      },
      trips: reservationTripsPort(services.trips),
      pricing: services.pricing,
      points: services.customerPoints,
      vouchers: services.vouchers,
      payments: services.payments.payments,
      notifier: {
        enqueueAll: async () => {
          throw new Error('outbox unavailable');
        },
        // The confirmation is written with the charge's answer (one statement): a message
        // that cannot be built leaves the charge to be recorded without it.
        enqueueAllWhen: () => {
          throw new Error('outbox unavailable');
        },
        dispatchSoon: () => {},
      },
    });
    const body = oneWay({ kursi: seats('3') });
    const total = await serverTotal(t, body);
    const result = await checkout.reserve(
      reservationBodySchema.parse({ ...body, total_bayar: total }),
      {
        customerId: null,
        platform: 'WEB',
        clientAddress: '127.0.0.1',
        idempotencyKey: null,
      },
    );

    expect(result.status).toBe('pending');
    expect(result.pembayaran.va_number).toMatch(/^\d+$/);
    const row = await t.db
      .selectFrom('reservations')
      .select('status')
      .where('code', '=', result.reservasi_kode)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(await messagesAbout(t, result.reservasi_kode)).toEqual([]);
    expect(logged).toEqual([
      expect.objectContaining({ message: 'could not queue the booking confirmation' }),
    ]);
  });
});

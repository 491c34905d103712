import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerSessionRepository } from '../../src/modules/customers/customer-session.repository.js';
import { CustomerSessionService } from '../../src/modules/customers/customer-session.service.js';
import { createServices } from '../../src/services.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { oneWay, post, reserveOk, seats } from './reservations.fixtures.js';

/** Points (flag_point) are spent at checkout and come back whenever the booking ends unpaid. */
describe('points spent by a reservation', () => {
  let t: TestApp;
  let customerId: number;
  let bearer: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    const row = await t.db
      .insertInto('customers')
      .values({ name: 'Budi Santoso', email: 'poin@example.com', points_balance: 12_000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    customerId = row.id;
    const token = await new CustomerSessionService(
      new CustomerSessionRepository(t.db),
      t.clock,
    ).issueToken(customerId);
    bearer = { authorization: `Bearer ${token}` };
  });
  afterAll(() => t.close());

  const balance = async () =>
    (
      await t.db
        .selectFrom('customers')
        .select('points_balance')
        .where('id', '=', customerId)
        .executeTakeFirstOrThrow()
    ).points_balance;
  const pointsUsed = async (code: string) =>
    (
      await t.db
        .selectFrom('reservations')
        .select('points_used')
        .where('code', '=', code)
        .executeTakeFirstOrThrow()
    ).points_used;

  it('takes the points at checkout and gives them back on cancel', async () => {
    const { code } = await reserveOk(
      t,
      oneWay({ jadwal_kode: 'XTR-01-0900', kursi: seats('1'), flag_point: 1 }),
      bearer,
    );
    expect(await pointsUsed(code)).toBe(12_000);
    expect(await balance()).toBe(0);
    // No points left: the next checkout prices without them.
    const { code: second } = await reserveOk(
      t,
      oneWay({ jadwal_kode: 'XTR-01-0900', kursi: seats('2'), flag_point: 1 }),
      bearer,
    );
    expect(await pointsUsed(second)).toBe(0);

    await post(t, '/api/travel/batal-reservasi', { reservasi_kode: code }, bearer);
    expect(await balance()).toBe(12_000);
    await post(t, '/api/travel/batal-reservasi', { reservasi_kode: code }, bearer);
    expect(await balance()).toBe(12_000);
  });

  it('keeps the balance right across a change of payment method', async () => {
    const { code } = await reserveOk(
      t,
      oneWay({ jadwal_kode: 'XTR-01-1000', kursi: seats('1'), flag_point: 1 }),
      bearer,
    );
    expect(await balance()).toBe(0);
    const res = await post(
      t,
      '/api/travel/ganti-pembayaran',
      { reservasi_kode: code, jenis_pembayaran_kode: 'QRIS' },
      bearer,
    );
    expect(res.statusCode).toBe(200);
    expect(await pointsUsed(code)).toBe(12_000);
    expect(await balance()).toBe(0);
  });

  it('gives the points back when the hold expires (sweeper), exactly once', async () => {
    t.clock.advanceMinutes(16);
    const sweeper = createServices({ config: t.config, database: t.database, clock: t.clock })
      .reservations.sweeper;
    await sweeper.runOnce();
    await sweeper.runOnce();
    expect(await balance()).toBe(12_000);
  });
});

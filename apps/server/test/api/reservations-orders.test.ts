import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerSessionRepository } from '../../src/modules/customers/customer-session.repository.js';
import { CustomerSessionService } from '../../src/modules/customers/customer-session.service.js';
import { createTestApp, type TestApp, WEB_BASIC } from '../helpers/test-app.js';
import { oneWay, post, reserveOk, seats } from './reservations.fixtures.js';

describe('GET /api/travel/list-reservasi and list-riwayat-reservasi', () => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  const codes: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const sessions = new CustomerSessionService(new CustomerSessionRepository(t.db), t.clock);
    const [owner, other] = await t.db
      .insertInto('customers')
      .values([
        { name: 'Budi Santoso', email: 'budi@example.com' },
        { name: 'Lain', email: 'lain@example.com' },
      ])
      .returning('id')
      .execute();
    token = await sessions.issueToken(owner!.id);
    otherToken = await sessions.issueToken(other!.id);
    const bearer = { authorization: `Bearer ${token}` };
    const book = (jadwal: string, seat: string) =>
      reserveOk(t, oneWay({ jadwal_kode: jadwal, kursi: seats(seat) }), bearer);

    codes.expired = (await book('XTR-01-0900', '1')).code;
    t.clock.advanceMinutes(20);
    codes.cancelled = (await book('XTR-01-1000', '1')).code;
    await post(t, '/api/travel/batal-reservasi', { reservasi_kode: codes.cancelled }, bearer);
    codes.paid = (await book('XTR-01-1100', '1')).code;
    await t.app.inject({ method: 'POST', url: `/api/dev/payments/${codes.paid}/settle` });
    codes.pending = (await book('XTR-01-1200', '1')).code;
    // A guest booking and another customer's booking never show up.
    await reserveOk(t, oneWay({ jadwal_kode: 'XTR-01-1300', kursi: seats('1') }));
    await reserveOk(t, oneWay({ jadwal_kode: 'XTR-01-1400', kursi: seats('1') }), {
      authorization: `Bearer ${otherToken}`,
    });
  });
  afterAll(() => t.close());

  const list = (
    path: string,
    headers: Record<string, string>,
    query: Record<string, string> = {},
  ) => t.app.inject({ method: 'GET', url: `/api/travel/${path}`, query, headers });

  it('lists the orders still to travel, newest first, with legs and passengers', async () => {
    const res = await list('list-reservasi', { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    const results = res.json().results;
    expect(results).toMatchObject({ page: 1, total_page: 1, total_data: 2 });
    expect(results.list.map((order: { reservasi_kode: string }) => order.reservasi_kode)).toEqual([
      codes.pending,
      codes.paid,
    ]);
    expect(results.list[1]).toMatchObject({ status: 'paid' });
    expect(results.list[0].perjalanan[0]).toMatchObject({
      jadwal_kode: 'XTR-01-1200',
      kursi: [{ no: '1', nama: 'Budi Santoso' }],
    });
    expect(results.list[0].pembayaran).toBeUndefined();
  });

  it('lists the history: expired and cancelled, and trips already travelled', async () => {
    const history = await list('list-riwayat-reservasi', { authorization: `Bearer ${token}` });
    expect(history.json().results.list.map((order: { status: string }) => order.status)).toEqual([
      'cancelled',
      'expired',
    ]);
    t.clock.set('2026-11-22T05:00:00Z'); // noon WIB tomorrow: the 11.00 trip has left
    const later = await list('list-riwayat-reservasi', { authorization: `Bearer ${token}` });
    expect(
      later.json().results.list.map((order: { reservasi_kode: string }) => order.reservasi_kode),
    ).toEqual([codes.pending, codes.paid, codes.cancelled, codes.expired]);
    expect(
      (await list('list-reservasi', { authorization: `Bearer ${token}` })).json().results.list,
    ).toEqual([]);
  });

  it('pages past the end answer an empty list; bad pages are refused', async () => {
    const res = await list(
      'list-riwayat-reservasi',
      { authorization: `Bearer ${token}` },
      { page: '5' },
    );
    expect(res.json().results).toMatchObject({ page: 5, list: [] });
    for (const page of ['0', '-1', 'abc', '1.5']) {
      const bad = await list(
        'list-riwayat-reservasi',
        { authorization: `Bearer ${token}` },
        { page },
      );
      expect({ page, status: bad.statusCode }).toEqual({ page, status: 400 });
    }
  });

  it('needs a customer bearer token', async () => {
    expect((await list('list-reservasi', { authorization: WEB_BASIC })).statusCode).toBe(401);
    expect((await list('list-reservasi', {})).statusCode).toBe(401);
    expect((await list('list-reservasi', { authorization: 'Bearer nope' })).statusCode).toBe(401);
  });
});

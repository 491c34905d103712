import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { get, oneWay, post, reserveOk, seats, TOMORROW } from './reservations.fixtures.js';

/**
 * ganti-pembayaran when the DATABASE, not the gateway, fails while the new charge is
 * made: the booker gets the 503 every request gets during an outage (come back soon),
 * not a 502 blaming the gateway. The local simulator gateway keeps its books in the
 * database, so a trigger that fails its writes with a connection-class SQLSTATE (08006,
 * what node-postgres reports when the server goes away) is an outage in the middle of
 * the charge, on PGlite.
 */
describe('ganti-pembayaran during a database outage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function failSimulatorWrites() {
    await sql`
      CREATE FUNCTION test_outage() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'connection failure' USING ERRCODE = '08006';
      END $$`.execute(t.db);
    await sql`
      CREATE TRIGGER test_outage BEFORE INSERT OR UPDATE ON simulator_transactions
      FOR EACH ROW EXECUTE FUNCTION test_outage()`.execute(t.db);
  }

  async function endOutage() {
    await sql`DROP TRIGGER test_outage ON simulator_transactions`.execute(t.db);
    await sql`DROP FUNCTION test_outage()`.execute(t.db);
  }

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After and keeps the old prices', async () => {
    const { code, guestToken, json } = await reserveOk(
      t,
      oneWay({
        operator_kode: 'XTR',
        jadwal_kode: 'XTR-01-1400',
        tanggal_berangkat: TOMORROW,
        kursi: seats('3'),
      }),
    );
    const auth = { 'x-guest-token': guestToken };
    const change = () =>
      post(
        t,
        '/api/travel/ganti-pembayaran',
        { reservasi_kode: code, jenis_pembayaran_kode: 'QRIS' },
        auth,
      );

    await failSimulatorWrites();
    try {
      const res = await change();
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        status: 'ERROR',
        error_code: 'SERVICE_UNAVAILABLE',
        message: expect.any(String),
      });
    } finally {
      await endOutage();
    }

    const detail = (
      await get(t, '/api/travel/detail-reservasi', { reservasi_kode: code }, auth)
    ).json().results;
    expect(detail).toMatchObject({
      status: 'pending',
      jenis_pembayaran_kode: json.results.pembayaran.jenis_pembayaran_kode,
      total: json.results.total,
    });

    // Once the database is back, the same request goes through.
    const retried = await change();
    expect(retried.statusCode).toBe(200);
    expect(retried.json().results.pembayaran).toMatchObject({ jenis_pembayaran_kode: 'QRIS' });
  });
});

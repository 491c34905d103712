import { describe, expect, it } from 'vitest';
import { type TestApp, WEB_BASIC } from '../helpers/test-app.js';
import { useTwoServers } from './two-servers.js';

/**
 * Hold limits and Idempotency-Key where they must hold: two server instances (two
 * connection pools) on one real PostgreSQL, clients racing over real HTTP. The limits
 * live in the database, so no instance can let a booker past them, and one key books once.
 */
const TOMORROW = '2026-11-22';
const LIMITS = { HOLD_LIMIT_PER_CONTACT: '3', HOLD_LIMIT_PER_ADDRESS: '1000' };

type Body = Record<string, unknown>;

describe('hold limits and idempotency across two server instances (PostgreSQL)', () => {
  let first: TestApp;
  let urls: string[];

  useTwoServers((servers) => ({ first, urls } = servers), {
    poolSize: 10,
    env: LIMITS,
    listen: true,
  });

  async function post(index: number, body: Body, headers: Record<string, string> = {}) {
    const res = await fetch(`${urls[index % urls.length]}/api/travel/reservasi`, {
      method: 'POST',
      headers: { authorization: WEB_BASIC, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return {
      status: res.status,
      json: (await res.json()) as { error_code?: string; results?: { reservasi_kode: string } },
    };
  }

  const bodyFor = (seatNo: string, contact: { email: string; phone: string }): Body => ({
    operator_kode: 'XTR',
    jadwal_kode: 'XTR-01-0900',
    tanggal_berangkat: TOMORROW,
    kursi: [{ no: seatNo, nama: 'Rina Wati' }],
    pemesan_nama: 'Rina Wati',
    pemesan_email: contact.email,
    pemesan_telp: contact.phone,
    jenis_pembayaran_kode: 'BCA_VA',
  });

  async function priced(body: Body): Promise<Body> {
    const probe = await post(0, {
      ...body,
      pemesan_email: 'harga@example.com',
      pemesan_telp: '081900000001',
      total_bayar: 0,
    });
    expect(probe.json.error_code).toBe('PRICE_CHANGED');
    const total = (probe.json as { details?: { total_bayar?: number } }).details?.total_bayar;
    return { ...body, total_bayar: total };
  }

  it('lets one booker hold exactly the limit when ten checkouts race on two servers', async () => {
    const contact = { email: 'rina@example.com', phone: '081377778888' };
    const bodies = await Promise.all(
      ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'].map((seat) =>
        priced(bodyFor(seat, contact)),
      ),
    );
    const answers = await Promise.all(bodies.map((body, i) => post(i, body)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    const held = await first.db
      .selectFrom('reservations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('booker_email_key', '=', contact.email)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect(Number(held.n)).toBe(3);
  });

  it('books once when one Idempotency-Key arrives at both servers at the same moment', async () => {
    const body = await priced(bodyFor('11', { email: 'agus@example.com', phone: '081388889999' }));
    const headers = { 'idempotency-key': 'race-key-0123456789abcdef' };
    const answers = await Promise.all([0, 1, 0, 1].map((i) => post(i, body, headers)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const codes = new Set(answers.map((a) => a.json.results?.reservasi_kode));
    expect(codes.size).toBe(1);
    const rows = await first.db
      .selectFrom('reservations')
      .select('id')
      .where('booker_email_key', '=', 'agus@example.com')
      .execute();
    expect(rows).toHaveLength(1);
  });
});

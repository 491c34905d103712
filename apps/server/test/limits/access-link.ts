import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { createTestApp, type TestApp, WEB_BASIC } from '../helpers/test-app.js';
import { lastOutboxId, outbox } from '../api/customers-fixtures.js';
import { oneWay, reserveOk, seats, TOMORROW } from '../api/reservations.fixtures.js';

const OWNER_EMAIL = 'budi.santoso@example.com';
const SENT =
  'Bila kode booking ini terdaftar, tautan untuk membuka pesanan sudah kami kirim ke email pemesan. Periksa juga folder spam.';

/**
 * Issue 22, the second way in (decision 0035): a stranger who knows a booking code can
 * lock its look-up for the hour with wrong contacts, even from the owner's own café Wi-Fi.
 * The owner then asks for a link, which goes only to the booker's e-mail, opens the
 * booking on this device and expires in 30 minutes; nothing tells the asker whether the
 * code exists. Run on the embedded database and on a real PostgreSQL server.
 */
export function describeAccessLink(
  engine: string,
  open: () => Promise<{ database?: Database; dispose(): Promise<void> }>,
) {
  describe(`a link to the booker opens a locked look-up (${engine})`, () => {
    let t: TestApp;
    let dispose: () => Promise<void>;

    beforeAll(async () => {
      const opened = await open();
      dispose = opened.dispose;
      t = await createTestApp({
        env: { LOOKUP_FAILURE_LIMIT_PER_CODE: '5' },
        ...(opened.database && { database: opened.database }),
      });
    });
    afterAll(async () => {
      await t.close();
      await dispose();
    });

    const book = (seat: string) =>
      reserveOk(
        t,
        oneWay({
          operator_kode: 'XTR',
          jadwal_kode: 'XTR-01-0700',
          tanggal_berangkat: TOMORROW,
          kursi: seats(seat),
        }),
      );

    const post = async (path: string, body: Record<string, string>, ip: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/travel/${path}`,
        payload: body,
        headers: { authorization: WEB_BASIC },
        remoteAddress: ip,
      });
      return { status: res.statusCode, body: res.body, json: res.json() };
    };

    /** The access link's token in the newest e-mail to the booker after `after`. */
    const linkSent = async (code: string, after: number) => {
      for (let i = 0; i < 200; i++) {
        const mail = (await outbox(t)).find(
          (m) =>
            m.id > after &&
            m.recipient === OWNER_EMAIL &&
            m.text.includes(`/reservasi/${code}?akses=`),
        );
        if (mail) return /\?akses=([^\s]+)/.exec(mail.text)?.[1] as string;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error('no access link reached the booker');
    };

    it("opens the owner's booking by the e-mailed link after a stranger on the same address locked its look-up", async () => {
      const ip = '100.64.1.1';
      const own = await book('1');
      for (let i = 0; i < 5; i++)
        expect(
          (
            await post(
              'web-detail-reservasi',
              { reservasi_kode: own.code, pemesan_email_telp: `x${i}@example.com` },
              ip,
            )
          ).status,
        ).toBe(404);
      // Locked: the right contact is refused for the rest of the hour (decision 0035).
      const locked = await post(
        'web-detail-reservasi',
        { reservasi_kode: own.code, pemesan_email_telp: OWNER_EMAIL },
        ip,
      );
      expect(locked.status).toBe(429);

      const after = await lastOutboxId(t);
      const sent = await post('kirim-akses-reservasi', { reservasi_kode: own.code }, ip);
      expect(sent.status, sent.body).toBe(200);
      expect(sent.json.results).toEqual({ pesan: SENT, berlaku_menit: 30 });
      const token = decodeURIComponent(await linkSent(own.code, after));
      // The link went to the booker only: nothing of it is in the answer.
      expect(sent.body).not.toContain(token);

      const opened = await post(
        'buka-akses-reservasi',
        { reservasi_kode: own.code, akses: token },
        ip,
      );
      expect(opened.status, opened.body).toBe(200);
      expect(opened.json.results.reservasi_kode).toBe(own.code);
      expect(opened.json.results.pemesan.email).not.toBe(OWNER_EMAIL);
      const guestToken = opened.json.results.guest_token as string;
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/travel/detail-reservasi?reservasi_kode=${own.code}`,
        headers: { authorization: WEB_BASIC, 'x-guest-token': guestToken },
      });
      expect(detail.statusCode).toBe(200);
    });

    it('answers the same for a code that does not exist, and sends nothing', async () => {
      const after = await lastOutboxId(t);
      const sent = await post(
        'kirim-akses-reservasi',
        { reservasi_kode: 'LTSTIDAKADA99' },
        '100.64.1.2',
      );
      expect(sent.status).toBe(200);
      expect(sent.json.results).toEqual({ pesan: SENT, berlaku_menit: 30 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await outbox(t)).filter((m) => m.id > after)).toEqual([]);
    });

    it('sends at most 3 links per booking an hour, from any address, and 429 changes nothing', async () => {
      const own = await book('2');
      const after = await lastOutboxId(t);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push(
          (await post('kirim-akses-reservasi', { reservasi_kode: own.code }, `100.64.2.${i}`))
            .status,
        );
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      await linkSent(own.code, after);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const links = (await outbox(t)).filter((m) => m.id > after && m.text.includes('?akses='));
      expect(links).toHaveLength(3);
    });

    it('refuses a link that expired, belongs to another booking or was altered', async () => {
      const ip = '100.64.3.1';
      const first = await book('3');
      const second = await book('4');
      const after = await lastOutboxId(t);
      expect((await post('kirim-akses-reservasi', { reservasi_kode: first.code }, ip)).status).toBe(
        200,
      );
      const token = decodeURIComponent(await linkSent(first.code, after));

      const other = await post(
        'buka-akses-reservasi',
        { reservasi_kode: second.code, akses: token },
        ip,
      );
      expect(other.status).toBe(404);
      expect(other.json).toMatchObject({ status: 'ERROR', error_code: 'RESERVATION_NOT_FOUND' });
      expect(other.body).not.toContain('guest_token');
      const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      expect(
        (await post('buka-akses-reservasi', { reservasi_kode: first.code, akses: altered }, ip))
          .status,
      ).toBe(404);
      // A later expiry with the old signature does not stretch the link either.
      const [expiry, mac] = token.split('.');
      const stretched = `${Number(expiry) + 3600}.${mac}`;
      expect(
        (await post('buka-akses-reservasi', { reservasi_kode: first.code, akses: stretched }, ip))
          .status,
      ).toBe(404);

      // 30 minutes later the link no longer opens the booking.
      const start = t.clock.now();
      t.clock.set(new Date(start.getTime() + 31 * 60_000));
      try {
        const expired = await post(
          'buka-akses-reservasi',
          { reservasi_kode: first.code, akses: token },
          ip,
        );
        expect(expired.status).toBe(404);
        expect(expired.json.message).toContain('kedaluwarsa');
      } finally {
        t.clock.set(start);
      }
      expect(
        (await post('buka-akses-reservasi', { reservasi_kode: first.code, akses: token }, ip))
          .status,
      ).toBe(200);
    });

    it('an empty code or token is a clear error in Indonesian and changes nothing', async () => {
      const empty = await post('kirim-akses-reservasi', { reservasi_kode: '' }, '100.64.4.1');
      expect(empty.status).toBe(400);
      expect(empty.json.message).toContain('Harap isi');
      const noToken = await post(
        'buka-akses-reservasi',
        { reservasi_kode: 'LTSX', akses: '' },
        '100.64.4.1',
      );
      expect(noToken.status).toBe(400);
    });
  });
}

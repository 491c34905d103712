import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { loginByEmail } from '../api/customers-fixtures.js';
import { DAY_AFTER, oneWay, post, reserveOk, TOMORROW } from '../api/reservations.fixtures.js';

const LINK = '/api/travel/tautan-e-tiket';

/**
 * Issue 21, "the e-ticket as a file" (decision 0041): a paid booking's owner gets a
 * 10-minute signed link, the link serves a PDF whose text is the ticket (pdftotext reads
 * it) or a calendar file with a VEVENT per direction. The clock starts Saturday
 * 21 November 08:00 WIB; XTR-01 runs Bandung Pasteur -> Jakarta Blok M hourly. On the
 * embedded database and on a real PostgreSQL server (the callers).
 */
export function describeTicketFile(
  engine: string,
  open: () => Promise<{ database?: Database; dispose(): Promise<void> }>,
) {
  describe(`the e-ticket as a file (${engine})`, () => {
    let t: TestApp;
    let work: string;
    let dispose: () => Promise<void>;

    beforeAll(async () => {
      const opened = await open();
      dispose = opened.dispose;
      t = await createTestApp(opened.database ? { database: opened.database } : {});
      work = mkdtempSync(join(tmpdir(), 'lintas-ticket-file-'));
    });
    afterAll(async () => {
      await t.close();
      await dispose();
      rmSync(work, { recursive: true, force: true });
    });

    async function pay(booked: { json: { results: { pembayaran: unknown } } }) {
      const payment = booked.json.results.pembayaran as { payment_kode: string };
      const paid = await t.app.inject({
        method: 'POST',
        url: `/simulator/pembayaran/${payment.payment_kode}/bayar`,
      });
      expect(paid.statusCode).toBe(303);
    }

    const askLink = (code: string, headers: Record<string, string>, format?: string) =>
      post(t, LINK, { reservasi_kode: code, ...(format ? { format } : {}) }, headers);

    /** The file behind a link, fetched as a browser would: no credentials at all. */
    const download = (path: string) => t.app.inject({ method: 'GET', url: path });

    function pdfText(body: Buffer): string {
      const file = join(work, `ticket-${Date.now()}-${Math.random()}.pdf`);
      writeFileSync(file, body);
      return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    }

    it('a paid round trip: the PDF holds code, names, seats, pickup address and zone; the .ics one event per direction', async () => {
      const booked = await reserveOk(
        t,
        oneWay({
          jadwal_kode: 'XTR-01-1200',
          // 'Ş' and 'ğ' are outside Helvetica's WinAnsi: written without their marks.
          kursi: [
            { no: '3', nama: 'Ayşe Doğan' },
            { no: '4', nama: 'Siti Aminah' },
          ],
          flag_pp: 1,
          operator_kode_pulang: 'XTR',
          jadwal_kode_pulang: 'XTR-02-1300',
          tanggal_berangkat_pulang: DAY_AFTER,
          kursi_pulang: [
            { no: '5', nama: 'Ayşe Doğan' },
            { no: '6', nama: 'Siti Aminah' },
          ],
        }),
      );
      await pay(booked);
      const { code, guestToken } = booked;

      const linked = await askLink(code, { 'x-guest-token': guestToken });
      expect(linked.statusCode, linked.body).toBe(200);
      const link = linked.json().results;
      expect(link).toMatchObject({
        reservasi_kode: code,
        format: 'pdf',
        nama_file: `e-tiket-${code}.pdf`,
        berlaku_menit: 10,
      });
      expect(link.url).toBe(`http://localhost:3000${link.path}`);
      expect(link.path).toMatch(/^\/api\/travel\/unduh-e-tiket\?t=/);
      // Neither the guest token nor anything else that opens the booking is in the URL.
      expect(link.url).not.toContain(guestToken);
      const expiresIn = Date.parse(link.berlaku_sampai) - t.clock.now().getTime();
      expect(expiresIn).toBeGreaterThan(9 * 60_000);
      expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);

      const file = await download(link.path);
      expect(file.statusCode, file.body.slice(0, 300)).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="e-tiket-${code}.pdf"`,
      );
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      const text = pdfText(file.rawPayload);
      const detail = (
        await t.app.inject({
          method: 'GET',
          url: `/api/travel/detail-reservasi?reservasi_kode=${code}`,
          headers: {
            authorization: `Basic ${Buffer.from('lintas-web:dev-web-secret').toString('base64')}`,
            'x-guest-token': guestToken,
          },
        })
      ).json().results;
      const go = detail.perjalanan[0];
      expect(text).toContain(code);
      expect(text).toContain('LUNAS');
      expect(text).toContain('Ayse Dogan');
      expect(text).toContain('Siti Aminah');
      expect(text).toMatch(/Kursi 3\s+·\s+Ayse Dogan/);
      expect(text).toMatch(/Kursi 6\s+·\s+Siti Aminah/);
      expect(text).toContain(go.operator_nama);
      expect(text).toContain(go.asal.cabang_nama);
      // The address may wrap: its first words are on one line.
      expect(text.replace(/\s+/g, ' ')).toContain(go.asal.alamat.replace(/\s+/g, ' '));
      expect(text).toMatch(/Minggu, 22 November 2026, 12:00 WIB/);
      expect(text).toMatch(/Senin, 23 November 2026, 13:00 WIB/);
      // '→' is not WinAnsi: written '->'.
      expect(text).toContain(`Pergi: ${go.asal.kota_nama} -> ${go.tujuan.kota_nama}`);
      expect(text.replace(/\u00a0/g, ' ')).toContain(`Rp ${detail.total.toLocaleString('de-DE')}`);

      const ics = await askLink(code, { 'x-guest-token': guestToken }, 'ics');
      expect(ics.statusCode, ics.body).toBe(200);
      expect(ics.json().results.nama_file).toBe(`e-tiket-${code}.ics`);
      const calendar = await download(ics.json().results.path);
      expect(calendar.statusCode).toBe(200);
      expect(calendar.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(calendar.headers['content-disposition']).toBe(
        `attachment; filename="e-tiket-${code}.ics"`,
      );
      const body = calendar.body;
      // RFC 5545: CRLF line ends, no line longer than 75 octets, one VEVENT per direction.
      expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
      expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      for (const line of body.split('\r\n'))
        expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      const events = unfold(body)
        .join('\n')
        .split('BEGIN:VEVENT')
        .slice(1)
        .map((chunk) => chunk.split('END:VEVENT')[0] as string);
      expect(events).toHaveLength(2);
      const [going, back] = events.map(properties);
      // 12:00 WIB (UTC+7) on the 22nd and 13:00 WIB on the 23rd, in UTC.
      expect(going?.DTSTART).toBe('20261122T050000Z');
      expect(back?.DTSTART).toBe('20261123T060000Z');
      expect(going?.UID).toBe(`${code}-pergi@lintas`);
      expect(back?.UID).toBe(`${code}-pulang@lintas`);
      expect(going?.SUMMARY).toContain(`${go.asal.kota_nama} → ${go.tujuan.kota_nama}`);
      expect(going?.LOCATION).toContain(go.asal.cabang_nama);
      expect(unescapeText(going?.LOCATION ?? '')).toContain(go.asal.alamat);
      expect(going?.DESCRIPTION).toContain(`Kode booking: ${code}`);
      expect(unescapeText(going?.DESCRIPTION ?? '')).toContain('Kursi 3: Ayşe Doğan');
      expect(going?.DTEND && going.DTEND > (going.DTSTART ?? '')).toBe(true);
    });

    it('opens for the bearer owner, not for another customer, nor a guest without the token: 404', async () => {
      const owner = await loginByEmail(t, 'file.owner@example.com');
      const stranger = await loginByEmail(t, 'file.stranger@example.com');
      const booked = await reserveOk(
        t,
        oneWay({ jadwal_kode: 'XTR-01-1000', kursi: [{ no: '2', nama: 'Budi Santoso' }] }),
        {
          authorization: `Bearer ${owner}`,
        },
      );
      await pay(booked);
      const mine = await askLink(booked.code, { authorization: `Bearer ${owner}` });
      expect(mine.statusCode, mine.body).toBe(200);

      const attempts: Array<Record<string, string>> = [
        { authorization: `Bearer ${stranger}` },
        {},
        { 'x-guest-token': 'not-the-token-of-this-booking' },
      ];
      for (const headers of attempts) {
        const refused = await askLink(booked.code, headers);
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toMatchObject({
          status: 'ERROR',
          error_code: 'RESERVATION_NOT_FOUND',
        });
      }
      // An unknown code answers the same.
      const unknown = await askLink('ZZZZ9999', { authorization: `Bearer ${stranger}` });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error_code).toBe('RESERVATION_NOT_FOUND');
    });

    it('an unpaid booking has no file yet: 409 in Indonesian', async () => {
      const booked = await reserveOk(
        t,
        oneWay({ jadwal_kode: 'XTR-01-1100', kursi: [{ no: '2', nama: 'Budi Santoso' }] }),
      );
      const refused = await askLink(booked.code, { 'x-guest-token': booked.guestToken });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        status: 'ERROR',
        error_code: 'E_TICKET_UNAVAILABLE',
        message: expect.stringMatching(
          /^E-tiket hanya dapat diunduh untuk pesanan yang sudah dibayar/,
        ),
      });
      const badFormat = await askLink(booked.code, { 'x-guest-token': booked.guestToken }, 'docx');
      expect(badFormat.statusCode).toBe(400);
      expect(badFormat.json()).toMatchObject({ status: 'ERROR', error_code: 'VALIDATION_ERROR' });
    });

    it('a tampered, foreign, malformed or expired link: one 404 that says nothing more', async () => {
      const first = await reserveOk(
        t,
        oneWay({ jadwal_kode: 'XTR-01-1300', kursi: [{ no: '1', nama: 'Budi Santoso' }] }),
      );
      const second = await reserveOk(
        t,
        oneWay({ jadwal_kode: 'XTR-01-1300', kursi: [{ no: '2', nama: 'Dewi Lestari' }] }),
      );
      await pay(first);
      await pay(second);
      const tokenOf = async (booked: { code: string; guestToken: string }, format = 'pdf') => {
        const res = await askLink(booked.code, { 'x-guest-token': booked.guestToken }, format);
        expect(res.statusCode, res.body).toBe(200);
        return new URL(res.json().results.url).searchParams.get('t') as string;
      };
      const token = await tokenOf(first);
      const [code, format, expiry, mac] = token.split('.') as [string, string, string, string];
      const otherToken = await tokenOf(second);
      const flip = (text: string) => `${text.slice(0, -1)}${text.endsWith('A') ? 'B' : 'A'}`;
      const bad = [
        `${code}.${format}.${expiry}.${flip(mac)}`, // the signature altered
        `${code}.${format}.${Number(expiry) + 3600}.${mac}`, // the expiry moved on
        `${code}.ics.${expiry}.${mac}`, // another file of the same booking
        `${second.code}.${format}.${expiry}.${mac}`, // another booking's code, this signature
        `${code}.${otherToken.split('.').slice(1).join('.')}`, // this code, another's signature
        'ZZZZ9999.pdf.9999999999.' + 'A'.repeat(43), // no such booking
        'rubbish',
      ];
      const answers = [];
      for (const t_ of bad) {
        const res = await download(`/api/travel/unduh-e-tiket?t=${encodeURIComponent(t_)}`);
        expect(res.statusCode, t_).toBe(404);
        answers.push(res.body);
      }
      expect(new Set(answers).size).toBe(1);
      expect(JSON.parse(answers[0] as string)).toEqual({
        status: 'ERROR',
        error_code: 'E_TICKET_LINK_INVALID',
        message: expect.stringContaining('Tautan unduhan e-tiket tidak berlaku'),
      });
      const missing = await download('/api/travel/unduh-e-tiket');
      expect(missing.statusCode).toBe(400);

      // The untouched link works, until its ten minutes are over.
      expect(
        (await download(`/api/travel/unduh-e-tiket?t=${encodeURIComponent(token)}`)).statusCode,
      ).toBe(200);
      const before = t.clock.now();
      t.clock.set(new Date(before.getTime() + 9 * 60_000 + 50_000));
      try {
        expect(
          (await download(`/api/travel/unduh-e-tiket?t=${encodeURIComponent(token)}`)).statusCode,
        ).toBe(200);
        t.clock.set(new Date(before.getTime() + 10 * 60_000 + 1_000));
        const expired = await download(`/api/travel/unduh-e-tiket?t=${encodeURIComponent(token)}`);
        expect(expired.statusCode).toBe(404);
        expect(expired.body).toBe(answers[0]);
        // A fresh link works again.
        const fresh = await tokenOf(first);
        expect(
          (await download(`/api/travel/unduh-e-tiket?t=${encodeURIComponent(fresh)}`)).statusCode,
        ).toBe(200);
      } finally {
        t.clock.set(before);
      }
    });

    it('a link made before the booking was cancelled serves nothing: 409', async () => {
      const booked = await reserveOk(
        t,
        oneWay({
          jadwal_kode: 'XTR-01-1500',
          tanggal_berangkat: TOMORROW,
          kursi: [{ no: '1', nama: 'Rina Wati' }],
        }),
      );
      await pay(booked);
      const link = (await askLink(booked.code, { 'x-guest-token': booked.guestToken })).json()
        .results;
      const cancelled = await post(
        t,
        '/api/travel/batal-reservasi',
        { reservasi_kode: booked.code, konfirmasi: true },
        { 'x-guest-token': booked.guestToken },
      );
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json().results.status).toBe('cancelled');
      const refused = await download(link.path);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error_code).toBe('E_TICKET_UNAVAILABLE');
    });
  });
}

/** Content lines with their folds joined (RFC 5545 §3.1). */
function unfold(body: string): string[] {
  return body.replace(/\r\n[ \t]/g, '').split('\r\n');
}

function properties(event: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of event.split('\n')) {
    const at = line.indexOf(':');
    if (at > 0 && !(line.slice(0, at) in out)) out[line.slice(0, at)] = line.slice(at + 1);
  }
  return out;
}

function unescapeText(value: string): string {
  return value.replace(/\\n/g, '\n').replace(/\\([\\;,])/g, '$1');
}

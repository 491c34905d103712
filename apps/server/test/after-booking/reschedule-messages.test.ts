import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TEST_NOW } from '../helpers/test-app.js';
import { oneWay, post, reserveOk, seats, TOMORROW } from '../api/reservations.fixtures.js';
import { eventually } from '../api/booking-messages.fixtures.js';

/**
 * Issue 21, "Ubah Jadwal" (decision 0040): the booker's messages about a move say it is a
 * move. The charge's confirmation names the ticket that stands until it is paid and asks
 * for the charge, not the ticket's whole cost; the new e-ticket says the old code and its
 * QR no longer board.
 */
describe("a move's own messages", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { OUTBOX_POLL_MS: '50' } });
    t.clock.set(TEST_NOW);
  });
  afterAll(() => t.close());

  const settle = async (code: string) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/dev/payments/${code}/settle` });
    expect(res.statusCode, res.body).toBe(200);
  };

  /** The outbox rows whose subject or text names `code`, oldest first. */
  const messagesNaming = (code: string) =>
    t.db
      .selectFrom('outbound_messages')
      .select(['channel', 'subject', 'text', 'html'])
      .where('text', 'like', `%${code}%`)
      .orderBy('id')
      .execute();

  it('asks for the charge naming the old ticket, then sends the new e-ticket saying the old one no longer boards', async () => {
    const old = await reserveOk(
      t,
      oneWay({ jadwal_kode: 'XTR-01-1000', tanggal_berangkat: TOMORROW, kursi: seats('11') }),
    );
    await settle(old.code);
    const target = { jadwal_kode: 'XTR-01-1700', tanggal_berangkat: TOMORROW, kursi: '12' };
    const headers = { 'x-guest-token': old.guestToken };
    const quote = await post(
      t,
      '/api/travel/ubah-jadwal',
      { reservasi_kode: old.code, ...target },
      headers,
    );
    expect(quote.statusCode, quote.body).toBe(200);
    const owed = quote.json().results.ubah_jadwal.total_bayar as number;
    expect(owed).toBeGreaterThan(0);

    const confirmed = await post(
      t,
      '/api/travel/ubah-jadwal',
      { reservasi_kode: old.code, ...target, konfirmasi: true, total_bayar: owed },
      headers,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const fresh = confirmed.json().results.reservasi_baru.reservasi_kode as string;

    const asked = await eventually(async () => {
      const rows = await messagesNaming(fresh);
      return rows.length === 2 ? rows : undefined;
    });
    const askEmail = asked.find((row) => row.channel === 'email')!;
    const askSms = asked.find((row) => row.channel === 'sms')!;
    expect(askEmail.subject).toMatch(new RegExp(`^Ubah jadwal Lintas ${old.code}: bayar sebelum `));
    expect(askEmail.text).toContain(
      `Permintaan ubah jadwal tiket ${old.code} sudah kami terima. Kode booking baru: ${fresh}`,
    );
    expect(askEmail.text).toContain(`Total pembayaran: Rp ${owed.toLocaleString('id-ID')}`);
    expect(askEmail.text).toContain(
      `Tiket lama ${old.code} tetap berlaku sampai pembayaran ini diterima`,
    );
    expect(askEmail.html).toContain(old.code);
    expect(askSms.text).toMatch(
      new RegExp(
        `^Lintas: ubah jadwal ${old.code} ke ${fresh} diterima\\. Total Rp ${owed.toLocaleString('id-ID').replace('.', '\\.')},`,
      ),
    );

    await settle(fresh);
    const all = await eventually(async () => {
      const rows = await messagesNaming(fresh);
      return rows.length === 4 ? rows : undefined;
    });
    const ticketEmail = all.find(
      (row) => row.subject === `Jadwal diubah: e-tiket baru Lintas ${fresh}`,
    );
    expect(ticketEmail?.text).toContain(
      `Jadwal Anda sudah diubah. Ini e-tiket baru Anda. Kode booking: ${fresh}`,
    );
    expect(ticketEmail?.text).toContain(
      `Tiket lama ${old.code} dan QR-nya tidak berlaku lagi untuk naik.`,
    );
    expect(ticketEmail?.text).toContain('Kursi 12:');
    expect(ticketEmail?.html).toContain(`Tiket lama ${old.code} dan QR-nya tidak berlaku lagi`);
    const ticketSms = all.filter((row) => row.channel === 'sms').at(-1);
    expect(ticketSms?.text).toMatch(
      new RegExp(
        `^Lintas: jadwal diubah, e-tiket baru ${fresh} menggantikan ${old.code}\\. Berangkat `,
      ),
    );
  });

  it('keeps the plain wording for a booking that is not a move', async () => {
    const booked = await reserveOk(
      t,
      oneWay({ jadwal_kode: 'XTR-01-1000', tanggal_berangkat: TOMORROW, kursi: seats('9') }),
    );
    await settle(booked.code);
    const rows = await eventually(async () => {
      const found = await messagesNaming(booked.code);
      return found.length === 4 ? found : undefined;
    });
    expect(rows.map((row) => row.subject).filter(Boolean)).toEqual([
      expect.stringMatching(new RegExp(`^Pesanan Lintas ${booked.code}: bayar sebelum `)),
      `E-tiket Lintas ${booked.code}`,
    ]);
    for (const row of rows) expect(row.text).not.toMatch(/ubah jadwal|Tiket lama/i);
  });
});

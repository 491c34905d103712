import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TEST_NOW } from '../helpers/test-app.js';
import { signedNotification, simulatorSent } from './payments-fixtures.js';
import { get, oneWay, reserveOk, seats } from './reservations.fixtures.js';
import { eventually, messagesAbout, payInSimulator } from './booking-messages.fixtures.js';

describe('booking confirmation and e-ticket through the development outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The e-ticket is queued in the settlement's transaction and sent by the next pass.
    t = await createTestApp({ env: { OUTBOX_POLL_MS: '50' } });
  });
  afterAll(() => t.close());

  it('sends the code, total, deadline, VA number and links by e-mail and SMS on reservation', async () => {
    t.clock.set(TEST_NOW);
    const { code, json } = await reserveOk(t, oneWay({ kursi: seats('7', '8') }));
    const total = (json.results.total as number).toLocaleString('id-ID');
    const va = json.results.pembayaran.va_number as string;
    expect(va).toMatch(/^\d+$/);

    const sent = await eventually(async () => {
      const rows = await messagesAbout(t, code);
      return rows.length === 2 && rows.every((row) => row.status === 'sent') ? rows : undefined;
    });
    const email = sent.find((row) => row.channel === 'email');
    const sms = sent.find((row) => row.channel === 'sms');
    const deadline = 'Sabtu, 21 November 2026 08.15 WIB';
    const ticketLink = `${t.config.publicBaseUrl}/reservasi/${code}`;

    expect(email).toMatchObject({
      recipient: 'budi.santoso@example.com',
      subject: `Pesanan Lintas ${code}: bayar sebelum ${deadline}`,
    });
    for (const part of [
      `Kode booking: ${code}`,
      `Total pembayaran: Rp ${total}`,
      `Bayar sebelum: ${deadline}`,
      'Metode pembayaran: BCA Virtual Account',
      `Nomor Virtual Account: ${va}`,
      'ATM BCA:',
      ticketLink,
      `${t.config.publicBaseUrl}/cek-pesanan`,
    ]) {
      expect(email?.text).toContain(part);
    }
    expect(email?.html).toContain(code);
    expect(email?.html).toContain(`Rp ${total}`);
    expect(email?.html).toContain(va);
    expect(email?.html).toContain(`href="${ticketLink}"`);

    expect(sms?.recipient).toBe('6281234567890');
    expect(sms?.text).toBe(
      `Lintas: pesanan ${code} diterima. Total Rp ${total}, bayar sebelum ${deadline}. VA BCA Virtual Account: ${va}. ${ticketLink}`,
    );

    // GET /api/dev/outbox lists both, as a person reads them in development.
    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    const listed = (outbox.json().results as Array<{ text: string; channel: string }>).filter(
      (message) => message.text.includes(code),
    );
    expect(listed.map((message) => message.channel).sort()).toEqual(['email', 'sms']);
  });

  it('sends the e-ticket with every seat, its QR and an SMS once paid, and only once when the notification repeats', async () => {
    t.clock.set(TEST_NOW);
    const { code, json } = await reserveOk(t, oneWay({ kursi: seats('9', '10') }));
    const paymentCode = json.results.pembayaran.payment_kode as string;
    t.clock.advanceMinutes(2);
    await payInSimulator(t, paymentCode);

    const ticket = await eventually(async () => {
      const rows = (await messagesAbout(t, code)).filter((row) => row.is_ticket);
      return rows.length === 2 && rows.every((row) => row.status === 'sent') ? rows : undefined;
    });
    const email = ticket.find((row) => row.channel === 'email');
    const sms = ticket.find((row) => row.channel === 'sms');
    expect(email).toMatchObject({
      recipient: 'budi.santoso@example.com',
      subject: `E-tiket Lintas ${code}`,
    });
    const detail = await get(
      t,
      '/api/travel/detail-reservasi',
      { reservasi_kode: code },
      { 'x-guest-token': json.results.guest_token },
    );
    expect(detail.statusCode).toBe(200);
    const leg = detail.json().results.perjalanan[0];
    for (const part of [
      `Kode booking: ${code}`,
      leg.operator_nama,
      leg.jurusan,
      `dari ${leg.asal.cabang_nama}`,
      `di ${leg.tujuan.cabang_nama}`,
      `${leg.jam_berangkat.replace(':', '.')} ${leg.zona_waktu_berangkat}`,
      `${leg.jam_tiba.replace(':', '.')} ${leg.zona_waktu_tiba}`,
      'Kursi 9: Budi Santoso',
      'Kursi 10: Siti Aminah',
    ]) {
      expect(email?.text).toContain(part);
    }
    expect(email?.html).toMatch(/<img src="data:image\/gif;base64,[A-Za-z0-9+/=]+"/);
    expect(email?.html).toContain(`alt="QR kode booking ${code}"`);
    expect(sms?.recipient).toBe('6281234567890');
    expect(sms?.text).toContain(`pembayaran ${code} diterima`);
    expect(sms?.text).toContain(
      `Berangkat Minggu, 22 November 2026 ${leg.jam_berangkat.replace(':', '.')} ${leg.zona_waktu_berangkat} dari ${leg.asal.cabang_nama}.`,
    );

    // The gateway repeats its settlement (a new delivery of the same payment).
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/payments/notification',
      payload: (await simulatorSent(
        t.db,
        signedNotification({
          orderId: paymentCode,
          amount: json.results.total,
          serverKey: t.config.payment.serverKey,
          transactionId: `repeat-${paymentCode}`,
        }),
      )) as object,
    });
    expect(again.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await messagesAbout(t, code);
    expect(after.filter((row) => row.subject === `E-tiket Lintas ${code}`)).toHaveLength(1);
    expect(after.filter((row) => row.is_ticket)).toHaveLength(2);
  });

  it('sends no e-ticket for a payment that arrives after the deadline', async () => {
    t.clock.set(TEST_NOW);
    const { code, json } = await reserveOk(t, oneWay({ kursi: seats('11') }));
    const paymentCode = json.results.pembayaran.payment_kode as string;
    t.clock.advanceMinutes(20);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/notification',
      payload: (await simulatorSent(
        t.db,
        signedNotification({
          orderId: paymentCode,
          amount: json.results.total,
          serverKey: t.config.payment.serverKey,
        }),
      )) as object,
    });
    expect(res.statusCode).toBe(200);
    const status = await t.db
      .selectFrom('reservations')
      .select(['status', 'refund_status'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect(status).toEqual({ status: 'expired', refund_status: 'required' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const rows = await messagesAbout(t, code);
    // The confirmation only.
    expect(rows.map((row) => row.subject ?? row.channel).sort()).toEqual([
      `Pesanan Lintas ${code}: bayar sebelum Sabtu, 21 November 2026 08.15 WIB`,
      'sms',
    ]);
  });
});

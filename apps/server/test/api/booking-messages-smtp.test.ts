import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CaughtMail, type SmtpCatcher, startSmtpCatcher } from '../helpers/smtp-catcher.js';
import { createTestApp, type TestApp, TEST_NOW } from '../helpers/test-app.js';
import { eventually, payInSimulator } from './booking-messages.fixtures.js';
import { oneWay, reserveOk, seats } from './reservations.fixtures.js';

describe('booking confirmation and e-ticket by real SMTP', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  const received: CaughtMail[] = [];

  beforeAll(async () => {
    smtp = await startSmtpCatcher(received);
    t = await createTestApp({
      env: {
        EMAIL_TRANSPORT: 'smtp',
        SMTP_URL: smtp.url,
        EMAIL_FROM: 'Lintas <no-reply@lintas.test>',
        OUTBOX_POLL_MS: '50',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const parsedMails = () => Promise.all(received.map((mail) => PostalMime.parse(mail.raw)));

  it('delivers the confirmation, then the e-ticket with its QR as an inline image', async () => {
    t.clock.set(TEST_NOW);
    const { code, json } = await reserveOk(t, oneWay({ kursi: seats('12') }));

    const confirmation = await eventually(async () =>
      (await parsedMails()).find((mail) => mail.subject?.startsWith(`Pesanan Lintas ${code}`)),
    );
    expect(confirmation.to?.map((a) => a.address)).toEqual(['budi.santoso@example.com']);
    expect(confirmation.from?.address).toBe('no-reply@lintas.test');
    expect(confirmation.text).toContain(`Kode booking: ${code}`);
    expect(confirmation.text).toContain(json.results.pembayaran.va_number);
    expect(confirmation.html).toContain(code);

    t.clock.advanceMinutes(2);
    await payInSimulator(t, json.results.pembayaran.payment_kode);
    const ticket = await eventually(async () =>
      (await parsedMails()).find((mail) => mail.subject === `E-tiket Lintas ${code}`),
    );
    expect(ticket.text).toContain(`Kode booking: ${code}`);
    expect(ticket.text).toContain('Kursi 12: Budi Santoso');
    // The QR travels as an inline attachment that the HTML references by cid:, which
    // Gmail and Outlook show (they hide data: images).
    const qr = ticket.attachments.find((attachment) => attachment.mimeType === 'image/gif');
    expect(qr).toBeDefined();
    expect(qr?.related ?? qr?.disposition === 'inline').toBeTruthy();
    const cid = (qr?.contentId ?? '').replace(/^<|>$/g, '');
    expect(cid).not.toBe('');
    expect(ticket.html).toContain(`src="cid:${cid}"`);
    expect(ticket.html).not.toContain('data:image');
    // A GIF: its signature, and a size a QR of ~37 modules at 4 px gives.
    const bytes = Buffer.from(qr?.content as ArrayBuffer);
    expect(bytes.subarray(0, 6).toString('latin1')).toMatch(/^GIF8[79]a$/);
    expect(bytes.readUInt16LE(6)).toBeGreaterThanOrEqual(100);
  });
});

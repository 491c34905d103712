import qrcode from 'qrcode-generator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signTicketQr } from '../../src/lib/ticket-qr.js';
import type { TestApp } from '../helpers/test-app.js';
import { countRows, TEST_NOW, TEST_TODAY } from '../helpers/test-app.js';
import { get, oneWay, post, reserveOk, seats, TOMORROW } from './reservations.fixtures.js';
import {
  DEMO_PETUGAS_PASSWORD,
  demoPetugasEmail,
  openStaffDesk,
  paidBooking,
  qrContentOf,
  staffBearer,
  staffGet,
  staffPost,
  XTR_DEPARTURE,
} from './staff.fixtures.js';

/** Boarding check-in by QR or typed code (issue 10): once, with reasons for every refusal. */
describe('staff boarding', () => {
  let t: TestApp;
  let petugasXtr: string;
  let admin: string;
  beforeAll(async () => {
    ({ t, admin, petugasXtr } = await openStaffDesk());
  });
  afterAll(() => t.close());

  const board = (body: Record<string, unknown>, bearer = petugasXtr) =>
    staffPost(t, bearer, '/api/staff/boarding', body);
  const boardingCount = () => countRows(t, 'boardings');
  const auditRows = (code: string) =>
    t.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('action', '=', 'boarding')
      .where('entity_key', '=', code)
      .execute();
  const expectRefused = async (
    res: Awaited<ReturnType<typeof board>>,
    status: number,
    code: string,
    message: RegExp,
  ) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ status: 'ERROR', error_code: code });
    expect(res.json().message).toMatch(message);
  };

  it('gives a paid ticket a signed qr_content in detail-reservasi, an unpaid one none', async () => {
    const pending = await reserveOk(t, oneWay({ kursi: seats('7') }));
    const unpaid = await get(
      t,
      '/api/travel/detail-reservasi',
      { reservasi_kode: pending.code },
      { 'x-guest-token': pending.guestToken },
    );
    expect(unpaid.json().results.qr_content).toBeNull();
    const paid = await paidBooking(t, { kursi: seats('8') });
    const qr = await qrContentOf(t, paid.code, paid.guestToken);
    expect(qr).toMatch(new RegExp(`^LINTAS1\\.${paid.code}\\.[A-Za-z0-9_-]{22}$`));
    expect(qr).toBe(signTicketQr(paid.code, t.config.ticketQrSecret));
  });

  it("puts the same signed payload in the e-mailed e-ticket's QR", async () => {
    const { code } = await paidBooking(t, { kursi: seats('12') });
    const ticket = await t.db
      .selectFrom('outbound_messages')
      .select('html')
      .where('channel', '=', 'email')
      .where('subject', '=', `E-tiket Lintas ${code}`)
      .executeTakeFirstOrThrow();
    const expected = qrcode(0, 'M');
    expected.addData(signTicketQr(code, t.config.ticketQrSecret));
    expected.make();
    expect(ticket.html).toContain(`src="${expected.createDataURL(4, 16)}"`);
    // Not the bare code's QR, which the scan refuses.
    const bare = qrcode(0, 'M');
    bare.addData(code);
    bare.make();
    expect(ticket.html).not.toContain(bare.createDataURL(4, 16));
  });

  it('boards the passengers of a scanned ticket once; a second scan is 409 "sudah naik" with the time', async () => {
    const { code, guestToken } = await paidBooking(t, { kursi: seats('1', '2') });
    const qr = await qrContentOf(t, code, guestToken);
    const before = await boardingCount();
    const res = await board({ qr_content: qr, ...XTR_DEPARTURE });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toMatchObject({
      reservasi_kode: code,
      keberangkatan: { operator_kode: 'XTR', jadwal_kode: 'XTR-01-1000', tanggal: TOMORROW },
      penumpang: [
        { kursi: '1', nama: 'Budi Santoso' },
        { kursi: '2', nama: 'Siti Aminah' },
      ],
      metode: 'qr',
      naik_pada: TEST_NOW,
      naik_pada_lokal: `${TEST_TODAY} 08:00:00`,
    });
    expect(await boardingCount()).toBe(before + 2);
    const audit = await auditRows(code);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({
      status_naik: 'sudah',
      metode: 'qr',
      kursi: ['1', '2'],
    });

    t.clock.advanceMinutes(3);
    const again = await board({ qr_content: qr, ...XTR_DEPARTURE });
    await expectRefused(
      again,
      409,
      'BOARDING_ALREADY',
      /sudah naik pada 2026-11-21 pukul 08\.00 WIB/,
    );
    expect(again.json().details).toMatchObject({ reservasi_kode: code, naik_pada: TEST_NOW });
    // By hand, by an admin, without naming the departure: still once.
    const byHand = await board({ reservasi_kode: code.toLowerCase(), ...XTR_DEPARTURE }, admin);
    await expectRefused(byHand, 409, 'BOARDING_ALREADY', /sudah naik/);
    expect(await boardingCount()).toBe(before + 2);
    expect(await auditRows(code)).toHaveLength(1);
  });

  it('refuses a QR made from a booking code without the key', async () => {
    const { code } = await paidBooking(t, { kursi: seats('3') });
    const before = await boardingCount();
    for (const forged of [
      code,
      `LINTAS1.${code}.`,
      `LINTAS1.${code}.${'A'.repeat(22)}`,
      signTicketQr(code, 'a-key-that-is-not-the-servers'),
      `LINTAS2.${code}.${signTicketQr(code, t.config.ticketQrSecret).split('.')[2]}`,
      // A real signature moved onto another code.
      `LINTAS1.LTS0000000000.${signTicketQr(code, t.config.ticketQrSecret).split('.')[2]}`,
    ]) {
      await expectRefused(
        await board({ qr_content: forged, ...XTR_DEPARTURE }),
        422,
        'BOARDING_QR_INVALID',
        /QR tidak sah/,
      );
    }
    expect(await boardingCount()).toBe(before);
  });

  it('refuses unpaid, cancelled and expired tickets, each with its reason', async () => {
    const pending = await reserveOk(t, oneWay({ kursi: seats('4') }));
    const qr = signTicketQr(pending.code, t.config.ticketQrSecret);
    await expectRefused(
      await board({ qr_content: qr, ...XTR_DEPARTURE }),
      409,
      'BOARDING_REFUSED',
      /belum dibayar/,
    );
    await expectRefused(
      await board({ reservasi_kode: pending.code }),
      409,
      'BOARDING_REFUSED',
      /belum dibayar/,
    );

    const toCancel = await reserveOk(t, oneWay({ kursi: seats('5') }));
    const cancelled = await post(
      t,
      '/api/travel/batal-reservasi',
      { reservasi_kode: toCancel.code },
      { 'x-guest-token': toCancel.guestToken },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expectRefused(
      await board({ reservasi_kode: toCancel.code, ...XTR_DEPARTURE }),
      409,
      'BOARDING_REFUSED',
      /dibatalkan/,
    );

    const late = await reserveOk(t, oneWay({ kursi: seats('6') }));
    t.clock.advanceMinutes(16);
    await expectRefused(
      await board({ reservasi_kode: late.code, ...XTR_DEPARTURE }),
      409,
      'BOARDING_REFUSED',
      /kedaluwarsa/,
    );
  });

  it('refuses a ticket of another day or another departure of the operator', async () => {
    const { code } = await paidBooking(t, { kursi: seats('9') });
    // Today (TEST_TODAY) at the door without naming the departure: the ticket is tomorrow's.
    await expectRefused(
      await board({ reservasi_kode: code }),
      409,
      'BOARDING_REFUSED',
      /untuk keberangkatan tanggal 2026-11-22 pukul 10\.00, bukan hari ini/,
    );
    // Today's 10.00 bus of the same schedule.
    await expectRefused(
      await board({ reservasi_kode: code, ...XTR_DEPARTURE, tanggal: TEST_TODAY }),
      409,
      'BOARDING_REFUSED',
      /tanggal 2026-11-22, bukan 2026-11-21/,
    );
    // Tomorrow's 11.00 bus.
    await expectRefused(
      await board({ reservasi_kode: code, ...XTR_DEPARTURE, jadwal_kode: 'XTR-01-1100' }),
      409,
      'BOARDING_REFUSED',
      /untuk jadwal XTR-01-1000 .*bukan keberangkatan ini/,
    );
    expect(await auditRows(code)).toHaveLength(0);
  });

  it("boards the ticket's leg of today when the departure is not named", async () => {
    const { code } = await paidBooking(t, { kursi: seats('11') });
    const saved = t.clock.now();
    t.clock.set('2026-11-22T02:45:00.000Z'); // 09.45 WIB on the day
    try {
      // The evening's session ended overnight (12 hours): the morning shift signs in.
      const morning = await staffBearer(t, demoPetugasEmail('XTR'), DEMO_PETUGAS_PASSWORD);
      const res = await board({ reservasi_kode: code }, morning);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().results).toMatchObject({
        metode: 'manual',
        keberangkatan: { jadwal_kode: 'XTR-01-1000', tanggal: TOMORROW, jam_berangkat: '10:00' },
        naik_pada_lokal: '2026-11-22 09:45:00',
      });
    } finally {
      t.clock.set(saved);
    }
  });

  it('refuses a paid ticket of a departure the operator has cancelled', async () => {
    const { code } = await paidBooking(t, { jadwal_kode: 'XTR-01-1300', kursi: seats('1') });
    const schedule = await t.db
      .selectFrom('schedules')
      .select('id')
      .where('code', '=', 'XTR-01-1300')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('trip_cancellations')
      .values({ schedule_id: schedule.id, trip_date: TOMORROW, reason: 'Kendaraan rusak' })
      .execute();
    await expectRefused(
      await board({ reservasi_kode: code, ...XTR_DEPARTURE, jadwal_kode: 'XTR-01-1300' }),
      409,
      'BOARDING_REFUSED',
      /dibatalkan operator/,
    );
  });

  it('limits codes typed by hand that find nothing, per staff member', async () => {
    const petugas = await staffBearer(t, demoPetugasEmail('DYT'), DEMO_PETUGAS_PASSWORD);
    for (let i = 0; i < 20; i++) {
      const res = await board({ reservasi_kode: `LTS${String(i).padStart(10, '0')}` }, petugas);
      expect(res.statusCode).toBe(404);
    }
    const blocked = await board({ reservasi_kode: 'LTS9999999999' }, petugas);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Someone else at another door is not blocked.
    expect((await board({ reservasi_kode: 'LTS9999999999' })).statusCode).toBe(404);
  });

  it('validates the body in Indonesian', async () => {
    const both = await board({ qr_content: 'x', reservasi_kode: 'LTS0000000000' });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toMatch(/salah satu/);
    expect((await board({})).statusCode).toBe(400);
    const partial = await board({ reservasi_kode: 'LTS0000000000', operator_kode: 'XTR' });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toMatch(/lengkap/);
  });

  it('lets an admin read the audit log, newest first; a petugas gets 403', async () => {
    const res = await staffGet(t, admin, '/api/staff/audit');
    expect(res.statusCode).toBe(200);
    const { list, total_data } = res.json().results;
    expect(total_data).toBeGreaterThan(3);
    const boarding = list.find((entry: { aksi: string }) => entry.aksi === 'boarding');
    expect(boarding).toMatchObject({
      staf: { email: 'petugas.xtr@lintas.test' },
      entitas: 'reservation',
      sebelum: { status_naik: 'belum' },
      sesudah: { status_naik: 'sudah' },
    });
    const times = list.map((entry: { pada: string }) => entry.pada);
    expect(times).toEqual([...times].sort().reverse());
    const forbidden = await staffGet(t, petugasXtr, '/api/staff/audit');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error_code).toBe('FORBIDDEN');
  });
});

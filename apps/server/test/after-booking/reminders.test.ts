import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../src/services.js';
import type { TestApp } from '../helpers/test-app.js';
import {
  DAY_AFTER,
  oneWay,
  post,
  reserveOk,
  seats,
  TOMORROW,
} from '../api/reservations.fixtures.js';
import {
  createStaffTestApp,
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  staffBearer,
  staffPost,
} from '../api/staff.fixtures.js';

/**
 * Issue 21, departure reminders (decision 0038): a paid booking's booker gets an e-mail
 * and an SMS about 24 hours and about 3 hours before each direction's departure, once;
 * none for a cancelled or unpaid booking or a departure the operator cancelled (refund
 * owed), none for a departure that has left. The clock
 * starts Saturday 21 November 08:00 WIB (01:00Z); XTR-01-1000 leaves Bandung on Sunday
 * 22 November 10:00 WIB (03:00Z, 26 hours ahead), XTR-02-1100 comes back on Monday 23
 * November 11:00 WIB (04:00Z).
 */
describe('departure reminders (PGlite)', () => {
  let t: TestApp;
  let pass: () => Promise<number>;

  beforeAll(async () => {
    t = await createStaffTestApp();
    const reminders = createServices({ config: t.config, database: t.database, clock: t.clock })
      .reservations.reminders;
    if (!reminders) throw new Error('the reminder pass is not wired');
    pass = () => reminders.runOnce();
  });
  afterAll(async () => {
    await t.close();
  });

  async function paidBooking(body: Record<string, unknown>) {
    const booked = await reserveOk(t, body);
    const payment = booked.json.results.pembayaran as { payment_kode: string };
    const pay = await t.app.inject({
      method: 'POST',
      url: `/simulator/pembayaran/${payment.payment_kode}/bayar`,
    });
    expect(pay.statusCode).toBe(303);
    return booked;
  }

  async function outboxMark(): Promise<number> {
    const row = await t.db
      .selectFrom('outbound_messages')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  }

  const messagesAfter = (mark: number) =>
    t.db
      .selectFrom('outbound_messages')
      .select(['channel', 'recipient', 'subject', 'text', 'html'])
      .where('id', '>', mark)
      .orderBy('id')
      .execute();

  /** The boarding point of a booking's first leg in `direction`, as the catalogue has it. */
  async function pickupOf(code: string, direction: 'go' | 'return') {
    const { rows } = await sql<{
      name: string;
      address: string;
      latitude: number | null;
      longitude: number | null;
    }>`
      SELECT p.name, p.address, p.latitude, p.longitude
      FROM reservations r
      JOIN reservation_legs leg ON leg.reservation_id = r.id
      JOIN schedules s ON s.id = leg.schedule_id
      JOIN route_stops rs ON rs.route_id = s.route_id AND rs.stop_index = leg.from_stop
      JOIN points p ON p.id = rs.point_id
      WHERE r.code = ${code} AND leg.direction = ${direction} AND leg.leg_index = 0
    `.execute(t.db);
    const row = rows[0];
    if (!row) throw new Error(`no ${direction} leg of ${code}`);
    return row;
  }

  let oneWayCode: string;
  let roundTripCode: string;
  let cancelledCode: string;

  it('is not started by a test app: a real timer would add messages to the ones tests count', () => {
    expect(t.config.departureReminders).toBe(false);
  });

  it('sends nothing more than 24 hours before a departure', async () => {
    oneWayCode = (
      await paidBooking(
        oneWay({
          kursi: seats('2'),
          pemesan_email: 'rina@example.com',
          pemesan_telp: '0811111111',
        }),
      )
    ).code;
    roundTripCode = (
      await paidBooking(
        oneWay({
          kursi: seats('3'),
          pemesan_email: 'sari@example.com',
          pemesan_telp: '0822222222',
          flag_pp: 1,
          operator_kode_pulang: 'XTR',
          jadwal_kode_pulang: 'XTR-02-1100',
          tanggal_berangkat_pulang: DAY_AFTER,
          kursi_pulang: seats('6'),
        }),
      )
    ).code;
    const cancelled = await paidBooking(
      oneWay({ kursi: seats('4'), pemesan_email: 'batal@example.com' }),
    );
    cancelledCode = cancelled.code;
    const cancel = await post(
      t,
      '/api/travel/batal-reservasi',
      { reservasi_kode: cancelledCode, konfirmasi: 'true', jenis_batal: 'pelanggan' },
      { 'x-guest-token': cancelled.guestToken },
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    // An unpaid hold on the same departure: it expires, and is never reminded either.
    await reserveOk(t, oneWay({ kursi: seats('5'), pemesan_email: 'belum@example.com' }));
    // A paid booking on XTR-01-0700, whose departure the operator cancels: its money is
    // owed back (refund_status), and it is not reminded of a bus that will not run.
    await paidBooking(
      oneWay({
        jadwal_kode: 'XTR-01-0700',
        kursi: seats('1'),
        pemesan_email: 'refund@example.com',
      }),
    );
    const admin = await staffBearer(t, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
    const cancelDeparture = await staffPost(t, admin, '/api/staff/keberangkatan/batal', {
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-01-0700',
      tanggal: TOMORROW,
      alasan: 'Kendaraan mogok di pool',
    });
    expect(cancelDeparture.statusCode, cancelDeparture.body).toBe(200);

    const mark = await outboxMark();
    expect(await pass()).toBe(0);
    expect(await messagesAfter(mark)).toEqual([]);
  });

  it('23 hours before: one e-mail and one SMS per paid booking, with the pickup, its map and the ticket link', async () => {
    // Sunday 10:00 WIB is 23 hours away (the cancelled 07:00 would be 20).
    t.clock.set('2026-11-21T04:00:00Z');
    const mark = await outboxMark();
    expect(await pass()).toBe(2);
    const sent = await messagesAfter(mark);
    expect(sent.map((m) => `${m.channel} ${m.recipient}`).sort()).toEqual([
      'email rina@example.com',
      'email sari@example.com',
      'sms 62811111111',
      'sms 62822222222',
    ]);
    expect(sent.some((m) => m.text.includes(cancelledCode))).toBe(false);
    expect(sent.some((m) => m.recipient === 'refund@example.com')).toBe(false);

    const pickup = await pickupOf(oneWayCode, 'go');
    const map =
      pickup.latitude !== null && pickup.longitude !== null
        ? `https://www.google.com/maps/search/?api=1&query=${pickup.latitude},${pickup.longitude}`
        : 'https://www.google.com/maps/search/?api=1&query=';
    const ticket = `${t.config.publicBaseUrl}/reservasi/${oneWayCode}`;
    const email = sent.find((m) => m.channel === 'email' && m.recipient === 'rina@example.com');
    expect(email?.subject).toBe(
      `Pengingat keberangkatan ${oneWayCode}: Minggu, 22 November 2026 10.00 WIB`,
    );
    expect(email?.text).toContain(
      `Perjalanan Anda berangkat dalam 24 jam. Kode booking: ${oneWayCode}`,
    );
    expect(email?.text).toContain('Rute: Bandung → Jakarta');
    expect(email?.text).toContain('Berangkat: Minggu, 22 November 2026 10.00 WIB');
    expect(email?.text).toContain(`Titik jemput: ${pickup.name}, ${pickup.address}`);
    expect(email?.text).toContain(`Peta: ${map}`);
    expect(email?.text).toContain('Kursi: 2');
    expect(email?.text).toContain(`E-tiket: ${ticket}`);
    expect(email?.html).toContain(`href="${ticket}"`);
    expect(email?.html).toContain('Lihat peta');
    const sms = sent.find((m) => m.channel === 'sms' && m.recipient === '62811111111');
    expect(sms?.text).toBe(
      `Lintas: ${oneWayCode} Bandung - Jakarta berangkat dalam 24 jam, Minggu, 22 November 2026 10.00 WIB, ` +
        `dari ${pickup.name}, ${pickup.address}. Peta: ${map} E-tiket: ${ticket}`,
    );
    // The round trip is reminded of its outward departure only: the return is 48 hours away.
    const roundTrip = sent.find((m) => m.channel === 'email' && m.recipient === 'sari@example.com');
    expect(roundTrip?.text).toContain('Perjalanan pergi Anda berangkat dalam 24 jam.');
    expect(roundTrip?.text).toContain('Kursi: 3');
  });

  it('a second pass, or another minute later, sends nothing again', async () => {
    const mark = await outboxMark();
    expect(await pass()).toBe(0);
    t.clock.advanceMinutes(1);
    expect(await pass()).toBe(0);
    expect(await messagesAfter(mark)).toEqual([]);
  });

  it('3 hours before, the h3 reminder follows; then nothing once the bus has left', async () => {
    t.clock.set('2026-11-22T00:30:00Z'); // 07:30 WIB, 2½ hours before 10:00
    const mark = await outboxMark();
    expect(await pass()).toBe(2);
    const sent = await messagesAfter(mark);
    expect(sent).toHaveLength(4);
    const email = sent.find((m) => m.channel === 'email' && m.recipient === 'rina@example.com');
    expect(email?.subject).toBe(
      `Berangkat 3 jam lagi: ${oneWayCode}, Minggu, 22 November 2026 10.00 WIB`,
    );
    expect(email?.text).toContain('Perjalanan Anda berangkat sekitar 3 jam lagi.');
    expect(await pass()).toBe(0);

    t.clock.set('2026-11-22T03:01:00Z'); // left a minute ago
    expect(await pass()).toBe(0);
    expect(await messagesAfter(mark)).toHaveLength(4);
  });

  it("a round trip's return is reminded for its own departure, h24 then h3", async () => {
    t.clock.set('2026-11-22T05:00:00Z'); // Monday 11:00 WIB is 23 hours away
    const mark = await outboxMark();
    expect(await pass()).toBe(1);
    const pickup = await pickupOf(roundTripCode, 'return');
    const [email, sms] = await messagesAfter(mark);
    expect(email?.recipient).toBe('sari@example.com');
    expect(email?.text).toContain('Perjalanan pulang Anda berangkat dalam 24 jam.');
    expect(email?.text).toContain('Rute: Jakarta → Bandung');
    expect(email?.text).toContain('Berangkat: Senin, 23 November 2026 11.00 WIB');
    expect(email?.text).toContain(`Titik jemput: ${pickup.name}, ${pickup.address}`);
    expect(email?.text).toContain('Kursi: 6');
    expect(sms?.text).toContain(`dari ${pickup.name}`);

    t.clock.set('2026-11-23T01:30:00Z'); // 08:30 WIB, 2½ hours before
    expect(await pass()).toBe(1);
    expect(await pass()).toBe(0);
    expect(await messagesAfter(mark)).toHaveLength(4);
    const ledger = await t.db
      .selectFrom('reservation_reminders')
      .innerJoin('reservations', 'reservations.id', 'reservation_reminders.reservation_id')
      .select([
        'reservations.code',
        'reservation_reminders.direction',
        'reservation_reminders.kind',
      ])
      .orderBy('reservations.code')
      .orderBy('reservation_reminders.direction')
      .orderBy('reservation_reminders.kind')
      .execute();
    expect(ledger).toEqual(
      expect.arrayContaining([
        { code: oneWayCode, direction: 'go', kind: 'h24' },
        { code: oneWayCode, direction: 'go', kind: 'h3' },
        { code: roundTripCode, direction: 'go', kind: 'h24' },
        { code: roundTripCode, direction: 'go', kind: 'h3' },
        { code: roundTripCode, direction: 'return', kind: 'h24' },
        { code: roundTripCode, direction: 'return', kind: 'h3' },
      ]),
    );
    expect(ledger).toHaveLength(6);
  });

  it('a booking paid 2 hours before its departure (here 1½) gets only the h3 reminder', async () => {
    // Monday 08:30 WIB; XTR-01-1000 that day leaves Bandung at 10:00, 1½ hours away.
    const late = await paidBooking(
      oneWay({
        jadwal_kode: 'XTR-01-1000',
        tanggal_berangkat: DAY_AFTER,
        kursi: seats('7'),
        pemesan_email: 'telat@example.com',
      }),
    );
    const mark = await outboxMark();
    expect(await pass()).toBe(1);
    const sent = await messagesAfter(mark);
    expect(sent.filter((m) => m.recipient === 'telat@example.com')).toEqual([
      expect.objectContaining({
        channel: 'email',
        subject: `Berangkat 3 jam lagi: ${late.code}, Senin, 23 November 2026 10.00 WIB`,
      }),
    ]);
    expect(sent).toHaveLength(2);
  });
});

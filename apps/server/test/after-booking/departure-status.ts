import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { DEMO_CANCELLED_SCHEDULE } from '../../src/db/seed/demo-seed.js';
import { CustomerSessionRepository } from '../../src/modules/customers/customer-session.repository.js';
import { CustomerSessionService } from '../../src/modules/customers/customer-session.service.js';
import { TEST_NOW, TEST_TODAY, type TestApp } from '../helpers/test-app.js';
import { DAY_AFTER, seats, TOMORROW } from '../api/reservations.fixtures.js';
import {
  DEMO_ADMIN_EMAIL,
  demoPetugasEmail,
  openStaffDesk,
  qrContentOf,
  staffGet,
  staffPost,
} from '../api/staff.fixtures.js';
import { cancel, expectError, paidBooking, ticket } from './after-booking.fixtures.js';

const STATUS = '/api/staff/keberangkatan/status';

/** XTR's route Bandung Pasteur - Jakarta Blok M runs every hour; the clock is today 08:00 WIB. */
const today = (jadwal: string) => ({
  operator_kode: 'XTR',
  jadwal_kode: jadwal,
  tanggal: TEST_TODAY,
});

/**
 * Issue 21, "after the booking": a departure's live status (decision 0039), marked by
 * staff (forward only, each step once) or by the first boarding scan, shown on the
 * console's departures, the customer's ticket and order list with a moved departure's
 * minutes, and refusing the customer's cancellation once the bus has left. On the
 * embedded database and on a real PostgreSQL server (the callers).
 */
export function describeDepartureStatus(
  engine: string,
  open: () => Promise<{ database?: Database; dispose(): Promise<void> }>,
) {
  describe(`a departure's live status (${engine})`, () => {
    let t: TestApp;
    let dispose: () => Promise<void>;
    let admin: string;
    let petugasXtr: string;
    let petugasBry: string;
    let customer: string;

    beforeAll(async () => {
      const opened = await open();
      dispose = opened.dispose;
      ({ t, admin, petugasXtr, petugasBry } = await openStaffDesk(
        opened.database ? { database: opened.database } : {},
      ));
      const [owner] = await t.db
        .insertInto('customers')
        .values([{ name: 'Budi Santoso', email: 'budi@example.com' }])
        .returning('id')
        .execute();
      const sessions = new CustomerSessionService(new CustomerSessionRepository(t.db), t.clock);
      customer = `Bearer ${await sessions.issueToken(owner!.id)}`;
    });
    afterAll(async () => {
      await t.close();
      await dispose();
    });

    const mark = (key: Record<string, string>, status: string, bearer = petugasXtr) =>
      staffPost(t, bearer, STATUS, { ...key, status });

    const expectRefused = (
      res: Awaited<ReturnType<typeof mark>>,
      message: RegExp,
      code = 'DEPARTURE_STATUS_REFUSED',
    ) => expectError(res, 409, code, message);

    const statusRow = (jadwal: string, tanggal: string) =>
      t.db
        .selectFrom('departure_statuses')
        .innerJoin('schedules', 'schedules.id', 'departure_statuses.schedule_id')
        .selectAll('departure_statuses')
        .where('schedules.code', '=', jadwal)
        .where('departure_statuses.trip_date', '=', tanggal)
        .executeTakeFirst();

    const statusAudit = (jadwal: string, tanggal: string) =>
      t.db
        .selectFrom('staff_audit_log')
        .select(['staff_id', 'before', 'after'])
        .where('action', '=', 'keberangkatan.status')
        .where('entity_key', '=', `XTR/${jadwal}/${tanggal}`)
        .orderBy('id')
        .execute();

    const staffId = async (email: string) =>
      (
        await t.db
          .selectFrom('staff')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).id;

    const departureOfDay = async (jadwal: string, tanggal: string) => {
      const res = await staffGet(t, petugasXtr, '/api/staff/keberangkatan', { tanggal });
      expect(res.statusCode, res.body).toBe(200);
      const found = (res.json().results.list as Array<Record<string, unknown>>).find(
        (departure) => departure.jadwal_kode === jadwal,
      );
      expect(found, `${jadwal} ${tanggal} in the console's list`).toBeDefined();
      return found!;
    };

    /** A paid booking of the signed-in customer on `jadwal` today, `seat`. */
    const paidToday = (jadwal: string, seat: string) =>
      paidBooking(
        t,
        { jadwal_kode: jadwal, tanggal_berangkat: TEST_TODAY, kursi: seats(seat) },
        { pay: 'settle', headers: { authorization: customer } },
      );

    const ticketLeg = async (code: string, guestToken: string) =>
      (await ticket(t, code, guestToken)).perjalanan[0];

    const listedLeg = async (code: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/travel/list-reservasi',
        headers: { authorization: customer },
      });
      expect(res.statusCode, res.body).toBe(200);
      const order = (
        res.json().results.list as Array<{ reservasi_kode: string; perjalanan: unknown[] }>
      ).find((item) => item.reservasi_kode === code);
      expect(order, `${code} in list-reservasi`).toBeDefined();
      return order!.perjalanan[0];
    };

    it('moves forward only: boarding, berangkat, tiba once each, recorded with time and staff, audited; a repeated or backward step is 409', async () => {
      const key = today('XTR-01-1500');
      const before = await departureOfDay('XTR-01-1500', TEST_TODAY);
      expect(before).toMatchObject({
        status_perjalanan: 'terjadwal',
        status_perjalanan_label: 'Terjadwal',
        perjalanan_pada: { boarding: null, berangkat: null, tiba: null },
        langkah_berikutnya: ['boarding', 'berangkat'],
      });

      const boarding = await mark(key, 'boarding');
      expect(boarding.statusCode, boarding.body).toBe(200);
      expect(boarding.json().results).toMatchObject({
        ...key,
        status_perjalanan: 'boarding',
        status_perjalanan_label: 'Boarding',
        perjalanan_pada: { boarding: TEST_NOW, berangkat: null, tiba: null },
        langkah_berikutnya: ['berangkat'],
      });
      expectRefused(await mark(key, 'boarding'), /^Keberangkatan ini sudah berstatus Boarding\.$/);

      const clockBefore = t.clock.now();
      try {
        t.clock.advanceMinutes(10);
        const leftAt = t.clock.now().toISOString();
        const left = await mark(key, 'berangkat', admin);
        expect(left.statusCode, left.body).toBe(200);
        expect(left.json().results).toMatchObject({
          status_perjalanan: 'berangkat',
          status_perjalanan_label: 'Sudah Berangkat',
          perjalanan_pada: { boarding: TEST_NOW, berangkat: leftAt, tiba: null },
          langkah_berikutnya: ['tiba'],
        });
        expectRefused(await mark(key, 'boarding'), /hanya dapat maju/);
        expectRefused(await mark(key, 'berangkat'), /sudah berstatus Sudah Berangkat/);

        t.clock.advanceMinutes(180);
        const arrived = await mark(key, 'tiba');
        expect(arrived.statusCode, arrived.body).toBe(200);
        const arrivedAt = t.clock.now().toISOString();
        expectRefused(await mark(key, 'tiba'), /sudah berstatus Tiba/);
        expectRefused(await mark(key, 'berangkat'), /hanya dapat maju/);

        expect(await departureOfDay('XTR-01-1500', TEST_TODAY)).toMatchObject({
          status_perjalanan: 'tiba',
          status_perjalanan_label: 'Tiba',
          perjalanan_pada: { boarding: TEST_NOW, berangkat: leftAt, tiba: arrivedAt },
          langkah_berikutnya: [],
        });
        const petugasId = await staffId(demoPetugasEmail('XTR'));
        const adminId = await staffId(DEMO_ADMIN_EMAIL);
        expect(await statusRow('XTR-01-1500', TEST_TODAY)).toMatchObject({
          status: 'tiba',
          boarding_by: petugasId,
          departed_by: adminId,
          arrived_by: petugasId,
          updated_by: petugasId,
        });
        // One entry per step taken; none for the refused ones.
        expect(await statusAudit('XTR-01-1500', TEST_TODAY)).toEqual([
          {
            staff_id: petugasId,
            before: { status_perjalanan: 'terjadwal' },
            after: { status_perjalanan: 'boarding' },
          },
          {
            staff_id: adminId,
            before: { status_perjalanan: 'boarding' },
            after: { status_perjalanan: 'berangkat' },
          },
          {
            staff_id: petugasId,
            before: { status_perjalanan: 'berangkat' },
            after: { status_perjalanan: 'tiba' },
          },
        ]);
      } finally {
        t.clock.set(clockBefore);
      }
    });

    it('departs without boarding, refuses tiba before berangkat, a mark too early and a cancelled departure', async () => {
      const key = today('XTR-01-1600');
      expectRefused(await mark(key, 'tiba'), /tandai Berangkat dulu sebelum Tiba/);
      expect(await statusRow('XTR-01-1600', TEST_TODAY)).toBeUndefined();
      const left = await mark(key, 'berangkat');
      expect(left.statusCode, left.body).toBe(200);
      expect(left.json().results).toMatchObject({
        status_perjalanan: 'berangkat',
        perjalanan_pada: { boarding: null, berangkat: TEST_NOW },
      });
      expectRefused(await mark(key, 'boarding'), /hanya dapat maju/);

      // Tomorrow 10.00 is 26 hours away: a slip of the finger, not a bus leaving.
      expectRefused(
        await mark(
          { operator_kode: 'XTR', jadwal_kode: 'XTR-01-1000', tanggal: TOMORROW },
          'berangkat',
        ),
        /dijadwalkan 2026-11-22 pukul 10\.00 WIB; statusnya dapat ditandai paling cepat 12 jam sebelumnya/,
      );
      // The demo cancels XTR-01-1200 the day after tomorrow.
      expectRefused(
        await mark(
          { operator_kode: 'XTR', jadwal_kode: DEMO_CANCELLED_SCHEDULE, tanggal: DAY_AFTER },
          'boarding',
          admin,
        ),
        /sudah dibatalkan operator/,
      );
      expect(await statusRow(DEMO_CANCELLED_SCHEDULE, DAY_AFTER)).toBeUndefined();
    });

    it("answers another operator's petugas 404 as if absent, refuses a bad step and no session, recording nothing", async () => {
      const key = today('XTR-01-1700');
      const foreign = await mark(key, 'boarding', petugasBry);
      expect(foreign.statusCode, foreign.body).toBe(404);
      expect(foreign.json().message).toBe('Keberangkatan tidak ditemukan.');
      const unknown = await mark({ ...key, jadwal_kode: 'XTR-01-0999' }, 'boarding', admin);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(foreign.json().message);
      const bad = await mark(key, 'mundur');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ error_code: 'VALIDATION_ERROR' });
      expect(bad.json().message).toMatch(/Status harus boarding, berangkat atau tiba/);
      const anonymous = await staffPost(t, undefined, STATUS, { ...key, status: 'boarding' });
      expect(anonymous.statusCode).toBe(401);
      const asCustomer = await staffPost(t, customer, STATUS, { ...key, status: 'boarding' });
      expect(asCustomer.statusCode).toBe(401);
      expect(await statusRow('XTR-01-1700', TEST_TODAY)).toBeUndefined();
      expect(await statusAudit('XTR-01-1700', TEST_TODAY)).toEqual([]);
      // The BRY petugas marks their own operator's departure.
      const own = await mark(
        { operator_kode: 'BRY', jadwal_kode: 'BRY-01-1730', tanggal: TEST_TODAY },
        'boarding',
        petugasBry,
      );
      expect(own.statusCode, own.body).toBe(200);
    });

    it('the first boarding scan marks the departure boarding, once; a later scan changes nothing', async () => {
      const departure = { operator_kode: 'XTR', jadwal_kode: 'XTR-01-2000', tanggal: TEST_TODAY };
      const first = await paidToday('XTR-01-2000', '1');
      const second = await paidToday('XTR-01-2000', '2');
      expect(await statusRow('XTR-01-2000', TEST_TODAY)).toBeUndefined();

      const scan = (code: string, guestToken: string) =>
        qrContentOf(t, code, guestToken).then((qr) =>
          staffPost(t, petugasXtr, '/api/staff/boarding', { qr_content: qr, ...departure }),
        );
      const boarded = await scan(first.code, first.guestToken);
      expect(boarded.statusCode, boarded.body).toBe(200);
      expect(await departureOfDay('XTR-01-2000', TEST_TODAY)).toMatchObject({
        status_perjalanan: 'boarding',
        perjalanan_pada: { boarding: TEST_NOW, berangkat: null },
        langkah_berikutnya: ['berangkat'],
        sudah_naik: 1,
      });
      expect(await statusAudit('XTR-01-2000', TEST_TODAY)).toEqual([
        {
          staff_id: await staffId(demoPetugasEmail('XTR')),
          before: { status_perjalanan: 'terjadwal' },
          after: { status_perjalanan: 'boarding', sebab: 'pindai boarding pertama' },
        },
      ]);

      const clockBefore = t.clock.now();
      try {
        t.clock.advanceMinutes(5);
        expect((await scan(second.code, second.guestToken)).statusCode).toBe(200);
        expect((await statusRow('XTR-01-2000', TEST_TODAY))?.boarding_at?.toISOString()).toBe(
          TEST_NOW,
        );
        expect(await statusAudit('XTR-01-2000', TEST_TODAY)).toHaveLength(1);
        // The staff's own "Mulai Boarding" after the scan is a repeat.
        expectRefused(await mark(departure, 'boarding'), /sudah berstatus Boarding/);
      } finally {
        t.clock.set(clockBefore);
      }
    });

    it("shows each leg's status on the ticket and the order list, with a moved departure's minutes", async () => {
      const { code, guestToken } = await paidToday('XTR-01-1900', '3');
      const fresh = {
        status_perjalanan: 'terjadwal',
        status_perjalanan_label: 'Terjadwal',
        status_perjalanan_pada: null,
        mundur_menit: 0,
      };
      expect(await ticketLeg(code, guestToken)).toMatchObject(fresh);
      expect(await listedLeg(code)).toMatchObject(fresh);

      const moved = await staffPost(t, petugasXtr, '/api/staff/keberangkatan/pindah', {
        ...today('XTR-01-1900'),
        jam_baru: '19:45',
        alasan: 'Armada menunggu suku cadang',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(await ticketLeg(code, guestToken)).toMatchObject({
        jam_berangkat: '19:45',
        status_perjalanan: 'terjadwal',
        mundur_menit: 45,
      });

      expect((await mark(today('XTR-01-1900'), 'boarding')).statusCode).toBe(200);
      const boarding = {
        status_perjalanan: 'boarding',
        status_perjalanan_label: 'Boarding',
        status_perjalanan_pada: TEST_NOW,
        mundur_menit: 45,
      };
      expect(await ticketLeg(code, guestToken)).toMatchObject(boarding);
      expect(await listedLeg(code)).toMatchObject(boarding);

      const clockBefore = t.clock.now();
      try {
        t.clock.advanceMinutes(30);
        expect((await mark(today('XTR-01-1900'), 'berangkat')).statusCode).toBe(200);
        expect(await listedLeg(code)).toMatchObject({
          status_perjalanan: 'berangkat',
          status_perjalanan_label: 'Sudah Berangkat',
          status_perjalanan_pada: t.clock.now().toISOString(),
        });
      } finally {
        t.clock.set(clockBefore);
      }
    });

    it('refuses moving or cancelling a departure once staff marked it berangkat, before its time has come, changing nothing', async () => {
      const { code, guestToken } = await paidToday('XTR-01-1400', '6');
      expect((await mark(today('XTR-01-1400'), 'berangkat')).statusCode).toBe(200);

      const moved = await staffPost(t, petugasXtr, '/api/staff/keberangkatan/pindah', {
        ...today('XTR-01-1400'),
        jam_baru: '15:30',
        alasan: 'Bus terlambat datang',
      });
      expect(moved.statusCode, moved.body).toBe(409);
      expect(moved.json()).toMatchObject({
        error_code: 'DEPARTURE_ALREADY_LEFT',
        message: 'Keberangkatan yang sudah berangkat tidak dapat dipindahkan.',
      });
      const cancelled = await staffPost(t, petugasXtr, '/api/staff/keberangkatan/batal', {
        ...today('XTR-01-1400'),
        alasan: 'Bus mogok',
      });
      expect(cancelled.statusCode, cancelled.body).toBe(409);
      expect(cancelled.json()).toMatchObject({
        error_code: 'DEPARTURE_ALREADY_LEFT',
        message: 'Keberangkatan ini sudah ditandai berangkat dan tidak dapat dibatalkan.',
      });

      // The departure keeps its time, is not cancelled, and the ticket stays paid.
      expect(await departureOfDay('XTR-01-1400', TEST_TODAY)).toMatchObject({
        jam_berangkat: '14:00',
        status_perjalanan: 'berangkat',
      });
      const cancellations = await t.db
        .selectFrom('trip_cancellations')
        .innerJoin('schedules', 'schedules.id', 'trip_cancellations.schedule_id')
        .select('trip_cancellations.trip_date')
        .where('schedules.code', '=', 'XTR-01-1400')
        .execute();
      expect(cancellations).toEqual([]);
      expect(await ticketLeg(code, guestToken)).toMatchObject({ jam_berangkat: '14:00' });
      expect(await ticket(t, code, guestToken)).toMatchObject({ status: 'paid' });
    });

    it('refuses the customer cancelling once staff marked the bus departed, before its time has come', async () => {
      // 18.00 today is 10 hours away: XTR's policy cancels until 6 hours before.
      const { code, guestToken } = await paidToday('XTR-01-1800', '4');
      const quote = async () => (await cancel(t, code, guestToken)).json().results.pembatalan;
      expect(await quote()).toMatchObject({ dapat_dibatalkan: true });

      // Boarding alone does not stop a cancellation of a booking nobody of has boarded.
      expect((await mark(today('XTR-01-1800'), 'boarding')).statusCode).toBe(200);
      expect(await quote()).toMatchObject({ dapat_dibatalkan: true });

      expect((await mark(today('XTR-01-1800'), 'berangkat')).statusCode).toBe(200);
      expect(await quote()).toMatchObject({
        dapat_dibatalkan: false,
        alasan_tidak_dapat: 'Bus sudah berangkat; pesanan tidak dapat dibatalkan.',
      });
      const refused = await cancel(t, code, guestToken, { konfirmasi: true });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({
        error_code: 'CANCEL_NOT_ALLOWED',
        message: 'Bus sudah berangkat; pesanan tidak dapat dibatalkan.',
      });
      expect((await ticket(t, code, guestToken)).status).toBe('paid');
    });
  });
}

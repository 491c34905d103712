import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, WEB_BASIC } from '../helpers/test-app.js';
import { oneWay, reserveOk, seats, TOMORROW } from './reservations.fixtures.js';
import { searchItems } from './search-freshness.js';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  openStaffDesk,
  paidBooking,
  staffBearer,
  staffGet,
  staffPost,
} from './staff.fixtures.js';

/**
 * Cancelling a departure (issue 10, decision 0017): paid passengers listed, bookers told by
 * e-mail and SMS through the outbox, every paid booking flagged for refund, unpaid holds
 * freed once, gone from search at once, and nothing done twice on a repeat.
 */
describe('staff cancels a departure', () => {
  let t: TestApp;
  let admin: string;
  let petugasXtr: string;
  let petugasBry: string;
  const DEPARTURE = { operator_kode: 'XTR', jadwal_kode: 'XTR-01-1100', tanggal: TOMORROW };
  const ON_IT = { jadwal_kode: 'XTR-01-1100' };

  beforeAll(async () => {
    ({ t, admin, petugasXtr, petugasBry } = await openStaffDesk());
  });
  afterAll(() => t.close());

  // The cancellation notices (the e-tickets of the paid bookings are in the outbox too).
  const outbox = () =>
    t.db
      .selectFrom('outbound_messages')
      .select(['channel', 'recipient', 'subject', 'text'])
      .where('text', 'like', '%dibatalkan%operator%')
      .orderBy('id')
      .execute();
  const cancellations = () =>
    t.db
      .selectFrom('trip_cancellations')
      .innerJoin('schedules', 'schedules.id', 'trip_cancellations.schedule_id')
      .select(['schedules.code', 'trip_cancellations.trip_date'])
      .where('schedules.code', 'like', 'XTR-%')
      .where('trip_cancellations.trip_date', '=', TOMORROW)
      .execute();
  const audit = (action: string) =>
    t.db.selectFrom('staff_audit_log').selectAll().where('action', '=', action).execute();
  const refunds = () => t.db.selectFrom('refunds').selectAll().orderBy('id').execute();
  const reservation = (code: string) =>
    t.db
      .selectFrom('reservations')
      .select(['status', 'refund_status'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();

  it('refuses bad input in Indonesian and changes nothing', async () => {
    const bad = [
      { ...DEPARTURE, alasan: '' },
      { ...DEPARTURE, alasan: 'x' },
      { ...DEPARTURE, alasan: 'a'.repeat(301) },
      { ...DEPARTURE, tanggal: '2026-02-30', alasan: 'Bus rusak berat' },
      { operator_kode: 'XTR', tanggal: TOMORROW, alasan: 'Bus rusak berat' },
      { ...DEPARTURE, operator_kode: 'X T R', alasan: 'Bus rusak berat' },
    ];
    for (const body of bad) {
      const res = await staffPost(t, admin, '/api/staff/keberangkatan/batal', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ status: 'ERROR', error_code: 'VALIDATION_ERROR' });
      expect(res.json().message).toMatch(/[a-z]/);
    }
    expect(await cancellations()).toEqual([]);
    // Without a staff session: 401, and a departure that does not run that day: 404.
    expect(
      (
        await staffPost(t, undefined, '/api/staff/keberangkatan/batal', {
          ...DEPARTURE,
          alasan: 'Bus rusak',
        })
      ).statusCode,
    ).toBe(401);
    const unknown = await staffPost(t, admin, '/api/staff/keberangkatan/batal', {
      ...DEPARTURE,
      jadwal_kode: 'XTR-01-0999',
      alasan: 'Bus rusak berat',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers a petugas of another operator 404 and writes nothing', async () => {
    const res = await staffPost(t, petugasBry, '/api/staff/keberangkatan/batal', {
      ...DEPARTURE,
      alasan: 'Bus rusak berat',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error_code).toBe('NOT_FOUND');
    expect(await cancellations()).toEqual([]);
    expect(await audit('keberangkatan.batal')).toEqual([]);
  });

  it('lists the paid passengers, flags each paid booking, frees the holds, tells every booker, once', async () => {
    const first = await paidBooking(t, { ...ON_IT, kursi: seats('1', '2') });
    const second = await paidBooking(t, {
      ...ON_IT,
      kursi: seats('5'),
      pemesan_nama: 'Dewi Lestari',
      pemesan_email: 'dewi@example.com',
      pemesan_telp: '+62 813-1111-2222',
    });
    const held = await reserveOk(t, oneWay({ ...ON_IT, kursi: seats('7') }));
    // A booking on another departure is left alone.
    const elsewhere = await paidBooking(t, { jadwal_kode: 'XTR-01-1200', kursi: seats('1') });
    expect(await searchItemCodes()).toContain('XTR-01-1100');
    expect(await outbox()).toEqual([]);

    const res = await staffPost(t, petugasXtr, '/api/staff/keberangkatan/batal', {
      ...DEPARTURE,
      alasan: 'Kendaraan rusak dan tidak ada pengganti',
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().results;
    expect(result).toMatchObject({
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-01-1100',
      tanggal: TOMORROW,
      alasan: 'Kendaraan rusak dan tidak ada pengganti',
      dibatalkan_sekarang: true,
      jumlah_penumpang: 3,
      ditahan_dibatalkan: 1,
      pemberitahuan: 4,
    });
    type Booking = { reservasi_kode: string; refund: { kode: string } };
    const byCode = new Map<string, Booking>(
      result.pemesanan.map((booking: Booking) => [booking.reservasi_kode, booking]),
    );
    expect([...byCode.keys()].sort()).toEqual([first.code, second.code].sort());
    expect(byCode.get(first.code)).toMatchObject({
      pemesan_telp: '081234567890',
      penumpang: [
        { kursi: '1', nama: 'Budi Santoso' },
        { kursi: '2', nama: 'Siti Aminah' },
      ],
      refund: { kode: expect.stringMatching(/^RF-\d+$/), status: 'required' },
    });

    // Each paid booking owes back all it paid (its only leg is this departure).
    const owed = await refunds();
    expect(owed).toHaveLength(2);
    for (const row of owed) {
      const paid = await t.db
        .selectFrom('payments')
        .select('amount')
        .where('id', '=', row.payment_id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ reason: 'keberangkatan_dibatalkan', status: 'required' });
      expect(row.amount).toBe(paid.amount);
    }
    expect(await reservation(first.code)).toEqual({ status: 'paid', refund_status: 'required' });
    expect(await reservation(second.code)).toEqual({ status: 'paid', refund_status: 'required' });
    expect(await reservation(held.code)).toMatchObject({
      status: 'cancelled',
      refund_status: null,
    });
    expect(await reservation(elsewhere.code)).toEqual({ status: 'paid', refund_status: null });
    // The hold's seat is free again; the departure's seat rows of paid bookings stay.
    const heldSeat = await t.db
      .selectFrom('seat_occupancy')
      .innerJoin('reservations', 'reservations.id', 'seat_occupancy.reservation_id')
      .select('seat_no')
      .where('reservations.code', '=', held.code)
      .execute();
    expect(heldSeat).toEqual([]);

    // An e-mail and an SMS per paid booker, in the outbox.
    const messages = await outbox();
    expect(messages.map((m) => `${m.channel}:${m.recipient}`).sort()).toEqual(
      [
        'email:budi.santoso@example.com',
        'email:dewi@example.com',
        'sms:6281234567890',
        'sms:6281311112222',
      ].sort(),
    );
    const email = messages.find((m) => m.recipient === 'dewi@example.com');
    expect(email?.subject).toBe(`Keberangkatan dibatalkan: ${second.code}`);
    expect(email?.text).toContain('Kendaraan rusak dan tidak ada pengganti');
    expect(email?.text).toMatch(/Dana Rp\s?[\d.]+ akan dikembalikan/);

    // Gone from search at once.
    expect(await searchItemCodes()).not.toContain('XTR-01-1100');
    // The departures list says so.
    const day = await staffGet(t, petugasXtr, '/api/staff/keberangkatan', { tanggal: TOMORROW });
    expect(
      day.json().results.list.find((d: { jadwal_kode: string }) => d.jadwal_kode === 'XTR-01-1100')
        ?.status,
    ).toBe('dibatalkan');

    // Audited once, with who and what.
    const entries = await audit('keberangkatan.batal');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      entity: 'keberangkatan',
      entity_key: 'XTR/XTR-01-1100/2026-11-22',
      before: { status: 'terjadwal' },
      after: expect.objectContaining({
        status: 'dibatalkan',
        pemesanan_refund: 2,
        ditahan_dibatalkan: 1,
      }),
    });

    // The customer's ticket shows the refund.
    const detail = await t.app.inject({
      method: 'GET',
      url: '/api/travel/detail-reservasi',
      query: { reservasi_kode: first.code },
      headers: { authorization: WEB_BASIC, 'x-guest-token': first.guestToken },
    });
    const firstRefund = owed.find(
      (row) => row.id === Number(byCode.get(first.code)!.refund.kode.slice(3)),
    );
    expect(detail.json().results).toMatchObject({
      status: 'paid',
      status_refund: 'required',
      refund: [
        {
          kode: byCode.get(first.code)!.refund.kode,
          alasan: 'Keberangkatan dibatalkan',
          alasan_kode: 'keberangkatan_dibatalkan',
          status: 'required',
          jumlah: firstRefund?.amount,
          dikembalikan_pada: null,
        },
      ],
    });

    // Again (another click, or an admin): nothing more is done, the same bookings answered.
    const again = await staffPost(t, admin, '/api/staff/keberangkatan/batal', {
      ...DEPARTURE,
      alasan: 'Alasan lain yang tidak dipakai',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().results).toMatchObject({
      dibatalkan_sekarang: false,
      alasan: 'Kendaraan rusak dan tidak ada pengganti',
      jumlah_penumpang: 3,
      ditahan_dibatalkan: 0,
      pemberitahuan: 0,
    });
    expect(again.json().results.pemesanan).toEqual(result.pemesanan);
    expect(await refunds()).toEqual(owed);
    expect((await outbox()).length).toBe(4);
    expect(await audit('keberangkatan.batal')).toHaveLength(1);
  });

  it('refunds only this departure’s seats of a round trip whose return still runs', async () => {
    const trip = await paidBooking(t, {
      jadwal_kode: 'XTR-01-1300',
      kursi: seats('3'),
      flag_pp: 1,
      operator_kode_pulang: 'XTR',
      jadwal_kode_pulang: 'XTR-02-1100',
      tanggal_berangkat_pulang: '2026-11-23',
      kursi_pulang: seats('6'),
    });
    const legFare = await t.db
      .selectFrom('reservation_passengers as p')
      .innerJoin('reservation_legs as leg', 'leg.id', 'p.leg_id')
      .innerJoin('reservations as r', 'r.id', 'leg.reservation_id')
      .innerJoin('schedules as s', 's.id', 'leg.schedule_id')
      .select(['p.fare', 'p.promo_discount'])
      .where('r.code', '=', trip.code)
      .where('s.code', '=', 'XTR-01-1300')
      .executeTakeFirstOrThrow();
    const res = await staffPost(t, admin, '/api/staff/keberangkatan/batal', {
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-01-1300',
      tanggal: TOMORROW,
      alasan: 'Jalan ditutup banjir',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [booking] = res.json().results.pemesanan;
    expect(booking).toMatchObject({ reservasi_kode: trip.code, penumpang: [{ kursi: '3' }] });
    const paid = await t.db
      .selectFrom('payments')
      .innerJoin('reservations', 'reservations.id', 'payments.reservation_id')
      .select('payments.amount')
      .where('reservations.code', '=', trip.code)
      .where('payments.status', '=', 'paid')
      .executeTakeFirstOrThrow();
    expect(booking.refund.jumlah).toBe(legFare.fare - legFare.promo_discount);
    expect(booking.refund.jumlah).toBeLessThan(paid.amount);

    // The return departure cancelled too: its own refund, its own seats.
    const back = await staffPost(t, admin, '/api/staff/keberangkatan/batal', {
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-02-1100',
      tanggal: '2026-11-23',
      alasan: 'Jalan ditutup banjir',
    });
    expect(back.statusCode, back.body).toBe(200);
    const returned = back.json().results.pemesanan[0];
    expect(returned.reservasi_kode).toBe(trip.code);
    expect(returned.refund.kode).not.toBe(booking.refund.kode);
    // Each repeat answers its own departure's refund.
    const goAgain = await staffPost(t, admin, '/api/staff/keberangkatan/batal', {
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-01-1300',
      tanggal: TOMORROW,
      alasan: 'Jalan ditutup banjir',
    });
    expect(goAgain.json().results.pemesanan[0].refund).toEqual(booking.refund);
    const backAgain = await staffPost(t, admin, '/api/staff/keberangkatan/batal', {
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-02-1100',
      tanggal: '2026-11-23',
      alasan: 'Jalan ditutup banjir',
    });
    expect(backAgain.json().results.pemesanan[0].refund).toEqual(returned.refund);
    expect(booking.refund.jumlah + returned.refund.jumlah).toBeLessThanOrEqual(paid.amount);
  });

  it('refuses a departure that has left', async () => {
    t.clock.set('2026-11-22T03:30:00.000Z'); // 10:30 WIB on the 22nd
    admin = await staffBearer(t, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
    const res = await staffPost(t, admin, '/api/staff/keberangkatan/batal', {
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-01-1000',
      tanggal: TOMORROW,
      alasan: 'Terlambat dibatalkan',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error_code: 'DEPARTURE_ALREADY_LEFT' });
    expect(res.json().message).toContain('sudah berangkat');
  });

  async function searchItemCodes(): Promise<string[]> {
    return (await searchItems(t)).map((item: { jadwal_kode: string }) => item.jadwal_kode);
  }
});

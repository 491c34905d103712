import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, WEB_BASIC } from '../helpers/test-app.js';
import { get, oneWay, reserveOk, seats, TOMORROW } from './reservations.fixtures.js';
import { insertCustomerWithToken } from './payments-fixtures.js';
import { travelGet } from './schedule-test-helpers.js';
import { searchItems } from './search-freshness.js';
import { openStaffDesk, paidBooking, staffGet, staffPost } from './staff.fixtures.js';

/**
 * Moving one departure to another time of its day (issue 10, decision 0022): every reader
 * of the departure's time follows at once, the bookings stay on it with their seats, the
 * paid bookers are told by e-mail and SMS, it is audited, and only the operator's own
 * staff (or an admin) may do it, before it leaves, never into the past or another date.
 * The clock stands at Saturday 2026-11-21 08:00 WIB; TOMORROW is 2026-11-22.
 */
describe('staff moves a departure to another time', () => {
  let t: TestApp;
  let admin: string;
  let petugasXtr: string;
  let petugasBry: string;
  const URL = '/api/staff/keberangkatan/pindah';
  const DEPARTURE = { operator_kode: 'XTR', jadwal_kode: 'XTR-01-1100', tanggal: TOMORROW };
  const MOVE = { ...DEPARTURE, jam_baru: '13:30', alasan: 'Jalan tol ditutup pagi hari' };

  beforeAll(async () => {
    ({ t, admin, petugasXtr, petugasBry } = await openStaffDesk());
  });
  afterAll(() => t.close());

  const moves = () => t.db.selectFrom('trip_time_changes').selectAll().execute();
  const notices = () =>
    t.db
      .selectFrom('outbound_messages')
      .select(['channel', 'recipient', 'subject', 'text'])
      .where('text', 'like', '%dipindah%')
      .orderBy('id')
      .execute();
  const audit = () =>
    t.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('action', '=', 'keberangkatan.pindah')
      .execute();
  const legTimes = (code: string) =>
    t.db
      .selectFrom('reservation_legs')
      .innerJoin('reservations', 'reservations.id', 'reservation_legs.reservation_id')
      .select(['reservation_legs.departure_at', 'reservation_legs.arrival_at'])
      .where('reservations.code', '=', code)
      .executeTakeFirstOrThrow();
  const searchTime = async (code: string) =>
    (await searchItems(t)).find((item: { jadwal_kode: string }) => item.jadwal_kode === code)
      ?.jam_berangkat as string | undefined;

  it('refuses bad input, another date and a petugas of another operator, changing nothing', async () => {
    const bad = [
      { ...MOVE, jam_baru: '25:00' },
      { ...MOVE, jam_baru: '' },
      { ...MOVE, alasan: 'x' },
      { ...MOVE, tanggal: '2026-02-30' },
      { ...MOVE, jadwal_kode: undefined },
    ];
    for (const body of bad) {
      const res = await staffPost(t, admin, URL, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ status: 'ERROR', error_code: 'VALIDATION_ERROR' });
    }
    const otherDay = await staffPost(t, admin, URL, { ...MOVE, tanggal_baru: '2026-11-23' });
    expect(otherDay.statusCode).toBe(400);
    expect(otherDay.json().message).toContain('tanggal yang sama');
    expect(otherDay.json().message).toContain('batalkan');

    expect((await staffPost(t, undefined, URL, MOVE)).statusCode).toBe(401);
    const foreign = await staffPost(t, petugasBry, URL, MOVE);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error_code).toBe('NOT_FOUND');
    // The same answer as a departure that does not exist.
    const unknown = await staffPost(t, admin, URL, { ...MOVE, jadwal_kode: 'XTR-01-0999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(foreign.json().message);
    // Another date asked by a petugas of another operator: still 404, nothing learnt.
    const foreignOtherDay = await staffPost(t, petugasBry, URL, {
      ...MOVE,
      tanggal_baru: '2026-11-23',
    });
    expect(foreignOtherDay.statusCode).toBe(404);

    expect(await moves()).toEqual([]);
    expect(await audit()).toEqual([]);
    expect(await searchTime('XTR-01-1100')).toBe('11:00');
  });

  it('moves it: every reader shows the new time, the bookings stay with their seats, paid bookers are told once', async () => {
    const paid = await paidBooking(t, { jadwal_kode: 'XTR-01-1100', kursi: seats('1', '2') });
    const held = await reserveOk(t, oneWay({ jadwal_kode: 'XTR-01-1100', kursi: seats('7') }));
    const before = await legTimes(paid.code);
    // A customer waiting for a seat of it (seat alerts keep the time they show and stop at).
    const waiting = await insertCustomerWithToken(t, 'menunggu@example.com');
    const schedule = await t.db
      .selectFrom('schedules')
      .select('id')
      .where('code', '=', 'XTR-01-1100')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('seat_alerts')
      .values({
        customer_id: waiting.id,
        schedule_id: schedule.id,
        trip_date: TOMORROW,
        from_stop: 0,
        to_stop: 1,
        operator_code: 'XTR',
        jadwal_code: 'XTR-01-1100',
        departure_date: TOMORROW,
        departure_at: before.departure_at,
        departure_time: '11:00',
        departure_zone: 'WIB',
        operator_name: 'Xpress Trans Priangan',
        origin_label: 'Bandung Pasteur',
        destination_label: 'Jakarta Blok M',
        queued_at: t.clock.now(),
        created_at: t.clock.now(),
      })
      .execute();
    // The search index is warm with the old time.
    expect(await searchTime('XTR-01-1100')).toBe('11:00');

    const res = await staffPost(t, petugasXtr, URL, MOVE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toMatchObject({
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-01-1100',
      tanggal: TOMORROW,
      jam_semula: '11:00',
      jam_baru: '13:30',
      dipindahkan_sekarang: true,
      jumlah_penumpang: 2,
      pemberitahuan: 2,
      pemesanan: [
        {
          reservasi_kode: paid.code,
          pemesan_telp: '081234567890',
          penumpang: [
            { kursi: '1', nama: 'Budi Santoso' },
            { kursi: '2', nama: 'Siti Aminah' },
          ],
          naik_di: { tanggal: TOMORROW, jam: '13:30', zona_waktu: 'WIB' },
        },
      ],
    });

    // Search (no clock moved, no wait), and the trip's own pages.
    expect(await searchTime('XTR-01-1100')).toBe('13:30');
    const detail = await travelGet(
      t,
      `detail-jadwal?operator_kode=XTR&jadwal_kode=XTR-01-1100&tanggal_berangkat=${TOMORROW}`,
    );
    expect(detail.body.results).toMatchObject({ jam_berangkat: '13:30', bisa_dipesan: true });
    const check = await travelGet(
      t,
      `check-jadwal?operator_kode=XTR&kode=XTR-01-1100&tanggal=${TOMORROW}&jam=13:30`,
    );
    expect(check.body.results).toMatchObject({ tersedia: true, pergi: { jam_berangkat: '13:30' } });
    const map = await get(t, '/api/travel/kursi', {
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-01-1100',
      tanggal_berangkat: TOMORROW,
    });
    expect(map.json().results).toMatchObject({ jam_berangkat: '13:30', kursi_tersedia: 9 });
    // The seats stay taken: the bookings are still on this departure.
    const taken = map
      .json()
      .results.kursi.filter((seat: { tersedia: boolean }) => !seat.tersedia)
      .map((seat: { no: string }) => seat.no);
    expect(taken).toEqual(['1', '2', '7']);

    // The stored legs and the e-ticket follow (2.5 hours later, arrival too).
    const after = await legTimes(paid.code);
    expect(after.departure_at.getTime() - before.departure_at.getTime()).toBe(150 * 60_000);
    expect(after.arrival_at.getTime() - before.arrival_at.getTime()).toBe(150 * 60_000);
    expect((await legTimes(held.code)).departure_at).toEqual(after.departure_at);
    expect(
      await t.db.selectFrom('seat_alerts').select(['departure_at', 'departure_time']).execute(),
    ).toEqual([{ departure_at: after.departure_at, departure_time: '13:30' }]);
    const ticket = await t.app.inject({
      method: 'GET',
      url: '/api/travel/detail-reservasi',
      query: { reservasi_kode: paid.code },
      headers: { authorization: WEB_BASIC, 'x-guest-token': paid.guestToken },
    });
    expect(JSON.stringify(ticket.json().results)).toContain('13:30');
    expect(JSON.stringify(ticket.json().results)).not.toContain('11:00');

    // The staff's day (in its new place in the order) and the manifest.
    const day = await staffGet(t, petugasXtr, '/api/staff/keberangkatan', { tanggal: TOMORROW });
    const list = day.json().results.list as Array<{
      jadwal_kode: string;
      jam_berangkat: string;
      berangkat_pada: string;
    }>;
    const moved = list.findIndex((d) => d.jadwal_kode === 'XTR-01-1100');
    expect(list[moved]?.jam_berangkat).toBe('13:30');
    const order = list.map((d) => d.jam_berangkat);
    expect(order).toEqual([...order].sort());
    expect(list.findIndex((d) => d.jadwal_kode === 'XTR-01-1300')).toBeLessThan(moved);
    expect(list.findIndex((d) => d.jadwal_kode === 'XTR-01-1400')).toBeGreaterThan(moved);
    const manifest = await staffGet(t, petugasXtr, '/api/staff/manifest', DEPARTURE);
    expect(manifest.json().results.keberangkatan.jam_berangkat).toBe('13:30');
    expect(manifest.json().results.penumpang[0].naik_di.jam).toBe('13:30');

    // A booking made after the move stores the new time.
    const later = await reserveOk(t, oneWay({ jadwal_kode: 'XTR-01-1100', kursi: seats('9') }));
    expect((await legTimes(later.code)).departure_at).toEqual(after.departure_at);

    // The paid booker (not the unpaid hold) got an e-mail and an SMS.
    const told = await notices();
    expect(told.map((m) => `${m.channel}:${m.recipient}`)).toEqual([
      'email:budi.santoso@example.com',
      'sms:6281234567890',
    ]);
    expect(told[0]?.subject).toBe(`Jam keberangkatan berubah: ${paid.code}`);
    expect(told[0]?.text).toContain('semula pukul 11:00 WIB, sekarang pukul 13:30 WIB');
    expect(told[0]?.text).toContain('Jalan tol ditutup pagi hari');

    // Audited with before and after.
    const entries = await audit();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      entity: 'keberangkatan',
      entity_key: `XTR/XTR-01-1100/${TOMORROW}`,
      before: { jam_berangkat: '11:00' },
      after: expect.objectContaining({ jam_berangkat: '13:30', pemesanan_diberitahu: 1 }),
    });

    // The same time again (a second click): nothing changes, nobody is told twice.
    const again = await staffPost(t, admin, URL, { ...MOVE, jam_baru: '13.30' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().results).toMatchObject({
      dipindahkan_sekarang: false,
      jam_semula: '13:30',
      pemberitahuan: 0,
    });
    expect(await notices()).toHaveLength(2);
    expect(await audit()).toHaveLength(1);

    // Moved again (by an admin), it keeps the schedule's own time as the original.
    const back = await staffPost(t, admin, URL, { ...MOVE, jam_baru: '12:15' });
    expect(back.json().results).toMatchObject({ jam_semula: '13:30', jam_baru: '12:15' });
    expect(await moves()).toMatchObject([
      { departure_time: '12:15:00', original_time: '11:00:00' },
    ]);
    expect(await searchTime('XTR-01-1100')).toBe('12:15');
    // Other days of the schedule keep its time.
    const nextDay = await travelGet(
      t,
      'detail-jadwal?operator_kode=XTR&jadwal_kode=XTR-01-1100&tanggal_berangkat=2026-11-24',
    );
    expect(nextDay.body.results.jam_berangkat).toBe('11:00');
  });

  it('refuses a departure that has left (409), one cancelled (409) and a time already past', async () => {
    // Today 08:00 WIB: the 07:00 has left.
    const left = await staffPost(t, petugasXtr, URL, {
      ...MOVE,
      jadwal_kode: 'XTR-01-0700',
      tanggal: '2026-11-21',
    });
    expect(left.statusCode).toBe(409);
    expect(left.json()).toMatchObject({ error_code: 'DEPARTURE_ALREADY_LEFT' });
    expect(left.json().message).toContain('dipindahkan');
    // XTR-01-1200 on 2026-11-23 is cancelled in the demo data.
    const cancelled = await staffPost(t, admin, URL, {
      ...MOVE,
      jadwal_kode: 'XTR-01-1200',
      tanggal: '2026-11-23',
    });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().error_code).toBe('DEPARTURE_CANCELLED');
    // Today's 10:00 cannot go back to 07:30 (past), nor to 08:00 (now).
    for (const jam of ['07:30', '08:00']) {
      const past = await staffPost(t, petugasXtr, URL, {
        ...MOVE,
        jadwal_kode: 'XTR-01-1000',
        tanggal: '2026-11-21',
        jam_baru: jam,
      });
      expect(past.statusCode, jam).toBe(400);
      expect(past.json().message).toContain('sudah lewat');
    }
    expect((await moves()).map((row) => row.trip_date)).toEqual([TOMORROW]);
  });

  it('refuses a time that carries a boarding stop into the next day', async () => {
    // PSR-01: Bandung 0 min, Purwakarta +90 min, Jakarta +190 min.
    const body = {
      operator_kode: 'PSR',
      jadwal_kode: 'PSR-01-2000',
      tanggal: TOMORROW,
      alasan: 'Sopir pengganti baru tiba malam',
    };
    const late = await staffPost(t, admin, URL, { ...body, jam_baru: '23:00' });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toContain('Purwakarta');
    // Arriving after midnight at the last stop is fine: nobody boards there.
    const ok = await staffPost(t, admin, URL, { ...body, jam_baru: '22:00' });
    expect(ok.statusCode, ok.body).toBe(200);
    const detail = await travelGet(
      t,
      `detail-jadwal?operator_kode=PSR&jadwal_kode=PSR-01-2000&tanggal_berangkat=${TOMORROW}`,
    );
    expect(detail.body.results).toMatchObject({
      jam_berangkat: '22:00',
      tanggal_tiba: '2026-11-23',
      jam_tiba: '01:10',
    });
  });
});

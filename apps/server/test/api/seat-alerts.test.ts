import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerSessionRepository } from '../../src/modules/customers/customer-session.repository.js';
import { CustomerSessionService } from '../../src/modules/customers/customer-session.service.js';
import { createReservationServices } from '../../src/modules/reservations/reservation-services.js';
import { createSeatAlertServices } from '../../src/modules/seat-alerts/seat-alert-services.js';
import { createServices, reservationTripsPort } from '../../src/services.js';
import { createTestApp, type TestApp, TEST_NOW, WEB_BASIC } from '../helpers/test-app.js';
import { eventually } from './booking-messages.fixtures.js';
import { outbox } from './customers-fixtures.js';
import { oneWay, post, reserveOk, seatMap, seats, TOMORROW } from './reservations.fixtures.js';

/**
 * Seat alerts (issue 8): asking on a sold-out departure, and the first ones asking told
 * once when an unpaid hold expires or a booking is cancelled. Demo data: XTR-01 runs
 * Bandung Pasteur -> Jakarta Blok M hourly on a 12-seat shuttle (reservations.fixtures.ts).
 */
describe('seat alerts', () => {
  let t: TestApp;
  const who = {} as Record<'ani' | 'bayu' | 'citra', { authorization: string }>;
  const ids = {} as Record<'ani' | 'bayu' | 'citra', number>;
  const departure = (jadwal: string, date = TOMORROW) => ({
    operator_kode: 'XTR',
    jadwal_kode: jadwal,
    tanggal_berangkat: date,
  });
  const ask = (body: Record<string, unknown>, headers: Record<string, string>) =>
    post(t, '/api/travel/seat-alert', body, headers);
  const list = async (headers: { authorization: string }) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/travel/seat-alert', headers });
    expect(res.statusCode).toBe(200);
    return res.json().results.list as Array<Record<string, unknown>>;
  };
  /** Messages queued in the outbox to `recipient`, oldest first (sent or not). */
  // Which messages were queued, not whether the background dispatcher has sent them yet
  // (a snapshot taken before and after a pass would otherwise differ by a send).
  const queuedTo = (recipient: string) =>
    t.db
      .selectFrom('outbound_messages')
      .select(['id', 'channel', 'subject', 'text'])
      .where('recipient', '=', recipient)
      .orderBy('id')
      .execute();
  const alertStatus = async (customerId: number, jadwal: string) =>
    (
      await t.db
        .selectFrom('seat_alerts')
        .select('status')
        .where('customer_id', '=', customerId)
        .where('jadwal_code', '=', jadwal)
        .executeTakeFirstOrThrow()
    ).status;
  const statusOf = async (code: string) =>
    (
      await t.db
        .selectFrom('reservations')
        .select('status')
        .where('code', '=', code)
        .executeTakeFirstOrThrow()
    ).status;
  const servicesOf = () =>
    createServices({ config: t.config, database: t.database, clock: t.clock });

  /**
   * Takes every seat of the departure: all but `holds` in paid bookings, then one unpaid
   * hold per remaining seat, `gapMinutes` apart (their codes and guest tokens, in order).
   */
  async function sellOut(jadwal: string, holds: number, gapMinutes = 0) {
    const free = (await seatMap(t, departure(jadwal))).kursi
      .filter((seat) => seat.tersedia)
      .map((seat) => seat.no);
    const paid = free.slice(0, free.length - holds);
    for (let i = 0; i < paid.length; i += 10) {
      const { code } = await reserveOk(
        t,
        oneWay({ ...departure(jadwal), kursi: seats(...paid.slice(i, i + 10)) }),
      );
      const settled = await t.app.inject({
        method: 'POST',
        url: `/api/dev/payments/${code}/settle`,
      });
      expect(settled.statusCode).toBe(200);
    }
    const made: Array<{ code: string; guestToken: string }> = [];
    for (const no of free.slice(free.length - holds)) {
      if (made.length > 0) t.clock.advanceMinutes(gapMinutes);
      made.push(await reserveOk(t, oneWay({ ...departure(jadwal), kursi: seats(no) })));
    }
    expect((await seatMap(t, departure(jadwal))).kursi_tersedia).toBe(0);
    return made;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const sessions = new CustomerSessionService(new CustomerSessionRepository(t.db), t.clock);
    const rows = await t.db
      .insertInto('customers')
      .values([
        { name: 'Ani Wijaya', email: 'ani@example.com' },
        { name: 'Bayu Pratama', phone: '081311112222' },
        { name: 'Citra Lestari', email: 'citra@example.com', phone: '081399998888' },
      ])
      .returning('id')
      .execute();
    const names = ['ani', 'bayu', 'citra'] as const;
    for (const [index, name] of names.entries()) {
      const id = Number(rows[index]!.id);
      ids[name] = id;
      who[name] = { authorization: `Bearer ${await sessions.issueToken(id)}` };
    }
  });
  afterAll(() => t.close());

  it('refuses a guest (401), bad input (400), unknown, open and departed departures, storing nothing', async () => {
    expect((await ask(departure('XTR-01-1400'), {})).statusCode).toBe(401);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/travel/seat-alert',
      headers: { authorization: WEB_BASIC },
    });
    expect(listed.statusCode).toBe(401);

    const bad = await ask({ operator_kode: 'XTR', jadwal_kode: '' }, who.ani);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'ERROR', error_code: 'VALIDATION_ERROR' });
    expect(bad.json().message).toMatch(/jadwal_kode|tanggal_berangkat/);

    const unknown = await ask(departure('XTR-99-0000'), who.ani);
    expect(unknown.statusCode).toBe(404);

    // Seats left: nothing to wait for, book now.
    const open = await ask(departure('XTR-01-1500'), who.ani);
    expect(open.statusCode).toBe(400);
    expect(open.json()).toMatchObject({ error_code: 'SEAT_ALERT_SEATS_AVAILABLE' });
    expect(open.json().message).toMatch(/Masih ada kursi/);

    // 07.00 today left an hour before the test's 08.00 WIB.
    const gone = await ask(departure('XTR-01-0700', '2026-11-21'), who.ani);
    expect(gone.statusCode).toBe(400);
    expect(gone.json()).toMatchObject({ error_code: 'SEAT_ALERT_UNAVAILABLE' });
    expect(gone.json().message).toMatch(/sudah lewat/);

    const stored = await t.db.selectFrom('seat_alerts').select('id').execute();
    expect(stored).toEqual([]);
  });

  describe('on a sold-out departure', () => {
    const JADWAL = 'XTR-01-1400';
    let holds: Array<{ code: string; guestToken: string }>;

    beforeAll(async () => {
      t.clock.set(TEST_NOW);
      // Two unpaid holds ten minutes apart: the first expires (15 min) while the second lasts.
      holds = await sellOut(JADWAL, 2, 10);
    });

    it('queues alerts in asking order, refuses a second one (409), lists only my own', async () => {
      const first = await ask(departure(JADWAL), who.ani);
      expect(first.statusCode).toBe(200);
      expect(first.json().results).toMatchObject({
        operator_kode: 'XTR',
        jadwal_kode: JADWAL,
        tanggal_berangkat: TOMORROW,
        jam_berangkat: '14:00',
        zona_berangkat: 'WIB',
        status: 'menunggu',
        dikabari: null,
        link: `${t.config.publicBaseUrl}/kabar-kursi?operator_kode=XTR&jadwal_kode=${JADWAL}&tanggal_berangkat=${TOMORROW}`,
      });
      t.clock.advanceMinutes(1);
      expect((await ask(departure(JADWAL), who.bayu)).statusCode).toBe(200);
      t.clock.advanceMinutes(1);
      expect((await ask(departure(JADWAL), who.citra)).statusCode).toBe(200);

      const again = await ask(departure(JADWAL), who.ani);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        error_code: 'SEAT_ALERT_EXISTS',
        message: 'Anda sudah meminta kabar untuk keberangkatan ini.',
      });

      const mine = await list(who.ani);
      expect(mine.map((alert) => alert.alert_id)).toEqual([first.json().results.alert_id]);
      expect((await list(who.bayu)).map((alert) => alert.alert_id)).not.toContain(
        first.json().results.alert_id,
      );
    });

    it("does not let another customer cancel my alert (404); the owner's stays", async () => {
      const [mine] = await list(who.ani);
      const theirs = await post(
        t,
        '/api/travel/seat-alert-batal',
        { alert_id: mine!.alert_id },
        who.bayu,
      );
      expect(theirs.statusCode).toBe(404);
      expect(await alertStatus(ids.ani, JADWAL)).toBe('waiting');
      const noToken = await post(t, '/api/travel/seat-alert-batal', { alert_id: mine!.alert_id });
      expect(noToken.statusCode).toBe(401);
      expect(await alertStatus(ids.ani, JADWAL)).toBe('waiting');
    });

    it('an expired unpaid hold tells exactly the first customer, once, with the seat map link', async () => {
      // 16 minutes after the first hold: it has expired, the second (10 minutes younger) lasts.
      t.clock.set(new Date(new Date(TEST_NOW).getTime() + 16 * 60_000));
      const services = servicesOf();
      expect(await services.reservations.sweeper.runOnce()).toBe(1);
      await services.seatAlerts.whenIdle();
      expect(await statusOf(holds[0]!.code)).toBe('expired');
      expect(await statusOf(holds[1]!.code)).toBe('pending');

      const toAni = await queuedTo('ani@example.com');
      expect(toAni).toHaveLength(1);
      expect(await queuedTo('6281311112222')).toEqual([]);
      expect(await queuedTo('citra@example.com')).toEqual([]);
      expect(await alertStatus(ids.ani, JADWAL)).toBe('notified');

      // The dispatcher sends it: the development outbox has the text and the link.
      await services.notifications.dispatcher.runPass();
      const sent = (await outbox(t)).filter((m) => m.recipient === 'ani@example.com');
      expect(sent).toHaveLength(1);
      const [listed] = await list(who.ani);
      expect(sent[0]!.subject).toBe(
        `Kursi tersedia: ${String(listed!.operator_nama)} ${String(listed!.asal)} → ${String(listed!.tujuan)}`,
      );
      expect(sent[0]!.text).toContain('Ada kursi yang baru tersedia');
      expect(sent[0]!.text).toContain('pukul 14.00 WIB');
      expect(sent[0]!.text).toContain(
        `${t.config.publicBaseUrl}/kabar-kursi?operator_kode=XTR&jadwal_kode=${JADWAL}&tanggal_berangkat=${TOMORROW}`,
      );
      expect((await list(who.ani))[0]).toMatchObject({ status: 'dikabari' });

      // Another pass with the seat still free tells nobody new: Ani was promised it.
      await services.seatAlerts.runPass();
      expect(await alertStatus(ids.bayu, JADWAL)).toBe('waiting');
    });

    it('a cancelled booking frees a second seat: the next customer is told, the first not again', async () => {
      const cancelled = await post(
        t,
        '/api/travel/batal-reservasi',
        { reservasi_kode: holds[1]!.code, jenis_batal: 1 },
        { 'x-guest-token': holds[1]!.guestToken },
      );
      expect(cancelled.statusCode).toBe(200);
      // The app's own seat alerts act after the cancel's commit, then its outbox sends.
      const toBayu = await eventually(async () => {
        const rows = await queuedTo('6281311112222');
        return rows.length > 0 ? rows : undefined;
      });
      expect(toBayu).toHaveLength(1);
      expect(toBayu[0]).toMatchObject({ channel: 'sms' });
      expect(toBayu[0]!.text).toMatch(
        /^Lintas: kursi tersedia .+ - .+ 22 Nov 14\.00 WIB\. Pesan kursinya sebelum diambil orang lain: /,
      );
      // Plain characters only: one arrow or emoji would make the SMS Unicode (70 a part).
      expect(toBayu[0]!.text).toMatch(/^[\x20-\x7E]+$/);
      expect(toBayu[0]!.text).toContain(`/kabar-kursi?operator_kode=XTR&jadwal_kode=${JADWAL}`);
      expect(await queuedTo('ani@example.com')).toHaveLength(1);
      expect(await alertStatus(ids.citra, JADWAL)).toBe('waiting');
    });

    it('a cancelled alert is never told, even with seats still free after the promise window', async () => {
      const [citras] = await list(who.citra);
      const cancel = await post(
        t,
        '/api/travel/seat-alert-batal',
        { alert_id: citras!.alert_id },
        who.citra,
      );
      expect(cancel.statusCode).toBe(200);
      expect(cancel.json().results).toEqual({ alert_id: citras!.alert_id, status: 'dibatalkan' });
      expect(await list(who.citra)).toEqual([]);

      t.clock.advanceMinutes(16);
      await servicesOf().seatAlerts.runPass();
      expect(await queuedTo('citra@example.com')).toEqual([]);
      expect(await queuedTo('ani@example.com')).toHaveLength(1);
      expect(await queuedTo('6281311112222')).toHaveLength(1);
    });
  });

  it('a failing outbox keeps the expiry: seats freed, the alert waits and is told on the next pass', async () => {
    const JADWAL = 'XTR-01-1600';
    t.clock.set(TEST_NOW);
    const [hold] = await sellOut(JADWAL, 1);
    expect((await ask(departure(JADWAL), who.citra)).statusCode).toBe(200);

    const services = servicesOf();
    const logged: string[] = [];
    const failing = createSeatAlertServices({
      db: t.db,
      clock: t.clock,
      logger: { warn: (_d, message) => logged.push(message), error: (_d, m) => logged.push(m) },
      trips: services.trips,
      notifier: {
        enqueue: async () => {
          throw new Error('outbox table unavailable');
        },
        dispatchSoon: () => {},
      },
      baseUrl: t.config.publicBaseUrl,
    });
    const { sweeper } = createReservationServices({
      db: t.db,
      config: t.config,
      clock: t.clock,
      logger: { warn: () => {}, error: () => {} },
      trips: reservationTripsPort(services.trips),
      pricing: services.pricing,
      points: services.customerPoints,
      vouchers: services.vouchers,
      payments: services.payments.payments,
      seatsFreed: failing,
    });

    t.clock.advanceMinutes(16);
    expect(await sweeper.runOnce()).toBeGreaterThanOrEqual(1);
    await failing.whenIdle();
    expect(await statusOf(hold!.code)).toBe('expired');
    expect((await seatMap(t, departure(JADWAL))).kursi_tersedia).toBe(1);
    expect(await alertStatus(ids.citra, JADWAL)).toBe('waiting');
    expect(logged).toContain('seat alerts: could not notify a departure');
    expect((await queuedTo('citra@example.com')).filter((m) => m.text.includes(JADWAL))).toEqual(
      [],
    );

    // The outbox is back: the interval's pass tells her.
    await services.seatAlerts.runPass();
    expect(await alertStatus(ids.citra, JADWAL)).toBe('notified');
    const toCitra = (await queuedTo('citra@example.com')).filter((m) => m.text.includes(JADWAL));
    expect(toCitra).toHaveLength(1);
    expect((await queuedTo('6281399998888')).filter((m) => m.text.includes(JADWAL))).toHaveLength(
      1,
    );
  });

  it('a hold that runs out before any sweep is found by the interval pass', async () => {
    const JADWAL = 'XTR-01-1700';
    t.clock.set(TEST_NOW);
    const [hold] = await sellOut(JADWAL, 1);
    expect((await ask(departure(JADWAL), who.ani)).statusCode).toBe(200);
    t.clock.advanceMinutes(16);
    // Nobody expired it: it is still pending, yet its seat counts as free (decision 1).
    expect(await statusOf(hold!.code)).toBe('pending');
    await servicesOf().seatAlerts.runPass();
    expect(await alertStatus(ids.ani, JADWAL)).toBe('notified');
    expect((await queuedTo('ani@example.com')).filter((m) => m.text.includes(JADWAL))).toHaveLength(
      1,
    );
  });

  it('an alert whose bus has left is not told, and is no longer listed', async () => {
    const JADWAL = 'XTR-01-0600';
    t.clock.set(TEST_NOW);
    const [hold] = await sellOut(JADWAL, 1);
    expect((await ask(departure(JADWAL), who.bayu)).statusCode).toBe(200);
    const before = await queuedTo('6281311112222');

    // 06.01 WIB tomorrow: the bus has left, and the unpaid hold is long overdue.
    t.clock.set('2026-11-21T23:01:00Z');
    const services = servicesOf();
    await services.reservations.sweeper.runOnce();
    await services.seatAlerts.whenIdle();
    await services.seatAlerts.runPass();
    expect(await statusOf(hold!.code)).toBe('expired');
    expect(await alertStatus(ids.bayu, JADWAL)).toBe('waiting');
    expect(await queuedTo('6281311112222')).toEqual(before);
    expect((await list(who.bayu)).map((alert) => alert.jadwal_kode)).not.toContain(JADWAL);
  });

  it('a passenger cancelled out of a paid booking frees only their seat, and the waiting customer is told (decision 0046)', async () => {
    const JADWAL = 'XTR-01-1900';
    t.clock.set(TEST_NOW);
    const free = (await seatMap(t, departure(JADWAL))).kursi
      .filter((seat) => seat.tersedia)
      .map((seat) => seat.no);
    const pay = async (code: string) => {
      const settled = await t.app.inject({
        method: 'POST',
        url: `/api/dev/payments/${code}/settle`,
      });
      expect(settled.statusCode).toBe(200);
    };
    const family = await reserveOk(
      t,
      oneWay({ ...departure(JADWAL), kursi: seats(...free.slice(0, 2)) }),
    );
    await pay(family.code);
    const others = await reserveOk(
      t,
      oneWay({ ...departure(JADWAL), kursi: seats(...free.slice(2)) }),
    );
    await pay(others.code);
    expect((await seatMap(t, departure(JADWAL))).kursi_tersedia).toBe(0);
    expect((await ask(departure(JADWAL), who.citra)).statusCode).toBe(200);
    const before = await queuedTo('citra@example.com');

    const cancelled = await post(
      t,
      '/api/travel/batal-reservasi',
      { reservasi_kode: family.code, penumpang: [1], konfirmasi: true },
      { 'x-guest-token': family.guestToken },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().results.status).toBe('paid');
    const map = await seatMap(t, departure(JADWAL));
    expect(map.kursi_tersedia).toBe(1);
    expect(map.kursi.filter((seat) => seat.tersedia).map((seat) => seat.no)).toEqual([free[0]]);
    const told = await eventually(async () => {
      const rows = await queuedTo('citra@example.com');
      return rows.length > before.length ? rows.slice(before.length) : undefined;
    });
    expect(told[0]!.subject).toMatch(/^Kursi tersedia: /);
    expect(await alertStatus(ids.citra, JADWAL)).toBe('notified');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';
import { CustomerSessionRepository } from '../../src/modules/customers/customer-session.repository.js';
import { CustomerSessionService } from '../../src/modules/customers/customer-session.service.js';
import { createServices } from '../../src/services.js';
import { eventually } from '../api/booking-messages.fixtures.js';
import { oneWay, post, reserveOk, seatMap, seats, TOMORROW } from '../api/reservations.fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createPgTestDatabase } from './pg-test-database.js';

/**
 * Seat alerts where two server processes share one PostgreSQL: two bookings of a sold-out
 * departure are cancelled at the same moment, one through each process, while further
 * passes of both processes look at the same departure. Two seats freed: exactly the two
 * earliest alerts are told, each once; the third waits.
 */
describe('seat alerts with two server processes on PostgreSQL', () => {
  let first: TestApp;
  let second: TestApp;
  let drop: () => Promise<void>;
  const JADWAL = 'XTR-01-1400';
  const departure = { operator_kode: 'XTR', jadwal_kode: JADWAL, tanggal_berangkat: TOMORROW };
  const contacts = ['ani@example.com', 'bayu@example.com', 'citra@example.com'];
  const tokens: string[] = [];

  beforeAll(async () => {
    const testDb = await createPgTestDatabase();
    drop = testDb.drop;
    const config = parseConfig({ DATABASE_URL: testDb.url, DATABASE_POOL_SIZE: '8' });
    first = await createTestApp({ database: await openDatabase(config.database) });
    second = await createTestApp({ database: await openDatabase(config.database), empty: true });
    second.clock.set(first.clock.now());
    const sessions = new CustomerSessionService(
      new CustomerSessionRepository(first.db),
      first.clock,
    );
    for (const email of contacts) {
      const row = await first.db
        .insertInto('customers')
        .values({ name: 'Pelanggan Uji', email })
        .returning('id')
        .executeTakeFirstOrThrow();
      tokens.push(`Bearer ${await sessions.issueToken(row.id)}`);
    }
  });

  afterAll(async () => {
    for (const t of [first, second]) {
      await t?.close();
      await t?.database.close();
    }
    await drop?.();
  });

  const toldAbout = async () =>
    first.db
      .selectFrom('outbound_messages')
      .select(['recipient'])
      .where('text', 'like', `%${JADWAL}%`)
      .orderBy('id')
      .execute();

  it('two cancels at once, one per process, tell the two earliest alerts exactly once', async () => {
    const free = (await seatMap(first, departure)).kursi
      .filter((seat) => seat.tersedia)
      .map((seat) => seat.no);
    const { code } = await reserveOk(
      first,
      oneWay({ ...departure, kursi: seats(...free.slice(0, free.length - 2)) }),
    );
    const settled = await first.app.inject({
      method: 'POST',
      url: `/api/dev/payments/${code}/settle`,
    });
    expect(settled.statusCode).toBe(200);
    const holds = [];
    for (const no of free.slice(-2)) {
      holds.push(await reserveOk(first, oneWay({ ...departure, kursi: seats(no) })));
    }
    expect((await seatMap(first, departure)).kursi_tersedia).toBe(0);

    for (const authorization of tokens) {
      first.clock.advanceMinutes(1);
      second.clock.set(first.clock.now());
      const asked = await post(first, '/api/travel/seat-alert', departure, { authorization });
      expect(asked.statusCode).toBe(200);
    }

    // Each process: its app (which hears its own cancel) and two more passes of its own.
    const extra = [first, second].flatMap((t) =>
      [0, 1].map(
        () => createServices({ config: t.config, database: t.database, clock: t.clock }).seatAlerts,
      ),
    );
    const cancels = holds.map((hold, i) =>
      post(
        i === 0 ? first : second,
        '/api/travel/batal-reservasi',
        { reservasi_kode: hold.code, jenis_batal: 1 },
        { 'x-guest-token': hold.guestToken },
      ),
    );
    const answers = await Promise.all([
      ...cancels,
      ...extra.map((alerts) => alerts.runPass().then(() => null)),
    ]);
    expect(answers.slice(0, 2).map((res) => res?.statusCode)).toEqual([200, 200]);
    // And again, now that both cancels have committed: all at once.
    await Promise.all(extra.map((alerts) => alerts.runPass()));

    await eventually(async () => ((await toldAbout()).length >= 2 ? true : undefined));
    await Promise.all(extra.map((alerts) => alerts.runPass()));
    const told = (await toldAbout()).map((row) => row.recipient);
    expect(told.sort()).toEqual(['ani@example.com', 'bayu@example.com']);
    const statuses = await first.db
      .selectFrom('seat_alerts')
      .innerJoin('customers', 'customers.id', 'seat_alerts.customer_id')
      .select(['customers.email', 'seat_alerts.status'])
      .orderBy('seat_alerts.id')
      .execute();
    expect(statuses).toEqual([
      { email: 'ani@example.com', status: 'notified' },
      { email: 'bayu@example.com', status: 'notified' },
      { email: 'citra@example.com', status: 'waiting' },
    ]);
  });
});

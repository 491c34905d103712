import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../src/db/prepare.js';
import { openMemoryDatabase } from '../../src/db/database.js';
import { parseConfig } from '../../src/config.js';
import { ManualClock } from '../../src/lib/clock.js';
import type { TestApp } from '../helpers/test-app.js';
import { PRODUCTION_ENV, TEST_NOW } from '../helpers/test-app.js';
import { TOMORROW } from './reservations.fixtures.js';
import {
  createStaffTestApp,
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  DEMO_PETUGAS_PASSWORD,
  demoPetugasEmail,
  paidBooking,
  qrContentOf,
  staffBearer,
  staffGet,
  staffLogin,
  staffPost,
  XTR_DEPARTURE,
} from './staff.fixtures.js';

/**
 * A petugas of one operator never reads or changes another operator's data, on every
 * staff endpoint: the answer is the one an unknown departure or ticket gets (404), and
 * nothing is written.
 */
describe('staff access across operators', () => {
  let t: TestApp;
  let petugasBry: string;
  let code: string;
  let qr: string;
  beforeAll(async () => {
    t = await createStaffTestApp();
    petugasBry = await staffBearer(t, demoPetugasEmail('BRY'), DEMO_PETUGAS_PASSWORD);
    const paid = await paidBooking(t, { kursi: seats2() });
    code = paid.code;
    qr = await qrContentOf(t, paid.code, paid.guestToken);
  });
  afterAll(() => t.close());

  function seats2() {
    return [
      { no: '1', nama: 'Budi Santoso' },
      { no: '2', nama: 'Siti Aminah' },
    ];
  }

  const written = async () => ({
    boardings: (await t.db.selectFrom('boardings').select('passenger_id').execute()).length,
    audit: (
      await t.db.selectFrom('staff_audit_log').select('id').where('action', '<>', 'login').execute()
    ).length,
  });

  it('answers 404 on every endpoint for the XTR departure and ticket, and writes nothing', async () => {
    const before = await written();
    const notFound = [
      await staffGet(t, petugasBry, '/api/staff/keberangkatan', {
        tanggal: TOMORROW,
        operator_kode: 'XTR',
      }),
      await staffGet(t, petugasBry, '/api/staff/manifest', XTR_DEPARTURE),
      await staffGet(t, petugasBry, '/api/staff/manifest', { ...XTR_DEPARTURE, format: 'csv' }),
      await staffPost(t, petugasBry, '/api/staff/boarding', { qr_content: qr }),
      await staffPost(t, petugasBry, '/api/staff/boarding', { qr_content: qr, ...XTR_DEPARTURE }),
      await staffPost(t, petugasBry, '/api/staff/boarding', { reservasi_kode: code }),
      await staffPost(t, petugasBry, '/api/staff/boarding', {
        reservasi_kode: code,
        ...XTR_DEPARTURE,
      }),
      // Naming their own departure does not reveal the other operator's ticket either.
      await staffPost(t, petugasBry, '/api/staff/boarding', {
        reservasi_kode: code,
        operator_kode: 'BRY',
        jadwal_kode: 'BRY-01-0930',
        tanggal: TOMORROW,
      }),
    ];
    for (const res of notFound) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.body).not.toContain('Budi');
      expect(res.body).not.toContain('Siti');
    }
    // The ticket answers exactly as a code that does not exist.
    const unknown = await staffPost(t, petugasBry, '/api/staff/boarding', {
      reservasi_kode: 'LTS0000000000',
    });
    expect(notFound[5]!.json()).toEqual(unknown.json());
    // The day's list holds only their own operator.
    const own = await staffGet(t, petugasBry, '/api/staff/keberangkatan', { tanggal: TOMORROW });
    expect(own.statusCode).toBe(200);
    expect(
      own.json().results.list.every((d: { operator_kode: string }) => d.operator_kode === 'BRY'),
    ).toBe(true);
    // The audit log is for admins.
    expect((await staffGet(t, petugasBry, '/api/staff/audit')).statusCode).toBe(403);
    expect(await written()).toEqual(before);
  });

  it('lets the petugas of the operator itself do all of it', async () => {
    const petugasXtr = await staffBearer(t, demoPetugasEmail('XTR'), DEMO_PETUGAS_PASSWORD);
    expect((await staffGet(t, petugasXtr, '/api/staff/manifest', XTR_DEPARTURE)).statusCode).toBe(
      200,
    );
    const boarded = await staffPost(t, petugasXtr, '/api/staff/boarding', {
      qr_content: qr,
      ...XTR_DEPARTURE,
    });
    expect(boarded.statusCode, boarded.body).toBe(200);
  });
});

describe('demo staff accounts', () => {
  const production = { ...PRODUCTION_ENV, LOG_LEVEL: 'silent', SEED_DEMO: 'true' };

  it('are never seeded in production, even with SEED_DEMO on', async () => {
    const database = await openMemoryDatabase();
    try {
      await prepareDatabase(database, parseConfig(production), new ManualClock(TEST_NOW));
      const operators = await database.db.selectFrom('operators').select('id').execute();
      expect(operators.length).toBeGreaterThan(0); // the demo catalogue was asked for
      expect(await database.db.selectFrom('staff').select('id').execute()).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('are seeded in development: an admin and one petugas per operator, README passwords', async () => {
    const database = await openMemoryDatabase();
    try {
      await prepareDatabase(
        database,
        parseConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent' }),
        new ManualClock(TEST_NOW),
      );
      const staff = await database.db
        .selectFrom('staff')
        .leftJoin('operators', 'operators.id', 'staff.operator_id')
        .select(['staff.email', 'staff.role', 'operators.code'])
        .execute();
      const operators = await database.db.selectFrom('operators').select('code').execute();
      expect(staff).toContainEqual({ email: DEMO_ADMIN_EMAIL, role: 'admin', code: null });
      for (const { code } of operators)
        expect(staff).toContainEqual({ email: demoPetugasEmail(code), role: 'petugas', code });
      expect(staff).toHaveLength(operators.length + 1);
      // A second start adds nothing.
      await prepareDatabase(
        database,
        parseConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent' }),
        new ManualClock(TEST_NOW),
      );
      expect(await database.db.selectFrom('staff').select('id').execute()).toHaveLength(
        operators.length + 1,
      );
    } finally {
      await database.close();
    }
  });

  it('sign in with the passwords README.md lists', async () => {
    const readme = await import('node:fs').then((fs) =>
      fs.readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8'),
    );
    expect(readme).toContain(DEMO_ADMIN_PASSWORD);
    expect(readme).toContain(DEMO_PETUGAS_PASSWORD);
    const t = await createStaffTestApp();
    try {
      expect((await staffLogin(t, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD)).statusCode).toBe(200);
      expect((await staffLogin(t, demoPetugasEmail('KJT'), DEMO_PETUGAS_PASSWORD)).statusCode).toBe(
        200,
      );
    } finally {
      await t.close();
    }
  });

  it('TICKET_QR_SECRET: the development default is refused in production, a short key too', () => {
    const { TICKET_QR_SECRET: _, ...withoutKey } = production;
    expect(() => parseConfig(withoutKey)).toThrow(/TICKET_QR_SECRET: kunci pengembangan/);
    expect(() => parseConfig({ ...production, TICKET_QR_SECRET: 'q'.repeat(31) })).toThrow(
      /TICKET_QR_SECRET: minimal 32 karakter/,
    );
    expect(parseConfig(production).ticketQrSecret).toBe(production.TICKET_QR_SECRET);
    expect(parseConfig({}).ticketQrSecret).toMatch(/^dev-/);
  });
});

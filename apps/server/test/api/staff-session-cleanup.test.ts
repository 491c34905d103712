import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffServices } from '../../src/modules/staff/staff-services.js';
import type { StaffTripsPort } from '../../src/modules/staff/departure.service.js';
import { TEST_NOW, type TestApp } from '../helpers/test-app.js';
import {
  createStaffTestApp,
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  staffBearer,
  staffGet,
  staffPost,
} from './staff.fixtures.js';

/**
 * Ended staff sessions are deleted in the background (decision 0014): past their 12 hours,
 * or signed out. Live sessions and the audit log of sign-ins stay. The sweep runs on the
 * staff module's own interval, like the reservation and flash-sale sweepers.
 */
describe('expired staff sessions cleanup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createStaffTestApp();
  });
  afterAll(() => t.close());

  const sessions = () =>
    t.db
      .selectFrom('staff_sessions')
      .select(['id', 'expires_at', 'revoked_at'])
      .orderBy('id')
      .execute();

  /** The staff module on the test's database, sweeping every 10 ms until `until` holds. */
  async function sweepUntil(until: (rows: Awaited<ReturnType<typeof sessions>>) => boolean) {
    const staff = createStaffServices({
      db: t.db,
      clock: t.clock,
      // The sweep reads no departures.
      trips: {} as StaffTripsPort,
      ticketQrSecret: 'a-test-secret-of-thirty-two-chars!',
      sessionSweepIntervalMs: 10,
    });
    staff.start();
    try {
      for (let i = 0; i < 200; i++) {
        const rows = await sessions();
        if (until(rows)) return rows;
        await new Promise((done) => setTimeout(done, 10));
      }
      return sessions();
    } finally {
      staff.stop();
    }
  }

  it('deletes signed-out and expired sessions, keeps the live one and the audit log', async () => {
    const morning = await staffBearer(t, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
    const signedOut = await staffBearer(t, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
    expect((await staffPost(t, signedOut, '/api/staff/logout', {})).statusCode).toBe(200);
    expect(await sessions()).toHaveLength(2);

    // The signed-out one goes; the morning's shift is still live and still works.
    let rows = await sweepUntil((found) => found.length === 1);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.revoked_at).toBeNull();
    expect((await staffGet(t, morning, '/api/staff/me')).statusCode).toBe(200);

    // 13 hours later the morning's session has expired; a new shift has signed in.
    t.clock.set(new Date(Date.parse(TEST_NOW) + 13 * 3_600_000).toISOString());
    const evening = await staffBearer(t, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
    expect(await sessions()).toHaveLength(2);
    rows = await sweepUntil((found) => found.length === 1);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.expires_at.getTime()).toBeGreaterThan(t.clock.now().getTime());
    expect((await staffGet(t, evening, '/api/staff/me')).statusCode).toBe(200);
    expect((await staffGet(t, morning, '/api/staff/me')).statusCode).toBe(401);

    const signIns = await t.db
      .selectFrom('staff_audit_log')
      .select('action')
      .where('action', 'in', ['login', 'logout'])
      .execute();
    expect(signIns.map((row) => row.action).sort()).toEqual(['login', 'login', 'login', 'logout']);
  });
});

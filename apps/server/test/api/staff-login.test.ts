import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import { WEB_BASIC } from '../helpers/test-app.js';
import {
  createStaffTestApp,
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  DEMO_PETUGAS_PASSWORD,
  demoPetugasEmail,
  staffBearer,
  staffGet,
  staffLogin,
  staffPost,
} from './staff.fixtures.js';
import { insertCustomerWithToken } from './payments-fixtures.js';

/** Staff sign-in, sessions and sign-out (issue 10, decision 0014). */
describe('staff sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createStaffTestApp();
  });
  afterAll(() => t.close());

  const auditCount = async (action: string) =>
    Number(
      (
        await t.db
          .selectFrom('staff_audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('action', '=', action)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('signs a petugas in without platform credentials; me names their operator', async () => {
    const logins = await auditCount('login');
    const res = await staffLogin(t, 'Petugas.XTR@Lintas.test', DEMO_PETUGAS_PASSWORD);
    expect(res.statusCode).toBe(200);
    const { token, kedaluwarsa, staf } = res.json().results;
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(new Date(kedaluwarsa).getTime() - t.clock.now().getTime()).toBe(12 * 3_600_000);
    expect(staf).toMatchObject({
      email: 'petugas.xtr@lintas.test',
      peran: 'petugas',
      operator_kode: 'XTR',
    });
    const me = await staffGet(t, `Bearer ${token}`, '/api/staff/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().results).toMatchObject({ peran: 'petugas', operator_kode: 'XTR' });
    expect(await auditCount('login')).toBe(logins + 1);
    // Only the hash of the token is stored.
    const stored = await t.db.selectFrom('staff_sessions').select('token_hash').execute();
    expect(stored.some((row) => row.token_hash === token)).toBe(false);
  });

  it('stores argon2id hashes', async () => {
    const row = await t.db
      .selectFrom('staff')
      .select('password_hash')
      .where('email', '=', DEMO_ADMIN_EMAIL)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('answers one Indonesian message for a wrong password and an unknown e-mail', async () => {
    const wrong = await staffLogin(t, DEMO_ADMIN_EMAIL, 'bukan-sandinya', '10.0.0.1');
    const unknown = await staffLogin(t, 'siapa@lintas.test', DEMO_ADMIN_PASSWORD, '10.0.0.1');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        status: 'ERROR',
        error_code: 'STAFF_LOGIN_INVALID',
        message: 'Email atau kata sandi salah.',
      });
    }
  });

  it('refuses a disabled account with the same message, and ends its sessions', async () => {
    const email = demoPetugasEmail('BRY');
    const bearer = await staffBearer(t, email, DEMO_PETUGAS_PASSWORD);
    await t.db.updateTable('staff').set({ active: false }).where('email', '=', email).execute();
    try {
      const res = await staffLogin(t, email, DEMO_PETUGAS_PASSWORD, '10.0.0.2');
      expect(res.statusCode).toBe(401);
      expect(res.json().error_code).toBe('STAFF_LOGIN_INVALID');
      expect((await staffGet(t, bearer, '/api/staff/me')).statusCode).toBe(401);
    } finally {
      await t.db.updateTable('staff').set({ active: true }).where('email', '=', email).execute();
    }
  });

  it('validates the body in Indonesian and answers no 5xx', async () => {
    const res = await staffPost(t, undefined, '/api/staff/login', { email: 'bukan-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('VALIDATION_ERROR');
    expect(res.json().message).toMatch(/email|sandi/i);
  });

  it('limits failed sign-ins per e-mail (5 in 15 minutes), even with the right password after', async () => {
    const email = demoPetugasEmail('CTY');
    for (let i = 0; i < 5; i++) {
      const res = await staffLogin(t, email, `salah-${i}`, `10.1.0.${i}`);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await staffLogin(t, email, DEMO_PETUGAS_PASSWORD, '10.1.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error_code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected; the window ends and the owner gets in.
    expect(
      (await staffLogin(t, demoPetugasEmail('DYT'), DEMO_PETUGAS_PASSWORD, '10.1.0.99')).statusCode,
    ).toBe(200);
    t.clock.advanceMinutes(16);
    expect((await staffLogin(t, email, DEMO_PETUGAS_PASSWORD, '10.1.0.99')).statusCode).toBe(200);
  });

  it('limits failed sign-ins per address (20 in 15 minutes) across e-mails', async () => {
    const address = '10.2.0.1';
    for (let i = 0; i < 20; i++) {
      const res = await staffLogin(t, `tebak${i}@lintas.test`, 'x', address);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await staffLogin(t, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, address);
    expect(blocked.statusCode).toBe(429);
    expect(
      (await staffLogin(t, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, '10.2.0.2')).statusCode,
    ).toBe(200);
  });

  it('signs out: the token stops working, another session of the same staff goes on', async () => {
    const first = await staffBearer(t, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
    const second = await staffBearer(t, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
    const logouts = await auditCount('logout');
    const out = await staffPost(t, first, '/api/staff/logout', {});
    expect(out.statusCode).toBe(200);
    expect(out.json().results).toEqual({ keluar: true });
    expect(await auditCount('logout')).toBe(logouts + 1);
    const after = await staffGet(t, first, '/api/staff/me');
    expect(after.statusCode).toBe(401);
    expect(after.json().error_code).toBe('STAFF_SESSION_EXPIRED');
    expect((await staffPost(t, first, '/api/staff/logout', {})).statusCode).toBe(401);
    expect((await staffGet(t, second, '/api/staff/me')).statusCode).toBe(200);
  });

  it('ends a session after 12 hours', async () => {
    const bearer = await staffBearer(t, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
    t.clock.advanceMinutes(12 * 60 - 1);
    expect((await staffGet(t, bearer, '/api/staff/me')).statusCode).toBe(200);
    t.clock.advanceMinutes(2);
    expect((await staffGet(t, bearer, '/api/staff/me')).statusCode).toBe(401);
  });

  it('keeps staff and customer credentials apart', async () => {
    // Platform credentials, no token and a customer's token open no staff route.
    expect((await staffGet(t, WEB_BASIC, '/api/staff/me')).statusCode).toBe(401);
    expect((await staffGet(t, undefined, '/api/staff/me')).statusCode).toBe(401);
    const customer = await insertCustomerWithToken(t, 'pelanggan.staf@example.com');
    const asCustomer = await staffGet(t, customer.bearer, '/api/staff/me');
    expect(asCustomer.statusCode).toBe(401);
    expect(asCustomer.json().error_code).toBe('STAFF_SESSION_EXPIRED');
    // A staff token is no customer token either.
    const bearer = await staffBearer(t, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
    const asStaff = await staffGet(t, bearer, '/api/travel/list-reservasi');
    expect(asStaff.statusCode).toBe(401);
    // The feedback routes take a staff session now; the shared key of before opens nothing.
    expect((await staffGet(t, bearer, '/api/staff/feedback')).statusCode).toBe(200);
    expect(
      (await staffGet(t, 'Bearer dev-staff-key-development-only', '/api/staff/feedback'))
        .statusCode,
    ).toBe(401);
  });
});

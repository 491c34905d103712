import {
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  DEMO_PETUGAS_PASSWORD,
  demoPetugasEmail,
  seedDemoStaff,
} from '../../src/db/seed/seed-staff.js';
import { createTestApp, type TestApp, type TestAppOptions } from '../helpers/test-app.js';
import { oneWay, reserveOk, seats, TOMORROW } from './reservations.fixtures.js';

export {
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  DEMO_PETUGAS_PASSWORD,
  demoPetugasEmail,
} from '../../src/db/seed/seed-staff.js';

/** The test app (demo catalogue, clock at 2026-11-21 08:00 WIB) with the demo staff accounts. */
export async function createStaffTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const t = await createTestApp(options);
  await seedDemoStaff(t.db, t.clock.now());
  return t;
}

export function staffLogin(t: TestApp, email: string, password: string, address = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/staff/login',
    payload: { email, password },
    remoteAddress: address,
  });
}

/** Signs in and insists on success: the bearer header value. */
export async function staffBearer(t: TestApp, email: string, password: string): Promise<string> {
  const res = await staffLogin(t, email, password);
  if (res.statusCode !== 200) throw new Error(`staff login failed: ${res.statusCode} ${res.body}`);
  return `Bearer ${res.json().results.token as string}`;
}

export function staffGet(
  t: TestApp,
  bearer: string | undefined,
  url: string,
  query: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'GET',
    url,
    query,
    headers: bearer ? { authorization: bearer } : {},
  });
}

export function staffPost(t: TestApp, bearer: string | undefined, url: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: bearer ? { authorization: bearer } : {},
  });
}

export function staffPut(t: TestApp, bearer: string | undefined, url: string, payload: unknown) {
  return t.app.inject({
    method: 'PUT',
    url,
    payload: payload as Record<string, unknown>,
    headers: bearer ? { authorization: bearer } : {},
  });
}

/** Any staff request, as the admin-only editing suites (content, souvenirs, flash sale) send them. */
export function staffSend(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  authorization: string | undefined,
  payload?: Record<string, unknown>,
) {
  return t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: authorization ? { authorization } : {},
  });
}

/** Signs in the demo admin and the XTR petugas on `t`: their bearers. */
export async function signInAdminAndPetugas(
  t: TestApp,
): Promise<{ admin: string; petugas: string }> {
  const admin = await staffBearer(t, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
  const petugas = await staffBearer(t, demoPetugasEmail('XTR'), DEMO_PETUGAS_PASSWORD);
  return { admin, petugas };
}

/** The staff test app and the bearers most staff suites act with. */
export interface StaffDesk {
  t: TestApp;
  admin: string;
  /** The petugas of XTR (the operator of the departures the suites book on). */
  petugasXtr: string;
  /** The petugas of BRY: another operator's staff, for the 403/404 scope checks. */
  petugasBry: string;
}

/** The staff test app with the demo admin and the XTR and BRY petugas signed in. */
export async function openStaffDesk(options: TestAppOptions = {}): Promise<StaffDesk> {
  const t = await createStaffTestApp(options);
  const { admin, petugas: petugasXtr } = await signInAdminAndPetugas(t);
  const petugasBry = await staffBearer(t, demoPetugasEmail('BRY'), DEMO_PETUGAS_PASSWORD);
  return { t, admin, petugasXtr, petugasBry };
}

/** XTR-01-1000 (Bandung Pasteur -> Jakarta Blok M, 10.00 WIB) tomorrow: a staff departure key. */
export const XTR_DEPARTURE = {
  operator_kode: 'XTR',
  jadwal_kode: 'XTR-01-1000',
  tanggal: TOMORROW,
};

/** Books seats on a departure and pays through the simulator: the paid booking's code. */
export async function paidBooking(
  t: TestApp,
  body: Record<string, unknown> = {},
): Promise<{ code: string; guestToken: string }> {
  const { code, guestToken } = await reserveOk(t, oneWay({ kursi: seats('1'), ...body }));
  const settled = await t.app.inject({ method: 'POST', url: `/api/dev/payments/${code}/settle` });
  if (settled.statusCode !== 200) throw new Error(`settle failed: ${settled.body}`);
  return { code, guestToken };
}

/** The qr_content detail-reservasi shows the booker of a paid booking. */
export async function qrContentOf(t: TestApp, code: string, guestToken: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/travel/detail-reservasi',
    query: { reservasi_kode: code },
    headers: {
      authorization: `Basic ${Buffer.from('lintas-web:dev-web-secret').toString('base64')}`,
      'x-guest-token': guestToken,
    },
  });
  if (res.statusCode !== 200) throw new Error(`detail failed: ${res.body}`);
  const qr = res.json().results.qr_content as string | null;
  if (!qr) throw new Error(`no qr_content for ${code}: ${res.body}`);
  return qr;
}

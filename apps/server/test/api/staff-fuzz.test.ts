import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EXAMPLES, fuzzApp, fuzzTestTimeoutMs } from '../helpers/fuzz.js';
import type { TestApp } from '../helpers/test-app.js';
import { behindStaff, openWalkedStaffApp, STAFF_WALKERS } from './staff-fuzz-app.js';
import { staffLogin } from './staff.fixtures.js';

/**
 * The API fuzzer (helpers/fuzz.ts) walks every route with the platform's credentials, so
 * it meets the staff routes only at their door (401). Here it walks the staff routes of
 * the OpenAPI document behind a signed-in admin and a petugas: the fuzzer's usual
 * credentials are swapped for the staff bearer, so its generated bad input reaches the
 * services and the database. Sign-out is left out (it would end the session under the
 * walk), and so is format=csv of the manifest and the sales (a CSV answer is not the JSON
 * envelope the walk checks; staff-manifest and staff-sales-fares tests check them).
 */
/** The operator console's routes of the staff module (other modules' staff routes have their own tests). */
const CONSOLE_ROUTES = [
  '/api/staff/login',
  '/api/staff/me',
  '/api/staff/keberangkatan',
  '/api/staff/manifest',
  '/api/staff/boarding',
  '/api/staff/audit',
  // The office (decision 0017): cancellations, refunds, sales, fares (GET and PUT), schedules.
  '/api/staff/keberangkatan/batal',
  // Moving a departure's time (decision 0022).
  '/api/staff/keberangkatan/pindah',
  '/api/staff/refund',
  '/api/staff/refund/{kode}/proses',
  '/api/staff/penjualan',
  '/api/staff/tarif',
  '/api/staff/jadwal',
  // An operator's after-sale policy (decision 0037), read and saved (GET and PUT).
  '/api/staff/kebijakan',
];
/** Operations of those routes: /api/staff/tarif and /api/staff/kebijakan have two (GET and PUT). */
const CONSOLE_OPERATIONS = CONSOLE_ROUTES.length + 2;
/** The format=csv of the manifest and the sales, left out of the walk. */
const CSV_FORMATS = { '/api/staff/manifest': 'format', '/api/staff/penjualan': 'format' };

describe('API fuzzing of the staff routes (PGlite)', () => {
  let t: TestApp;
  let logins = 0;
  beforeAll(async () => {
    t = await openWalkedStaffApp();
  });
  afterAll(() => t.close());

  it.each(STAFF_WALKERS)(
    'answers every generated request of %s below 500 and in the envelope',
    async (_who, email, password) => {
      // From an address of its own: the walk's failed sign-ins count against the test's.
      const login = await staffLogin(t, email, password, `10.9.0.${++logins}`);
      expect(login.statusCode, login.body).toBe(200);
      const bearer = `Bearer ${login.json().results.token as string}`;
      const result = await fuzzApp(behindStaff(t, bearer, CONSOLE_ROUTES, CSV_FORMATS), {
        runsPerOperation: 80,
        timePerOperationMs: 1_500,
        examples: {
          ...DEMO_EXAMPLES,
          operator_kode: ['XTR', 'BRY', 'PSR'],
          jadwal_kode: ['XTR-01-1000', 'XTR-01-1100', 'BRY-01-0930'],
          tanggal: ['2026-11-21', '2026-11-22'],
          dari: ['2026-11-21'],
          sampai: ['2026-11-22'],
          rute_kode: ['XTR-01', 'PSR-01'],
          kode: ['RF-1'],
          jam_baru: ['13:30', '23:30', '07:00'],
          tanggal_baru: ['2026-11-22', '2026-11-23'],
        },
      });
      expect(result.operations).toBe(CONSOLE_OPERATIONS);
      expect(result.requests).toBeGreaterThanOrEqual(result.operations * 10);
      console.info(
        `staff fuzz (${_who}): ${result.requests} requests over ${result.operations} operations, seed ${result.seed}`,
      );
      expect({ seed: result.seed, failures: result.failures }).toEqual({
        seed: result.seed,
        failures: [],
      });
    },
    fuzzTestTimeoutMs(),
  );
});

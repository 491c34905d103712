import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EXAMPLES, fuzzApp, fuzzTestTimeoutMs } from '../helpers/fuzz.js';
import type { TestApp } from '../helpers/test-app.js';
import { behindStaff, openWalkedStaffApp, STAFF_WALKERS } from './staff-fuzz-app.js';
import { staffLogin } from './staff.fixtures.js';

/**
 * The API fuzzer walks the timetable editing routes (decision 0021) behind a signed-in
 * admin and a petugas, as staff-fuzz.test.ts does for the rest of the console: generated
 * bad routes, stops and layout grids reach the services and the database and must be
 * answered below 500, in the envelope.
 */
const TIMETABLE_ROUTES = [
  '/api/staff/rute',
  '/api/staff/rute/{kode}',
  '/api/staff/rute/{kode}/jadwal',
  '/api/staff/denah',
  '/api/staff/denah/{kode}',
];
/** GET and POST of the lists, PUT of one, POST of a schedule. */
const TIMETABLE_OPERATIONS = 7;

describe('API fuzzing of the timetable editing routes (PGlite)', () => {
  let t: TestApp;
  let logins = 0;
  beforeAll(async () => {
    t = await openWalkedStaffApp();
  });
  afterAll(() => t.close());

  it.each(STAFF_WALKERS)(
    'answers every generated request of %s below 500 and in the envelope',
    async (_who, email, password) => {
      const login = await staffLogin(t, email, password, `10.9.1.${++logins}`);
      expect(login.statusCode, login.body).toBe(200);
      const bearer = `Bearer ${login.json().results.token as string}`;
      const result = await fuzzApp(behindStaff(t, bearer, TIMETABLE_ROUTES), {
        runsPerOperation: 60,
        timePerOperationMs: 1_500,
        examples: {
          ...DEMO_EXAMPLES,
          operator_kode: ['XTR', 'BRY', ''],
          kode: ['XTR-01', 'BRY-01', 'SHT12', 'XTR-DENAH-01'],
          cabang_kode: ['BDG-PST', 'JKT-BLM', 'PWK-SDG'],
          denah_kode: ['SHT12', 'SHT10'],
        },
      });
      expect(result.operations).toBe(TIMETABLE_OPERATIONS);
      expect(result.requests).toBeGreaterThanOrEqual(result.operations * 10);
      expect({ seed: result.seed, failures: result.failures }).toEqual({
        seed: result.seed,
        failures: [],
      });
    },
    fuzzTestTimeoutMs(),
  );
});

import { type Config, parseConfig } from '../../src/config.js';
import { buildApp } from '../../src/app.js';
import { type Database, openMemoryDatabase } from '../../src/db/database.js';
import type { DB } from '../../src/db/schema.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { seedDemoData } from '../../src/db/seed/demo-seed.js';
import { ManualClock } from '../../src/lib/clock.js';

/** A fixed "now" for API tests: Saturday 21 November 2026, 08:00 WIB. */
export const TEST_NOW = '2026-11-21T01:00:00.000Z';
export const TEST_TODAY = '2026-11-21';

export const WEB_BASIC = `Basic ${Buffer.from('lintas-web:dev-web-secret').toString('base64')}`;

/**
 * Settings a production server starts with: strong client secrets and keys, the real
 * gateway and delivery (pointed at loopback ports nothing listens on, so nothing leaves).
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PAYMENT_GATEWAY: 'midtrans',
  PAYMENT_SERVER_KEY: 'SB-Mid-server-abcdefghijklmnop',
  CLIENT_CREDENTIALS_WEB: 'lintas-web:0123456789abcdefghijklmnopqrstuv',
  CLIENT_CREDENTIALS_ANDROID: 'lintas-android:0123456789abcdefghijklmnopqrstuv',
  CLIENT_CREDENTIALS_IOS: 'lintas-ios:0123456789abcdefghijklmnopqrstuv',
  IDENTITY_JWKS_URL: 'https://keys.example/jwks.json',
  IDENTITY_ISSUER: 'https://issuer.example',
  IDENTITY_AUDIENCE: 'lintas-prod',
  EMAIL_TRANSPORT: 'smtp',
  SMTP_URL: 'smtp://127.0.0.1:1',
  SMS_TRANSPORT: 'http',
  SMS_API_URL: 'http://127.0.0.1:1/sms',
  SMS_API_KEY: 'sms-key-0123456789',
  TICKET_QR_SECRET: 'ticket-qr-0123456789abcdefghijklmnopqrs',
};

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Skip the demo data (an empty, migrated database). */
  empty?: boolean;
  /** Use this database instead of a fresh in-memory PGlite. */
  database?: Database;
  now?: string;
}

/**
 * Builds the real application on a fresh in-memory PGlite, migrated and loaded with the
 * demo data, with a manual clock. Close it with `close()` in afterAll.
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const config: Config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // API tests book many times as one booker from one address; the hold limits have
    // their own tests (reservations-hold-limits.test.ts), which set them low.
    HOLD_LIMIT_PER_CONTACT: '100000',
    HOLD_LIMIT_PER_ADDRESS: '100000',
    // Every method holds HOLD_MINUTES (15), the hold most tests count on; the payment
    // windows per method have their own tests (reservations-payment-windows.test.ts).
    PAYMENT_WINDOWS: 'none',
    ...options.env,
  });
  const clock = new ManualClock(options.now ?? TEST_NOW);
  const database = options.database ?? (await openMemoryDatabase());
  await migrateToLatest(database.db);
  if (!options.empty) await seedDemoData(database.db, { scale: 1, today: clock.now() });
  const app = await buildApp({ config, database, clock });
  await app.ready();
  return {
    app,
    clock,
    config,
    database,
    db: database.db,
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** How many rows a table holds: what the tests compare to show a refusal wrote nothing. */
export async function countRows(t: TestApp, table: keyof DB): Promise<number> {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

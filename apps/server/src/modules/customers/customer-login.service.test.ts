import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openMemoryDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { RateLimiter } from '../../db/rate-limiter.js';
import { ManualClock } from '../../lib/clock.js';
import { CustomerLoginService } from './customer-login.service.js';
import { CustomerSessionRepository } from './customer-session.repository.js';
import { CustomerSessionService } from './customer-session.service.js';
import { CustomerRepository } from './customer.repository.js';
import { LoginCodeRepository } from './login-code.repository.js';

describe('CustomerLoginService without an identity-token verifier', () => {
  let database: Database;
  let service: CustomerLoginService;

  beforeAll(async () => {
    database = await openMemoryDatabase();
    await migrateToLatest(database.db);
    const db = database.db;
    const clock = new ManualClock('2026-11-21T01:00:00Z');
    service = new CustomerLoginService(
      db,
      new LoginCodeRepository(db),
      new CustomerRepository(db),
      new CustomerSessionService(new CustomerSessionRepository(db), clock),
      { enqueue: async () => {}, dispatchSoon: () => {} },
      new RateLimiter(db, clock),
      clock,
      { perIdentifierPerHour: 10, perAddressPerHour: 10, failuresPerAddressPerHour: 10 },
      null,
    );
  });
  afterAll(() => database.close());

  it.each(['firebase-email', 'firebase-telp'] as const)(
    'answers %s with 422 LOGIN_METHOD_UNAVAILABLE and creates nobody',
    async (tipe) => {
      await expect(
        service.login({ tipe, auth: 'xxx', token_firebase: 'eyJ.x.y' }, '127.0.0.1'),
      ).rejects.toMatchObject({
        code: 'LOGIN_METHOD_UNAVAILABLE',
        statusCode: 422,
        message: 'Metode login ini belum tersedia.',
      });
      const customers = await database.db.selectFrom('customers').select('id').execute();
      expect(customers).toEqual([]);
    },
  );
});

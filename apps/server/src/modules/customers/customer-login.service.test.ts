import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openMemoryDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { RateLimiter } from '../../db/rate-limiter.js';
import { AppError } from '../../http/app-error.js';
import { ManualClock } from '../../lib/clock.js';
import { CustomerLoginService } from './customer-login.service.js';
import type { IdentityTokenVerifier } from './identity-token.port.js';
import { CustomerSessionRepository } from './customer-session.repository.js';
import { CustomerSessionService } from './customer-session.service.js';
import { CustomerRepository } from './customer.repository.js';
import { LoginCodeRepository } from './login-code.repository.js';

function serviceOn(
  database: Database,
  verifier: IdentityTokenVerifier | null,
  failuresPerAddressPerHour = 10,
) {
  const db = database.db;
  const clock = new ManualClock('2026-11-21T01:00:00Z');
  return new CustomerLoginService(
    db,
    new LoginCodeRepository(db),
    new CustomerRepository(db),
    new CustomerSessionService(new CustomerSessionRepository(db), clock),
    { enqueue: async () => {}, dispatchSoon: () => {} },
    new RateLimiter(db, clock),
    clock,
    {
      perIdentifierPerHour: 10,
      perIdentifierPerDay: 20,
      perAddressPerHour: 10,
      failuresPerAddressPerHour,
    },
    verifier,
  );
}

let database: Database;
beforeAll(async () => {
  database = await openMemoryDatabase();
  await migrateToLatest(database.db);
});
afterAll(() => database.close());

describe('CustomerLoginService without an identity-token verifier', () => {
  let service: CustomerLoginService;
  beforeAll(() => {
    service = serviceOn(database, null);
  });

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

describe('CustomerLoginService: refused ID tokens and the failure limit', () => {
  it('counts a refused token against the address, never the provider being down', async () => {
    let error = new AppError('IDENTITY_PROVIDER_UNAVAILABLE');
    const verifier: IdentityTokenVerifier = {
      verify: async () => {
        throw error;
      },
    };
    const service = serviceOn(database, verifier, 1);
    const body = { tipe: 'firebase-email' as const, auth: 'xxx', token_firebase: 'eyJ.x.y' };
    for (let i = 0; i < 3; i++) {
      await expect(service.login(body, '10.9.9.9')).rejects.toMatchObject({
        code: 'IDENTITY_PROVIDER_UNAVAILABLE',
      });
    }
    error = new AppError('IDENTITY_TOKEN_INVALID');
    await expect(service.login(body, '10.9.9.9')).rejects.toMatchObject({
      code: 'IDENTITY_TOKEN_INVALID',
    });
    await expect(service.login(body, '10.9.9.9')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
  });
});

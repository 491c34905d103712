import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { Clock } from './lib/clock.js';
import { CustomerSessionRepository } from './modules/customers/customer-session.repository.js';
import { CustomerSessionService } from './modules/customers/customer-session.service.js';

/** What the composition root needs from the outside world. Tests pass their own. */
export interface AppDependencies {
  config: Config;
  database: Database;
  clock: Clock;
}

/**
 * The composition root: builds every service once, with its repositories and
 * adapters. Route modules receive the services they need from here.
 */
export function createServices(deps: AppDependencies) {
  const { database, clock } = deps;
  const db = database.db;
  const customerSessions = new CustomerSessionService(new CustomerSessionRepository(db), clock);
  return {
    customerSessions,
  };
}

export type Services = ReturnType<typeof createServices>;

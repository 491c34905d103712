import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { RateLimiter } from '../../db/rate-limiter.js';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { BoardingService } from './boarding.service.js';
import { DepartureRepository } from './departure.repository.js';
import { DepartureService, type StaffTripsPort } from './departure.service.js';
import { type AuditEntryInput, StaffAccountRepository } from './staff-account.repository.js';
import { StaffSessionService } from './staff-session.service.js';

export interface StaffModuleDependencies {
  db: Kysely<DB>;
  clock: Clock;
  /** The trips module: which departures run on a date, and their stops. */
  trips: StaffTripsPort;
  /** TICKET_QR_SECRET: the key the reservations module signs e-ticket QRs with. */
  ticketQrSecret: string;
}

/** Builds the staff module (operator console): sessions, departures and manifests, boarding. */
export function createStaffServices(deps: StaffModuleDependencies) {
  const { db, clock } = deps;
  const accounts = new StaffAccountRepository(db);
  const departureRepository = new DepartureRepository(db);
  const rateLimiter = new RateLimiter(db, clock);
  const sessions = new StaffSessionService(db, accounts, rateLimiter, clock);
  const departures = new DepartureService(departureRepository, deps.trips, clock);
  const boarding = new BoardingService(
    db,
    departureRepository,
    accounts,
    departures,
    deps.trips,
    rateLimiter,
    clock,
    deps.ticketQrSecret,
  );
  // Other modules' staff edits (content) write the audit log through this, in their own
  // transaction; the table stays the staff module's.
  const audit = {
    record: (entry: AuditEntryInput, trx: Executor) => accounts.insertAudit(entry, trx),
  };
  return { sessions, departures, boarding, audit };
}

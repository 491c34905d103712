import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { RateLimiter } from '../../db/rate-limiter.js';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { BoardingService } from './boarding.service.js';
import { DepartureRepository } from './departure.repository.js';
import { DepartureService, type StaffTripsPort } from './departure.service.js';
import { DepartureStatusRepository } from './departure-status.repository.js';
import { DepartureStatusService } from './departure-status.service.js';
import {
  type BookingLifecyclePort,
  DepartureCancellationService,
  type DepartureRefundsPort,
  type OfficeOutboxPort,
  type TimetablePort,
} from './departure-cancellation.service.js';
import {
  type DepartureTimePort,
  DepartureMoveService,
  type LegTimesPort,
} from './departure-move.service.js';
import { DepartureMoveRepository } from './departure-move.repository.js';
import { FareDeskService, type FaresPort } from './fare-desk.service.js';
import { OfficeRepository } from './office.repository.js';
import { PolicyDeskService, type PoliciesPort } from './policy-desk.service.js';
import { RefundDeskService, type RefundQueuePort } from './refund-desk.service.js';
import { RefundScopeRepository } from './refund-scope.repository.js';
import { SalesService } from './sales.service.js';
import { ScheduleDeskService, type SchedulesPort } from './schedule-desk.service.js';
import type { ServiceLogger } from '../../lib/logger.js';
import { type AuditEntryInput, StaffAccountRepository } from './staff-account.repository.js';
import { StaffSessionService } from './staff-session.service.js';
import { LayoutDeskService } from './layout-desk.service.js';
import { RouteDeskService } from './route-desk.service.js';
import type { RouteEditorPort } from './timetable-desk.js';
import { TimetableGuardRepository } from './timetable-guard.repository.js';

export interface StaffModuleDependencies {
  db: Kysely<DB>;
  clock: Clock;
  /** The trips module: which departures run on a date, and their stops. */
  trips: StaffTripsPort;
  /** TICKET_QR_SECRET: the key the reservations module signs e-ticket QRs with. */
  ticketQrSecret: string;
  /** Office work (cancellations, refunds, sales, fares): the other modules it goes through. */
  office?: StaffOfficeDependencies;
  /** How often ended sessions are deleted (default every 15 minutes). */
  sessionSweepIntervalMs?: number;
  /** Where a failed sweep is reported. */
  logger?: ServiceLogger;
}

/** Ended staff sessions are deleted this often; nothing waits for it. */
const SESSION_SWEEP_INTERVAL_MS = 15 * 60 * 1000;

export interface StaffOfficeDependencies {
  timetable: TimetablePort & FaresPort & SchedulesPort & DepartureTimePort;
  lifecycle: BookingLifecyclePort;
  /** A moved departure's stored times (reservation legs, seat alerts) take its new time. */
  legs: LegTimesPort;
  refunds: DepartureRefundsPort & RefundQueuePort;
  outbox: OfficeOutboxPort;
  logger: ServiceLogger;
  /** Where the booker's ticket is (links in the cancellation notices). */
  publicBaseUrl: string;
  /** The trips module: routes with their stops, seat layouts and new schedules. */
  routeEditor: RouteEditorPort;
  /** The catalog module: each operator's after-sale policy (decision 0037). */
  policies: PoliciesPort;
}

/** Builds the staff module (operator console): sessions, departures and manifests, boarding. */
export function createStaffServices(deps: StaffModuleDependencies) {
  const { db, clock } = deps;
  const accounts = new StaffAccountRepository(db);
  const departureRepository = new DepartureRepository(db);
  const rateLimiter = new RateLimiter(db, clock);
  const sessions = new StaffSessionService(db, accounts, rateLimiter, clock);
  const statusRepository = new DepartureStatusRepository(db);
  const departures = new DepartureService(departureRepository, statusRepository, deps.trips, clock);
  const statuses = new DepartureStatusService(db, departures, statusRepository, accounts, clock);
  const boarding = new BoardingService(
    db,
    departureRepository,
    accounts,
    departures,
    deps.trips,
    rateLimiter,
    clock,
    deps.ticketQrSecret,
    statuses,
  );
  // Other modules' staff edits (content) write the audit log through this, in their own
  // transaction; the table stays the staff module's.
  const audit = {
    record: (entry: AuditEntryInput, trx: Executor) => accounts.insertAudit(entry, trx),
  };
  const office =
    deps.office &&
    createOfficeServices(deps, deps.office, departures, departureRepository, accounts);
  let timer: NodeJS.Timeout | null = null;
  let sweeping = false;
  const sweepSessions = async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      await sessions.pruneEnded();
    } catch (error) {
      deps.logger?.error({ err: error }, 'staff session sweep failed');
    } finally {
      sweeping = false;
    }
  };
  return {
    sessions,
    departures,
    statuses,
    boarding,
    audit,
    office,
    /** Starts deleting ended sessions in the background (unref'd: never keeps a process alive). */
    start() {
      if (timer) return;
      timer = setInterval(
        () => void sweepSessions(),
        deps.sessionSweepIntervalMs ?? SESSION_SWEEP_INTERVAL_MS,
      );
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

/** The office's services (decision 0017): each goes through the owners of what it changes. */
function createOfficeServices(
  deps: StaffModuleDependencies,
  office: StaffOfficeDependencies,
  departures: DepartureService,
  departureRepository: DepartureRepository,
  accounts: StaffAccountRepository,
) {
  const { db, clock } = deps;
  const repository = new OfficeRepository(db);
  const guard = new TimetableGuardRepository(db);
  return {
    cancellations: new DepartureCancellationService(
      db,
      departures,
      repository,
      accounts,
      office.timetable,
      office.lifecycle,
      office.refunds,
      office.outbox,
      clock,
      office.logger,
      office.publicBaseUrl,
    ),
    moves: new DepartureMoveService(
      db,
      departures,
      deps.trips,
      new DepartureMoveRepository(db),
      accounts,
      office.timetable,
      office.legs,
      office.outbox,
      clock,
      office.publicBaseUrl,
    ),
    refunds: new RefundDeskService(
      office.refunds,
      office.lifecycle,
      departureRepository,
      accounts,
      clock,
      new RefundScopeRepository(db),
    ),
    sales: new SalesService(deps.trips, departureRepository, repository),
    fares: new FareDeskService(db, office.timetable, departureRepository, accounts, clock),
    schedules: new ScheduleDeskService(
      db,
      office.timetable,
      repository,
      departureRepository,
      accounts,
      clock,
    ),
    routes: new RouteDeskService(
      db,
      office.routeEditor,
      guard,
      departureRepository,
      accounts,
      clock,
    ),
    layouts: new LayoutDeskService(
      db,
      office.routeEditor,
      guard,
      departureRepository,
      accounts,
      clock,
    ),
    policies: new PolicyDeskService(db, office.policies, accounts, clock),
  };
}

export type StaffOfficeServices = ReturnType<typeof createOfficeServices>;

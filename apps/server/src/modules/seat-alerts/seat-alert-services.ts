import type { Executor } from '../../db/executor.js';
import type { Clock } from '../../lib/clock.js';
import type { ServiceLogger } from '../../lib/logger.js';
import { SeatAlertRepository } from './seat-alert.repository.js';
import {
  type SeatAlertNotifier,
  SeatAlertService,
  type SeatAlertTripsPort,
} from './seat-alert.service.js';

export interface SeatAlertModuleDependencies {
  db: Executor;
  clock: Clock;
  logger: ServiceLogger;
  trips: SeatAlertTripsPort;
  /** The notifications module's outbox. */
  notifier: SeatAlertNotifier;
  /** PUBLIC_BASE_URL without its trailing slash: the messages' links. */
  baseUrl: string;
}

/** The seat-alerts module, wired once by the composition root. */
export function createSeatAlertServices(deps: SeatAlertModuleDependencies) {
  return new SeatAlertService(
    deps.db,
    new SeatAlertRepository(deps.db),
    deps.trips,
    deps.notifier,
    deps.clock,
    deps.logger,
    { baseUrl: deps.baseUrl },
  );
}

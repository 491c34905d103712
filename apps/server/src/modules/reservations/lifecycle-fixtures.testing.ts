import type { Executor } from '../../db/executor.js';
import { CustomerPointsRepository } from '../customers/customer-points.repository.js';
import { CustomerPointsService } from '../customers/customer-points.service.js';
import { SeatInventoryRepository } from '../seats/seat-inventory.repository.js';
import { SeatInventoryService } from '../seats/seat-inventory.service.js';
import { ReservationRepository } from './reservation.repository.js';
import { ReservationLifecycle } from './reservation-lifecycle.service.js';

/** The lifecycle wired as services.ts wires it, on a test database (tests only). */
export function lifecycleOn(db: Executor) {
  const seats = new SeatInventoryService(new SeatInventoryRepository(db));
  const points = new CustomerPointsService(new CustomerPointsRepository(db));
  const repository = new ReservationRepository(db);
  return { lifecycle: new ReservationLifecycle(repository, seats, points), seats, points };
}

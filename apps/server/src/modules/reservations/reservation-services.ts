import { type Kysely, sql } from 'kysely';
import type { Config } from '../../config.js';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { ServiceLogger } from '../../lib/logger.js';
import { RateLimiter } from '../../db/rate-limiter.js';
import { createSeatInventoryService } from '../seats/seat-inventory.service.js';
import { type SeatPromoOffers, SeatMapService } from '../seats/seat-map.service.js';
import { type CheckoutOptions, CheckoutService } from './checkout.service.js';
import { BookingNotices } from './booking-notices.js';
import type {
  BookingNotifier,
  PaymentsPort,
  SeatsFreedPort,
  PointsPort,
  PricingPort,
  RefundsPort,
  TripsPort,
  VoucherQuotaPort,
} from './reservation.ports.js';
import { ReservationRepository } from './reservation.repository.js';
import { ReservationService } from './reservation.service.js';
import { PaidCancellationRepository } from './paid-cancellation.repository.js';
import { GuestAccessLinkService } from './guest-access-link.service.js';
import { ETicketFileService } from './e-ticket-file.service.js';
import { PaidCancellationService } from './paid-cancellation.service.js';
import { RescheduleService } from './reschedule.service.js';
import { ReservationLifecycle } from './reservation-lifecycle.service.js';
import { HoldLimits } from './hold-limits.js';
import { IdempotencyKeyRepository } from './idempotency-key.repository.js';
import { ReservationSweeper } from './reservation-sweeper.js';
import { DepartureReminders } from './departure-reminders.service.js';
import { ReminderRepository } from './reminder.repository.js';

/** How often the sweeper expires overdue holds. Reads never wait for it. */
const SWEEP_INTERVAL_MS = 60_000;

/** How long a checkout's Idempotency-Key answers a retry. */
const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;

export interface ReservationModuleDependencies {
  db: Kysely<DB>;
  config: Config;
  clock: Clock;
  logger: ServiceLogger;
  trips: TripsPort;
  /** Quotes for checkout; the promos a trip offers for the seat map. */
  pricing: PricingPort & SeatPromoOffers;
  payments: PaymentsPort;
  /**
   * A method's row and the minutes a person has to pay with it, read in the trip lookup's
   * statement (the payment-methods
   * module's rule; absent in bare test wiring: HOLD_MINUTES for every method, and the
   * quote reads the row).
   */
  paymentMethodRead?: CheckoutOptions['paymentMethodRead'];
  /** The customers module's points balance. */
  points: PointsPort;
  /** The vouchers module's quota lock. */
  vouchers: VoucherQuotaPort;
  /** The notifications module's outbox: the booker's confirmation and e-ticket (none: not sent). */
  notifier?: BookingNotifier;
  /** Seat alerts: told which reservations released seats (none: nobody is told). */
  seatsFreed?: SeatsFreedPort;
  /** The payments module's refunds, shown on the ticket (none: no refund is shown). */
  refunds?: RefundsPort;
}

/** The seats and reservations modules' services, wired once by the composition root. */
export function createReservationServices(deps: ReservationModuleDependencies) {
  const { db, config, clock, logger } = deps;
  const repository = new ReservationRepository(db);
  const inventory = createSeatInventoryService(db);
  // The one owner of a reservation's status; payments settles through it (services.ts).
  const notices =
    deps.notifier &&
    new BookingNotices(
      db,
      repository,
      deps.notifier,
      { baseUrl: config.publicBaseUrl, ticketQrSecret: config.ticketQrSecret },
      logger,
    );
  const lifecycle = new ReservationLifecycle(
    repository,
    inventory,
    deps.points,
    notices,
    deps.seatsFreed,
  );
  const idempotencyKeys = new IdempotencyKeyRepository(db);
  const seatMap = new SeatMapService(db, deps.trips, inventory, deps.pricing, clock);
  const paymentMethodRead: CheckoutOptions['paymentMethodRead'] =
    deps.paymentMethodRead ??
    (() => ({
      query: sql`NULL`,
      decode: () => () => ({ windowMinutes: config.holdMinutes, method: null }),
    }));
  const cancellations = new PaidCancellationRepository(db);
  const checkout = new CheckoutService(
    db,
    deps.trips,
    deps.pricing,
    deps.payments,
    inventory,
    deps.vouchers,
    lifecycle,
    repository,
    idempotencyKeys,
    new HoldLimits(repository, config.holdLimits),
    clock,
    { paymentMethodRead },
    logger,
    notices,
  );
  const reservations = new ReservationService(
    db,
    repository,
    lifecycle,
    deps.trips,
    deps.pricing,
    deps.payments,
    new RateLimiter(db, clock),
    clock,
    {
      lookupLimits: config.lookupLimits,
      ticketQrSecret: config.ticketQrSecret,
    },
    logger,
    deps.refunds,
    new PaidCancellationService(
      db,
      repository,
      cancellations,
      lifecycle,
      clock,
      logger,
      deps.refunds,
      notices,
    ),
  );
  const reschedule = new RescheduleService(
    db,
    repository,
    cancellations,
    lifecycle,
    deps.trips,
    inventory,
    deps.payments,
    clock,
    { paymentMethodRead },
    logger,
    deps.refunds,
    notices,
  );
  const accessLinks = new GuestAccessLinkService(
    repository,
    new RateLimiter(db, clock),
    clock,
    { baseUrl: config.publicBaseUrl, ticketQrSecret: config.ticketQrSecret },
    config.lookupLimits.failuresPerAddressPerMinute,
    (row) => reservations.guestOpened(row),
    notices,
  );
  const ticketFiles = new ETicketFileService(repository, reservations, clock, {
    baseUrl: config.publicBaseUrl,
    ticketQrSecret: config.ticketQrSecret,
  });
  const sweeper = new ReservationSweeper(
    async () => {
      const expired = await reservations.sweep();
      // A retry comes within minutes; a day-old Idempotency-Key is forgotten.
      await idempotencyKeys.deleteOlderThan(
        new Date(clock.now().getTime() - IDEMPOTENCY_KEY_TTL_MS),
      );
      return expired;
    },
    SWEEP_INTERVAL_MS,
    logger,
  );
  // Departure reminders, a sibling of the sweep on the same minute (decision 0038); started
  // by app.ts unless DEPARTURE_REMINDERS is off (it is in tests, which drive passes).
  const reminderPass =
    deps.notifier &&
    new DepartureReminders(
      db,
      new ReminderRepository(db),
      repository,
      deps.notifier,
      { baseUrl: config.publicBaseUrl, ticketQrSecret: config.ticketQrSecret },
      clock,
      logger,
    );
  const reminders =
    reminderPass &&
    new ReservationSweeper(
      () => reminderPass.run(),
      SWEEP_INTERVAL_MS,
      logger,
      'departure reminders',
    );
  return {
    inventory,
    lifecycle,
    seatMap,
    checkout,
    reservations,
    reschedule,
    accessLinks,
    ticketFiles,
    sweeper,
    reminders,
  };
}

import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { Clock } from './lib/clock.js';
import { CustomerPointsRepository } from './modules/customers/customer-points.repository.js';
import { CustomerPointsService } from './modules/customers/customer-points.service.js';
import { FeedbackRepository } from './modules/feedback/feedback.repository.js';
import { FeedbackService } from './modules/feedback/feedback.service.js';
import { ReviewRepository } from './modules/reviews/review.repository.js';
import { ReviewService } from './modules/reviews/review.service.js';
import { CustomerSessionRepository } from './modules/customers/customer-session.repository.js';
import { CustomerSessionService } from './modules/customers/customer-session.service.js';
import { createIdentityServices } from './modules/identity/identity-services.js';
import { createPaymentServices } from './modules/payments/payment-services.js';
import { findPayableReservationVia } from './modules/payments/payment-status.service.js';
import { type ServiceLogger, silentLogger } from './lib/logger.js';
import { PaymentMethodRepository } from './modules/payment-methods/payment-method.repository.js';
import { PaymentMethodService } from './modules/payment-methods/payment-method.service.js';
import { PriceCheckService } from './modules/pricing/price-check.service.js';
import { PricingRepository } from './modules/pricing/pricing.repository.js';
import { PricingService } from './modules/pricing/pricing.service.js';
import { createReservationServices } from './modules/reservations/reservation-services.js';
import { resolveLegsWith } from './modules/trips/selected-legs.js';
import { TripRepository } from './modules/trips/trip.repository.js';
import { TripService } from './modules/trips/trip.service.js';
import type { TripsPort } from './modules/reservations/reservation.ports.js';
import { VoucherRepository } from './modules/vouchers/voucher.repository.js';
import { VoucherService } from './modules/vouchers/voucher.service.js';
import { CatalogRepository } from './modules/catalog/catalog.repository.js';
import { CatalogService } from './modules/catalog/catalog.service.js';
import { OperatorPolicyRepository } from './modules/catalog/operator-policy.repository.js';
import { OperatorPolicyService } from './modules/catalog/operator-policy.service.js';
import { ScheduleService } from './modules/schedules/schedule.service.js';
import { RateLimiter } from './db/rate-limiter.js';
import { CustomerLoginService } from './modules/customers/customer-login.service.js';
import { CustomerProfileService } from './modules/customers/customer-profile.service.js';
import { CustomerReferralService } from './modules/customers/customer-referral.service.js';
import { CustomerRepository } from './modules/customers/customer.repository.js';
import { LoginCodeRepository } from './modules/customers/login-code.repository.js';
import { createNotificationServices } from './modules/notifications/notification-services.js';
import { createSeatAlertServices } from './modules/seat-alerts/seat-alert-services.js';
import { createStaffServices } from './modules/staff/staff-services.js';
import { LegTimesRepository } from './modules/reservations/leg-times.repository.js';
import { SeatAlertTimesRepository } from './modules/seat-alerts/seat-alert-times.repository.js';
import { TimetableRepository } from './modules/trips/timetable.repository.js';
import { TimetableService } from './modules/trips/timetable.service.js';
import { RouteEditorRepository } from './modules/trips/route-editor.repository.js';
import { RouteEditorService } from './modules/trips/route-editor.service.js';
import { createContentServices } from './modules/content/content-services.js';
import { createFlashSaleServices } from './modules/flashsale/flashsale-services.js';
import { createSouvenirsServices } from './modules/souvenirs/souvenirs-services.js';

/** What the composition root needs from the outside world. Tests pass their own. */
export interface AppDependencies {
  config: Config;
  database: Database;
  clock: Clock;
  /** Where services log what they handle without failing (the app passes its logger). */
  logger?: ServiceLogger;
}

/**
 * The composition root: builds every service once, with its repositories and
 * adapters. Route modules receive the services they need from here.
 */
export function createServices(deps: AppDependencies) {
  const { database, clock } = deps;
  const db = database.db;
  // First: reservations queue the booker's messages in its outbox.
  const notifications = createNotificationServices({
    db,
    config: deps.config,
    clock,
    logger: deps.logger ?? silentLogger,
  });
  const customerSessions = new CustomerSessionService(new CustomerSessionRepository(db), clock);
  const customerPoints = new CustomerPointsService(new CustomerPointsRepository(db), clock);
  const catalog = new CatalogService(new CatalogRepository(db));
  const identity = createIdentityServices({
    config: deps.config,
    clock,
    logger: deps.logger ?? silentLogger,
  });
  const payments = createPaymentServices({
    db,
    config: deps.config,
    clock,
    logger: deps.logger ?? silentLogger,
    // check-pembayaran uses detail-reservasi's access rule; reservations is built below.
    findReservation: findPayableReservationVia(() => reservations.reservations),
    // A paid charge settles its reservation through the reservations module's lifecycle
    // (the one owner of a reservation's status), in the notification's transaction.
    settleReservation: (trx, reservationId, paidAt) =>
      reservations.lifecycle.settle(trx, reservationId, paidAt),
    // A paid flash-sale charge sells the card and gives its voucher (flashsale module).
    settleFlashSalePurchase: (trx, purchaseId, paidAt) =>
      flashSale.purchases.settle(trx, purchaseId, paidAt),
  });
  const vouchers = new VoucherService(new VoucherRepository(db), clock);
  const paymentMethods = new PaymentMethodService(
    new PaymentMethodRepository(db),
    vouchers,
    clock,
    {
      defaultMinutes: deps.config.holdMinutes,
      byCode: deps.config.paymentWindows,
    },
  );
  const pricing = new PricingService(
    new PricingRepository(db),
    vouchers,
    paymentMethods,
    customerPoints,
    clock,
    deps.config.pricing,
  );
  const trips = new TripService(new TripRepository(db), clock);
  const reviews = new ReviewService(new ReviewRepository(db), clock);
  // Search shows operators' review figures through the reviews module's port.
  const schedules = new ScheduleService(trips, catalog, clock, reviews);
  const priceCheck = new PriceCheckService(trips, pricing);
  // Seat alerts hear from the reservations lifecycle which holds released seats, and tell
  // the waiting customers through the notifications outbox after that commit.
  const seatAlerts = createSeatAlertServices({
    db,
    clock,
    logger: deps.logger ?? silentLogger,
    trips,
    notifier: notifications.outbox,
    baseUrl: deps.config.publicBaseUrl,
  });
  const reservations = createReservationServices({
    db,
    config: deps.config,
    clock,
    logger: deps.logger ?? silentLogger,
    trips: reservationTripsPort(trips),
    pricing,
    paymentMethodRead: (methodCode) => paymentMethods.checkoutChoiceRead(methodCode),
    payments: payments.payments,
    points: customerPoints,
    vouchers,
    notifier: notifications.outbox,
    seatsFreed: seatAlerts,
    refunds: payments.refunds,
  });
  const customerAccounts = new CustomerRepository(db);
  const customerLogin = new CustomerLoginService(
    db,
    new LoginCodeRepository(db),
    customerAccounts,
    customerSessions,
    notifications.outbox,
    new RateLimiter(db, clock),
    clock,
    deps.config.otpLimits,
    // firebase-email / firebase-telp: ID tokens checked against the identity provider's
    // JWKS (the local identity provider's outside production).
    identity.verifier,
  );
  const customerProfiles = new CustomerProfileService(customerAccounts, clock);
  const customerReferrals = new CustomerReferralService(
    customerAccounts,
    deps.config.publicBaseUrl,
  );
  // Replies are audited in the staff module's log (`staff` is built below; used per reply).
  const feedback = new FeedbackService(
    db,
    new FeedbackRepository(db),
    { record: (entry, trx) => staff.audit.record(entry, trx) },
    clock,
  );
  const legTimes = new LegTimesRepository(db);
  const seatAlertTimes = new SeatAlertTimesRepository(db);
  // The operator console reads departures through the trips module.
  const staff = createStaffServices({
    db,
    clock,
    trips,
    ticketQrSecret: deps.config.ticketQrSecret,
    logger: deps.logger ?? silentLogger,
    // Cancellations, refunds, sales and fares go through the owners of what they change.
    office: {
      timetable: new TimetableService(new TimetableRepository(db)),
      lifecycle: reservations.lifecycle,
      // A moved departure's stored times: the bookings' legs and the seat alerts waiting on it.
      legs: {
        retime: async (scheduleId, tripDate, routeStart, trx) => {
          await seatAlertTimes.retime(scheduleId, tripDate, routeStart, trx);
          return legTimes.retime(scheduleId, tripDate, routeStart, trx);
        },
      },
      refunds: {
        oweForDeparture: (trx, owed) => payments.refunds.oweForDeparture(trx, owed),
        cancelPendingCharges: (id) => payments.payments.cancelPendingCharges(id),
        queue: (operatorCode, status) => payments.refunds.queue(operatorCode, status),
        find: (code) => payments.refunds.find(code),
        process: (code, hooks) => payments.refunds.process(code, hooks),
      },
      outbox: notifications.outbox,
      logger: deps.logger ?? silentLogger,
      publicBaseUrl: deps.config.publicBaseUrl,
      routeEditor: new RouteEditorService(new RouteEditorRepository(db)),
      // Each operator's after-sale policy, kept by the catalog module with the operator.
      policies: new OperatorPolicyService(new OperatorPolicyRepository(db)),
    },
  });
  // Blogs, banners, FAQ and the donation page; staff edits are audited by the staff module.
  const content = createContentServices({ db, clock, vouchers, audit: staff.audit });
  // The card quiz: the booking's payment methods and gateway, a personal voucher when paid.
  const flashSale = createFlashSaleServices({
    db,
    clock,
    logger: deps.logger ?? silentLogger,
    methods: paymentMethods,
    payments: () => ({
      createFlashSaleCharge: (input) => payments.payments.createFlashSaleCharge(input),
      latestFlashSalePayment: (id) => payments.payments.latestFlashSalePayment(id),
      // A lost notification is recovered as check-pembayaran recovers a booking's.
      recoverCharge: (orderId) => payments.status.recoverCharge(orderId),
    }),
    vouchers,
    audit: staff.audit,
  });
  // Oleh-oleh: the catalogue and its WhatsApp order messages (call centre from config).
  const souvenirs = createSouvenirsServices({
    db,
    clock,
    callCenterWhatsapp: deps.config.callCenterWhatsapp,
    audit: staff.audit,
  });
  return {
    souvenirs,
    flashSale,
    content,
    staff,
    seatAlerts,
    feedback,
    reviews,
    customerSessions,
    customerPoints,
    catalog,
    identity,
    trips,
    schedules,
    reservations,
    payments,
    vouchers,
    paymentMethods,
    pricing,
    priceCheck,
    notifications,
    customerLogin,
    customerProfiles,
    customerReferrals,
  };
}

/** The trips module as the reservations module's port (also wired so by tests). */
export function reservationTripsPort(trips: TripService): TripsPort {
  return {
    resolve: (...args) => trips.resolve(...args),
    resolveSelectedLegsWith: (selection, alongside) => resolveLegsWith(trips, selection, alongside),
  };
}

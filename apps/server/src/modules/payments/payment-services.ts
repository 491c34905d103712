import type { Config } from '../../config.js';
import type { Executor } from '../../db/executor.js';
import { RateLimiter } from '../../db/rate-limiter.js';
import type { Clock } from '../../lib/clock.js';
import { MidtransGateway } from './gateways/midtrans-gateway.js';
import type { PaymentGateway } from './gateways/payment-gateway.js';
import { SimulatorGateway } from './gateways/simulator-gateway.js';
import { SimulatorLedgerRepository } from './gateways/simulator-ledger.repository.js';
import {
  PaymentNotificationService,
  type SettleFlashSalePurchase,
  type SettleReservation,
} from './payment-notification.service.js';
import { PaymentSimulatorService } from './payment-simulator.service.js';
import { type FindPayableReservation, PaymentStatusService } from './payment-status.service.js';
import { PaymentsRepository } from './payments.repository.js';
import { PaymentsService } from './payments.service.js';
import { RefundRepository } from './refund.repository.js';
import { RefundService } from './refund.service.js';
import type { ServiceLogger } from '../../lib/logger.js';

function createPaymentGateway(
  config: Config,
  simulatorLedger: SimulatorLedgerRepository,
  clock: Clock,
): PaymentGateway {
  return config.payment.gateway === 'midtrans'
    ? new MidtransGateway({
        apiBaseUrl: config.payment.apiBaseUrl,
        serverKey: config.payment.serverKey,
      })
    : new SimulatorGateway(config.publicBaseUrl, simulatorLedger, clock);
}

export interface PaymentModuleDependencies {
  db: Executor;
  config: Config;
  clock: Clock;
  logger: ServiceLogger;
  /** Who may see a reservation's payment: the reservations module's rule. */
  findReservation: FindPayableReservation;
  /** The reservations module's lifecycle: a paid charge settles its reservation through it. */
  settleReservation: SettleReservation;
  /** The flashsale module: a paid charge of a purchase settles it (and gives its voucher). */
  settleFlashSalePurchase?: SettleFlashSalePurchase;
  /** Defaults to the configured gateway; tests replace it. */
  gateway?: PaymentGateway;
}

/** The payments module's services, wired once by the composition root. */
export function createPaymentServices(deps: PaymentModuleDependencies) {
  const { db, config, clock, logger } = deps;
  const repository = new PaymentsRepository(db);
  const simulatorLedger = new SimulatorLedgerRepository(db);
  const gateway = deps.gateway ?? createPaymentGateway(config, simulatorLedger, clock);
  const payments = new PaymentsService(repository, gateway, clock, logger);
  // Money owed back (late, second payments, cancelled departures) and its return (decision 0017).
  const refunds = new RefundService(db, new RefundRepository(db), gateway, clock, logger);
  const notifications = new PaymentNotificationService(
    db,
    repository,
    deps.settleReservation,
    clock,
    config.payment.serverKey,
    gateway,
    new RateLimiter(db, clock),
    {
      perAddressPerMinute: config.webhook.invalidRateLimitPerMinute,
      keep: config.webhook.rejectedKeep,
    },
    deps.settleFlashSalePurchase,
    refunds,
  );
  const status = new PaymentStatusService(
    deps.findReservation,
    repository,
    payments,
    notifications,
    gateway,
    clock,
    logger,
  );
  const simulator = new PaymentSimulatorService(
    repository,
    clock,
    config.payment.serverKey,
    simulatorLedger,
  );
  return { gateway, payments, notifications, status, simulator, refunds };
}

export type PaymentServices = ReturnType<typeof createPaymentServices>;

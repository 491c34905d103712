import type { Kysely } from 'kysely';
import { RateLimiter } from '../../db/rate-limiter.js';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { ServiceLogger } from '../../lib/logger.js';
import { FlashSaleAdminRepository } from './flashsale-admin.repository.js';
import { type FlashSaleAuditPort, FlashSaleAdminService } from './flashsale-admin.service.js';
import {
  type FlashSaleMethodsPort,
  type FlashSalePaymentsPort,
  FlashSalePurchaseService,
  type FlashSaleVouchersPort,
} from './flashsale-purchase.service.js';
import { FlashSaleQuizRepository } from './flashsale-quiz.repository.js';
import { FlashSaleRepository } from './flashsale.repository.js';
import { FlashSaleService } from './flashsale.service.js';

/** How often unpaid holds are given back to stock (reads never count them anyway). */
const SWEEP_INTERVAL_MS = 30_000;

export interface FlashSaleModuleDependencies {
  db: Kysely<DB>;
  clock: Clock;
  logger: ServiceLogger;
  /** The payment-methods module: the booking's methods, fees, limits and windows. */
  methods: FlashSaleMethodsPort;
  /** The payments module, read at call time (it is built before, but wired after us). */
  payments: () => FlashSalePaymentsPort;
  /** The vouchers module: a paid purchase's personal voucher. */
  vouchers: FlashSaleVouchersPort;
  /** The staff module's audit log. */
  audit: FlashSaleAuditPort;
}

/** The flash-sale module, wired once. */
export function createFlashSaleServices(deps: FlashSaleModuleDependencies) {
  const repository = new FlashSaleRepository(deps.db);
  const quiz = new FlashSaleQuizRepository(deps.db);
  const catalogue = new FlashSaleService(
    deps.db,
    repository,
    quiz,
    new RateLimiter(deps.db, deps.clock),
    deps.clock,
  );
  const purchases = new FlashSalePurchaseService(
    deps.db,
    repository,
    quiz,
    deps.methods,
    {
      createFlashSaleCharge: (input) => deps.payments().createFlashSaleCharge(input),
      latestFlashSalePayment: (id) => deps.payments().latestFlashSalePayment(id),
      recoverCharge: (orderId) => deps.payments().recoverCharge(orderId),
    },
    deps.vouchers,
    deps.clock,
    deps.logger,
  );
  const admin = new FlashSaleAdminService(
    deps.db,
    new FlashSaleAdminRepository(deps.db),
    deps.audit,
    deps.clock,
  );
  let timer: NodeJS.Timeout | null = null;
  let sweeping = false;
  const sweepOnce = async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      await purchases.sweep();
    } catch (error) {
      deps.logger.error({ err: error }, 'flash-sale sweep failed');
    } finally {
      sweeping = false;
    }
  };
  return {
    catalogue,
    purchases,
    admin,
    start() {
      if (timer) return;
      timer = setInterval(() => void sweepOnce(), SWEEP_INTERVAL_MS);
      // Never keeps a process alive on its own.
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

export type FlashSaleServices = ReturnType<typeof createFlashSaleServices>;

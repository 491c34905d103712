import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { CustomerPointsRepository } from './customer-points.repository.js';

/** Points some reservation spent and now gives back (1 point = Rp 1). */
export interface PointsRefund {
  customerId: number | null;
  points: number;
}

/**
 * A customer's points balance: the only writer of customers.points_balance. Spending and
 * returning run inside the caller's transaction (a checkout, a reservation ending unpaid),
 * so the balance moves exactly when the reservation's state does.
 */
export class CustomerPointsService {
  constructor(private readonly repository: CustomerPointsRepository) {}

  balance(customerId: number, db?: Kysely<DB>): Promise<number> {
    return this.repository.balance(customerId, db);
  }

  /** False when the balance no longer covers `points` (a concurrent checkout spent them). */
  spend(trx: Kysely<DB>, customerId: number, points: number): Promise<boolean> {
    if (points <= 0) return Promise.resolve(true);
    return this.repository.subtract(customerId, points, trx);
  }

  /**
   * Credits points back, summed per customer so two reservations of one customer are both
   * counted. The caller calls it once per reservation, right where that reservation left
   * the state in which its points were spent.
   */
  async giveBack(trx: Kysely<DB>, refunds: PointsRefund[]): Promise<void> {
    const perCustomer = new Map<number, number>();
    for (const { customerId, points } of refunds) {
      if (customerId === null || points <= 0) continue;
      perCustomer.set(customerId, (perCustomer.get(customerId) ?? 0) + points);
    }
    // Sorted: concurrent transactions lock customer rows in the same order (no deadlock).
    for (const [customerId, points] of [...perCustomer].sort((a, b) => a[0] - b[0])) {
      await this.repository.add(customerId, points, trx);
    }
  }
}

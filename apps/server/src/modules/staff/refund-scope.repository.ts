import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * Whose refund it is, as the refund queue decides it (a read-only join over the payments
 * and reservations modules' tables): every operator the booking rides with. A round trip
 * or a connection on two operators is in both queues, so both petugas get the same
 * answer on "Proses" (403, an admin's work), and every other petugas the 404 of a refund
 * that does not exist.
 */
export class RefundScopeRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The operator codes of the booking a refund (RF-<id>) is owed on; empty when unknown. */
  async operatorsOf(code: string): Promise<string[]> {
    const match = /^RF-(\d{1,12})$/.exec(code);
    if (!match) return [];
    const rows = await this.db
      .selectFrom('refunds')
      .innerJoin('reservation_legs', 'reservation_legs.reservation_id', 'refunds.reservation_id')
      .innerJoin('schedules', 'schedules.id', 'reservation_legs.schedule_id')
      .innerJoin('routes', 'routes.id', 'schedules.route_id')
      .innerJoin('operators', 'operators.id', 'routes.operator_id')
      .select('operators.code')
      .distinct()
      .where('refunds.id', '=', sql<number>`${match[1]}::bigint`)
      .execute();
    return rows.map((row) => row.code);
  }
}

import type { Executor } from '../../db/executor.js';
import type { PointsPort } from './reservation.ports.js';
import type { EndedReservation, ReservationRepository } from './reservation.repository.js';

/** The points each of `ended` spent, given back to its customer (the lifecycle's steps). */
export function givePointsBack(
  points: PointsPort,
  trx: Executor,
  ended: Array<Pick<EndedReservation, 'id' | 'customer_id' | 'points_used'>>,
  note: string,
): Promise<void> {
  return points.giveBack(
    trx,
    ended.map((row) => ({
      customerId: row.customer_id,
      points: row.points_used,
      reservationId: row.id,
    })),
    note,
  );
}

/** A reservation just made paid earns its points (the customers module's rule, once). */
export async function earnPoints(
  repository: ReservationRepository,
  points: PointsPort,
  trx: Executor,
  reservationId: number,
): Promise<void> {
  const paid = await repository.findById(reservationId, trx);
  if (!paid || paid.customer_id === null) return;
  await points.earn(trx, {
    customerId: paid.customer_id,
    reservationId,
    fareTotal: paid.fare_total,
    voucherDiscount: paid.voucher_discount,
    pointsUsed: paid.points_used,
  });
}

import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { SeatInventoryRepository } from '../seats/seat-inventory.repository.js';
import { ReservationRepository } from './reservation.repository.js';

export type SettlementOutcome = 'paid' | 'already_paid' | 'late';

const reservations = new ReservationRepository();
const seatInventory = new SeatInventoryRepository();

/**
 * Applies a confirmed payment to a reservation, inside the caller's (the payment
 * webhook's) transaction. Safe to call twice for the same payment.
 *
 * - pending and `paidAt` before its expiry: becomes paid; its seat rows stay and are
 *   permanent from now on ('paid');
 * - already paid: nothing changes ('already_paid');
 * - anything else (pending past its expiry, expired, cancelled): never made paid,
 *   because its seats may already belong to someone else. A pending one is marked
 *   expired, its leftover rows are deleted, and refund_status becomes 'required'
 *   ('late'); the money goes back through the refund process.
 *
 * The reservation row is locked first (FOR UPDATE), the same lock a seat hold takes
 * before it may delete an expired reservation's rows, so on PostgreSQL a payment and
 * a competing hold are ordered and a still-pending reservation always has its seats.
 */
export async function settleReservation(
  trx: Transaction<DB>,
  reservationId: number,
  paidAt: Date,
): Promise<SettlementOutcome> {
  const reservation = await reservations.lockStatus(trx, reservationId);
  if (!reservation) throw new AppError('RESERVATION_NOT_FOUND');

  if (reservation.status === 'paid') return 'already_paid';

  if (reservation.status === 'pending' && paidAt.getTime() < reservation.expires_at.getTime()) {
    await reservations.markPaid(trx, reservationId, paidAt);
    return 'paid';
  }

  await reservations.markLatePayment(trx, reservationId);
  // Moving it from pending ends it unpaid: the points it spent go back (once).
  if (reservation.status === 'pending') await reservations.returnPoints(trx, [reservationId]);
  // Not active any more, so nobody else's seat: tidy the rows a sweep would delete.
  await seatInventory.deleteRowsOfReservation(trx, reservationId);
  return 'late';
}

import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.js';
import type { TestApp } from '../helpers/test-app.js';
import { oneWay, reserveOk, seats } from '../api/reservations.fixtures.js';

/**
 * What a backup must bring back: paid bookings, their charges and the refunds owed on
 * them. `recordBusiness` makes some through the API (two paid bookings, one unpaid, one
 * refund owed); `businessRecords` reads them in a form two databases can be compared by.
 */
export async function recordBusiness(t: TestApp): Promise<void> {
  const paid: string[] = [];
  for (const seat of ['3', '4']) {
    const { code } = await reserveOk(t, oneWay({ kursi: seats(seat) }));
    const settle = await t.app.inject({ method: 'POST', url: `/api/dev/payments/${code}/settle` });
    if (settle.statusCode !== 200) throw new Error(`settle ${code}: ${settle.body}`);
    paid.push(code);
  }
  await reserveOk(t, oneWay({ kursi: seats('5') }));
  // A refund owed on the first paid booking (as the office's cancellation writes one).
  const charge = await t.db
    .selectFrom('payments')
    .innerJoin('reservations', 'reservations.id', 'payments.reservation_id')
    .select(['payments.id as paymentId', 'reservations.id as reservationId', 'payments.amount'])
    .where('reservations.code', '=', paid[0]!)
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('refunds')
    .values({
      payment_id: charge.paymentId,
      reservation_id: charge.reservationId,
      owed_key: `backup-test-${charge.reservationId}`,
      reason: 'keberangkatan_dibatalkan',
      amount: Number(charge.amount),
      created_at: t.clock.now(),
    })
    .execute();
}

export async function businessRecords(db: Kysely<DB>) {
  const reservations = await db
    .selectFrom('reservations')
    .select(['code', 'status', 'total', 'paid_at'])
    .orderBy('code')
    .execute();
  const payments = await db
    .selectFrom('payments')
    .select(['order_id', 'status', 'amount'])
    .orderBy('order_id')
    .execute();
  const refunds = await db
    .selectFrom('refunds')
    .select(['owed_key', 'reason', 'amount', 'status'])
    .orderBy('owed_key')
    .execute();
  return { reservations, payments, refunds };
}

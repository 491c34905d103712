import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundMessageRepository } from '../../src/modules/notifications/outbound-message.repository.js';
import { PaymentsRepository } from '../../src/modules/payments/payments.repository.js';
import { createTestApp, type TestApp, TEST_NOW } from '../helpers/test-app.js';
import { oneWay, reserveOk, seats } from './reservations.fixtures.js';

/**
 * The booking's confirmation is written in the statement that records the charge's answer
 * (issue 11): both or neither. The messages' insert is guarded by the answer's update.
 */
describe("the charge's answer recorded with the caller's messages", () => {
  let t: TestApp;
  let payments: PaymentsRepository;
  let outbox: OutboundMessageRepository;
  beforeAll(async () => {
    t = await createTestApp();
    payments = new PaymentsRepository(t.db);
    outbox = new OutboundMessageRepository(t.db);
  });
  afterAll(() => t.close());

  const message = (recipient: string) => ({
    channel: 'sms' as const,
    recipient,
    subject: null,
    text: `Lintas: pesan untuk ${recipient}`,
  });
  const queuedFor = async (recipient: string) =>
    (
      await t.db
        .selectFrom('outbound_messages')
        .select(['channel', 'text', 'status', 'sensitive', 'next_attempt_at'])
        .where('recipient', '=', recipient)
        .execute()
    ).map((row) => ({ ...row, next_attempt_at: row.next_attempt_at.toISOString() }));

  it('writes the messages when the answer is recorded, as insertAll would', async () => {
    t.clock.set(TEST_NOW);
    const booked = await reserveOk(t, oneWay({ kursi: seats('2') }));
    const { id } = await t.db
      .selectFrom('payments')
      .select('id')
      .where('order_id', '=', booked.json.results.pembayaran.payment_kode)
      .executeTakeFirstOrThrow();

    const row = await payments.recordChargeAnswerAndRead(
      id,
      'tx-answer-1',
      { va_number: '1234' },
      undefined,
      (recorded) => outbox.insertAllWhen([message('62811000001')], new Date(TEST_NOW), recorded),
    );

    expect(row?.gateway_transaction_id).toBe('tx-answer-1');
    expect(await queuedFor('62811000001')).toEqual([
      {
        channel: 'sms',
        text: 'Lintas: pesan untuk 62811000001',
        status: 'pending',
        sensitive: false,
        next_attempt_at: new Date(TEST_NOW).toISOString(),
      },
    ]);
  });

  it('writes nothing when there was no charge to record the answer on', async () => {
    const row = await payments.recordChargeAnswerAndRead(
      987_654_321,
      'tx-answer-2',
      {},
      undefined,
      (recorded) => outbox.insertAllWhen([message('62811000002')], new Date(TEST_NOW), recorded),
    );

    expect(row).toBeUndefined();
    expect(await queuedFor('62811000002')).toEqual([]);
  });

  it('writes no CTE at all for no message', () => {
    expect(outbox.insertAllWhen([], new Date(TEST_NOW), sql<boolean>`true`)).toBeNull();
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openMemoryDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { ManualClock } from '../../lib/clock.js';
import { silentLogger } from '../../lib/logger.js';
import type { MessageTransport, OutgoingMessage } from './message-transport.js';
import { OutboundMessageRepository } from './outbound-message.repository.js';
import { OutboxDispatcher } from './outbox-dispatcher.js';

/** A transport that records what it was asked to send and fails while told to. */
class RecordingTransport implements MessageTransport {
  sent: OutgoingMessage[] = [];
  failing = false;
  async send(message: OutgoingMessage) {
    this.sent.push(message);
    if (this.failing) throw new Error('gateway down');
  }
}

describe('OutboxDispatcher', () => {
  let database: Database;
  let repository: OutboundMessageRepository;
  const clock = new ManualClock('2026-11-21T01:00:00Z');
  let transport: RecordingTransport;

  const dispatcher = (redactSensitive = false) =>
    new OutboxDispatcher(repository, { email: transport, sms: transport }, clock, silentLogger, {
      intervalMs: 60_000,
      redactSensitive,
    });

  const row = (id: number) =>
    database.db
      .selectFrom('outbound_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  const queue = (overrides: Partial<Parameters<OutboundMessageRepository['insert']>[0]> = {}) =>
    repository.insert(
      { channel: 'sms', recipient: '6281200000000', subject: null, text: 'Halo', ...overrides },
      clock.now(),
    );

  beforeAll(async () => {
    database = await openMemoryDatabase();
    await migrateToLatest(database.db);
    repository = new OutboundMessageRepository(database.db);
  });
  afterAll(() => database.close());
  beforeEach(() => {
    transport = new RecordingTransport();
  });

  it('retries after 10 s, 30 s, 2 min and 10 min, then gives up after the fifth attempt', async () => {
    const id = await queue();
    const subject = dispatcher();
    transport.failing = true;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      await subject.runPass();
      const after = await row(id);
      expect(after.attempts).toBe(attempt);
      if (attempt < 5) {
        expect(after.status).toBe('pending');
        const wait = new Date(after.next_attempt_at).getTime() - clock.now().getTime();
        waits.push(wait);
        // Not a moment early.
        clock.set(new Date(clock.now().getTime() + wait - 1000));
        await subject.runPass();
        expect((await row(id)).attempts).toBe(attempt);
        clock.set(new Date(clock.now().getTime() + 1000));
      }
    }
    expect(waits).toEqual([10_000, 30_000, 120_000, 600_000]);
    expect(await row(id)).toMatchObject({ status: 'failed', last_error: 'gateway down' });
    expect(transport.sent).toHaveLength(5);
    // A failed message is never tried again.
    clock.advanceMinutes(60);
    await subject.runPass();
    expect(transport.sent).toHaveLength(5);
  });

  it('does not send what is no longer worth sending', async () => {
    const id = await queue({ discardAfter: new Date(clock.now().getTime() + 1000) });
    clock.advanceMinutes(1);
    await dispatcher().runPass();
    expect(transport.sent).toEqual([]);
    expect(await row(id)).toMatchObject({
      status: 'failed',
      last_error: 'kedaluwarsa sebelum terkirim',
    });
  });

  it('blanks the text of a sensitive message once sent, where asked', async () => {
    const secret = await queue({ text: 'Kode 123456', sensitive: true });
    const plain = await queue({ text: 'Tiket Anda' });
    await dispatcher(true).runPass();
    expect(transport.sent.map((m) => m.text)).toEqual(['Kode 123456', 'Tiket Anda']);
    expect((await row(secret)).text).not.toContain('123456');
    expect((await row(plain)).text).toBe('Tiket Anda');
    expect((await row(secret)).status).toBe('sent');
  });

  it('sends each message once when several dispatchers pass at the same time', async () => {
    const ids = await Promise.all(
      Array.from({ length: 30 }, (_, i) => queue({ text: `pesan ${i}` })),
    );
    await Promise.all([dispatcher().runPass(), dispatcher().runPass(), dispatcher().runPass()]);
    expect(transport.sent.map((m) => m.id).sort((a, b) => a - b)).toEqual(ids);
  });

  it('records a batch as sent in one update, and never a message whose send failed', async () => {
    // 25 due messages: a batch of 20 and one of 5; every fifth is refused by the gateway.
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) ids.push(await queue({ text: `pesan ${i}` }));
    const refused = new Set(ids.filter((_, i) => i % 5 === 0));
    let gatewayDown = true;
    transport.send = async (message) => {
      transport.sent.push(message);
      if (gatewayDown && refused.has(message.id)) throw new Error('gateway down');
    };
    const marked: number[][] = [];
    const counting = Object.create(repository) as OutboundMessageRepository;
    counting.markSent = (sentIds, at, redact) => {
      marked.push([...sentIds]);
      return repository.markSent(sentIds, at, redact);
    };
    await new OutboxDispatcher(
      counting,
      { email: transport, sms: transport },
      clock,
      silentLogger,
      { intervalMs: 60_000, redactSensitive: false },
    ).runPass();
    expect(transport.sent).toHaveLength(25);
    expect(marked).toHaveLength(2);
    expect(marked.flat().sort((a, b) => a - b)).toEqual(ids.filter((id) => !refused.has(id)));
    for (const id of ids) {
      const after = await row(id);
      if (refused.has(id)) {
        expect(after).toMatchObject({
          status: 'pending',
          sent_at: null,
          last_error: 'gateway down',
        });
        expect(new Date(after.next_attempt_at).getTime() - clock.now().getTime()).toBe(10_000);
      } else expect(after).toMatchObject({ status: 'sent', last_error: null });
    }
    // The refused ones are sent on their retry, the others not again.
    clock.set(new Date(clock.now().getTime() + 10_000));
    transport.sent = [];
    gatewayDown = false;
    await dispatcher().runPass();
    expect(transport.sent.map((m) => m.id)).toEqual([...refused]);
    for (const id of refused) expect((await row(id)).status).toBe('sent');
  });

  it('deletes finished messages a week old, at most once a minute', async () => {
    const old = await queue({ text: 'lama' });
    const subject = dispatcher();
    await subject.runPass();
    expect((await row(old)).status).toBe('sent');
    const pruned: Date[] = [];
    const counting = Object.create(repository) as OutboundMessageRepository;
    counting.pruneFinished = (before) => {
      pruned.push(before);
      return repository.pruneFinished(before);
    };
    const pruning = new OutboxDispatcher(
      counting,
      { email: transport, sms: transport },
      clock,
      silentLogger,
      { intervalMs: 60_000, redactSensitive: false },
    );
    clock.set(new Date(clock.now().getTime() + 7 * 24 * 3_600_000 + 1000));
    await pruning.runPass();
    const gone = await database.db
      .selectFrom('outbound_messages')
      .select('id')
      .where('id', '=', old)
      .execute();
    expect(gone).toEqual([]);
    await pruning.runPass();
    expect(pruned).toHaveLength(1);
    clock.set(new Date(clock.now().getTime() + 60_000));
    await pruning.runPass();
    expect(pruned).toHaveLength(2);
  });

  it('sends what was queued within a moment in one pass after it, and none after stop()', async () => {
    const claims: number[] = [];
    const counting = Object.create(repository) as OutboundMessageRepository;
    counting.claimDue = async (...args) => {
      const claimed = await repository.claimDue(...args);
      claims.push(claimed.length);
      return claimed;
    };
    const subject = new OutboxDispatcher(
      counting,
      { email: transport, sms: transport },
      clock,
      silentLogger,
      { intervalMs: 60_000, redactSensitive: false },
    );
    for (let i = 0; i < 3; i++) {
      await queue({ text: `segera ${i}` });
      subject.kickSoon();
    }
    expect(claims).toEqual([]);
    for (let wait = 0; wait < 100 && transport.sent.length < 3; wait++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(transport.sent.map((m) => m.text)).toEqual(['segera 0', 'segera 1', 'segera 2']);
    expect(claims).toEqual([3]);

    await queue({ text: 'terlambat' });
    subject.kickSoon();
    await subject.stop();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(claims).toEqual([3]);
    // Left for the next process's pass.
    await dispatcher().runPass();
    expect(transport.sent.at(-1)?.text).toBe('terlambat');
  });

  it('stops: no pass after stop()', async () => {
    const subject = dispatcher();
    subject.start();
    await subject.stop();
    await queue();
    subject.kick();
    await subject.runPass();
    expect(transport.sent).toEqual([]);
  });
});

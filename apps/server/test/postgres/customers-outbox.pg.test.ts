import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.js';
import { type Database, openDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { ManualClock } from '../../src/lib/clock.js';
import { silentLogger } from '../../src/lib/logger.js';
import type {
  MessageTransport,
  OutgoingMessage,
} from '../../src/modules/notifications/message-transport.js';
import { OutboundMessageRepository } from '../../src/modules/notifications/outbound-message.repository.js';
import { OutboxDispatcher } from '../../src/modules/notifications/outbox-dispatcher.js';
import { createPgTestDatabase } from './pg-test-database.js';

/** Records what it sends; a little slow, like a real gateway, so passes overlap. */
class SlowTransport implements MessageTransport {
  sent: OutgoingMessage[] = [];
  async send(message: OutgoingMessage) {
    this.sent.push(message);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/**
 * The outbox of sign-in codes where several server processes share one PostgreSQL: each
 * process runs a dispatcher, and every message must leave exactly once.
 */
describe('outbox dispatchers of several processes (PostgreSQL)', () => {
  const databases: Database[] = [];
  let drop: () => Promise<void>;
  const clock = new ManualClock('2026-11-21T01:00:00Z');

  beforeAll(async () => {
    const testDb = await createPgTestDatabase();
    drop = testDb.drop;
    const config = parseConfig({ DATABASE_URL: testDb.url, DATABASE_POOL_SIZE: '5' });
    for (let i = 0; i < 3; i++) databases.push(await openDatabase(config.database));
    await migrateToLatest(databases[0]!.db);
  });

  afterAll(async () => {
    for (const database of databases) await database.close();
    await drop?.();
  });

  it('sends each message once when three processes pass at the same time', async () => {
    const writer = new OutboundMessageRepository(databases[0]!.db);
    // Several rounds: a double claim shows in one of them if claiming is not exclusive.
    for (let round = 0; round < 4; round++) {
      const ids: number[] = [];
      for (let i = 0; i < 100; i++) {
        ids.push(
          await writer.insert(
            { channel: 'sms', recipient: `62812${round}00${i}`, subject: null, text: `pesan ${i}` },
            clock.now(),
          ),
        );
      }
      const transports = databases.map(() => new SlowTransport());
      const dispatchers = databases.map(
        (database, i) =>
          new OutboxDispatcher(
            new OutboundMessageRepository(database.db),
            { email: transports[i]!, sms: transports[i]! },
            clock,
            silentLogger,
            { intervalMs: 60_000, redactSensitive: false },
          ),
      );
      await Promise.all(dispatchers.map((d) => d.runPass()));
      const sent = transports.flatMap((t) => t.sent.map((m) => m.id)).sort((a, b) => a - b);
      expect(sent).toEqual(ids);
    }
    const rows = await databases[0]!.db
      .selectFrom('outbound_messages')
      .select(['status', 'attempts'])
      .execute();
    expect(rows).toHaveLength(400);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});

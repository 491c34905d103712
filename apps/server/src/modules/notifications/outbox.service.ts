import type { RawBuilder } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { Clock } from '../../lib/clock.js';
import type { OutboxDispatcher } from './outbox-dispatcher.js';
import type {
  NewOutboundMessage,
  OutboundMessageRepository,
} from './outbound-message.repository.js';

/** Messages the development outbox lists. */
const DEV_OUTBOX_LIMIT = 200;

/**
 * The notifications module's face: other modules queue e-mail and SMS here, inside their
 * own transaction, so a message exists exactly when what it announces was committed; after
 * the commit they ask for it to be sent soon. Sending is the dispatcher's job.
 */
export class OutboxService {
  constructor(
    private readonly repository: OutboundMessageRepository,
    private readonly dispatcher: OutboxDispatcher,
    private readonly clock: Clock,
  ) {}

  async enqueue(trx: Executor, message: NewOutboundMessage): Promise<void> {
    await this.repository.insert(message, this.clock.now(), trx);
  }

  /** Several messages in one statement: one round trip, and atomic even without a transaction. */
  async enqueueAll(db: Executor, messages: NewOutboundMessage[]): Promise<void> {
    await this.repository.insertAll(messages, this.clock.now(), db);
  }

  /**
   * enqueueAll's insert as a data-modifying CTE of another module's statement (the
   * booking's confirmation, written with its charge's answer): the messages are written
   * only when `when` is true. Null when there is nothing to write.
   */
  enqueueAllWhen(
    messages: NewOutboundMessage[],
    when: RawBuilder<boolean>,
  ): RawBuilder<unknown> | null {
    return this.repository.insertAllWhen(messages, this.clock.now(), when);
  }

  /** After the commit: start sending in a moment instead of at the next interval. */
  dispatchSoon(): void {
    this.dispatcher.kickSoon();
  }

  /** GET /api/dev/outbox: the newest sent messages, newest last. */
  async devOutbox() {
    const rows = await this.repository.listSent(DEV_OUTBOX_LIMIT);
    return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
  }
}

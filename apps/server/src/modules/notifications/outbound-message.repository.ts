import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { literal } from '../../db/literal.js';

export type MessageChannel = 'email' | 'sms';

/** A message to deliver, as a caller queues it. */
export interface NewOutboundMessage {
  channel: MessageChannel;
  /** An e-mail address, or a phone in international digits (6281...). */
  recipient: string;
  subject: string | null;
  text: string;
  html?: string | null;
  /** Holds a secret (a sign-in code): blanked once finished where the outbox is not kept. */
  sensitive?: boolean;
  /** Not worth sending after this instant (a code that has expired by then). */
  discardAfter?: Date | null;
}

export interface ClaimedMessage {
  id: number;
  channel: MessageChannel;
  recipient: string;
  subject: string | null;
  text: string;
  html: string | null;
  /** This attempt included. */
  attempts: number;
  discard_after: Date | null;
}

/** What the blanked text of a sensitive message reads once it is finished. */
const REDACTED_TEXT = '(isi pesan disembunyikan setelah selesai dikirim)';

/** The row a queued message starts as: due at once, no attempt yet. */
function outboxRow(message: NewOutboundMessage, now: Date) {
  return {
    channel: message.channel,
    recipient: message.recipient,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    sensitive: message.sensitive ?? false,
    next_attempt_at: now,
    discard_after: message.discardAfter ?? null,
    created_at: now,
  };
}

/** outboxRow's columns, in the order insertAllWhen's VALUES give them. */
const OUTBOX_COLUMNS: Array<keyof ReturnType<typeof outboxRow>> = [
  'channel',
  'recipient',
  'subject',
  'text',
  'html',
  'sensitive',
  'next_attempt_at',
  'discard_after',
  'created_at',
];
const OUTBOX_COLUMN_LIST = sql.raw(OUTBOX_COLUMNS.map((column) => `"${column}"`).join(', '));

/** Queries of the outbox (outbound_messages). */
export class OutboundMessageRepository {
  constructor(private readonly db: Executor) {}

  async insert(message: NewOutboundMessage, now: Date, db: Executor = this.db): Promise<number> {
    const row = await db
      .insertInto('outbound_messages')
      .values(outboxRow(message, now))
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Several messages in one statement (atomic without a transaction: all or none). */
  async insertAll(
    messages: NewOutboundMessage[],
    now: Date,
    db: Executor = this.db,
  ): Promise<void> {
    await this.insertAllWhen(messages, now, sql<boolean>`true`)?.execute(db);
  }

  /**
   * Several messages as one INSERT, run on its own (insertAll) or in another statement's
   * WITH clause, writing only when `when` is true; null for no message (VALUES cannot be empty). Typed casts (in
   * OUTBOX_COLUMNS' order): VALUES in an INSERT ... SELECT takes no types from the target
   * columns.
   */
  insertAllWhen(
    messages: NewOutboundMessage[],
    now: Date,
    when: RawBuilder<boolean>,
  ): RawBuilder<unknown> | null {
    if (messages.length === 0) return null;
    // One template per row (not a fragment per value): this runs on every booking.
    const values = messages.map((message) => {
      const row = outboxRow(message, now);
      return sql`(${row.channel}::text, ${row.recipient}::text, ${row.subject}::text,
        ${row.text}::text, ${row.html}::text, ${row.sensitive}::boolean,
        ${row.next_attempt_at}::timestamptz, ${row.discard_after}::timestamptz,
        ${row.created_at}::timestamptz)`;
    });
    return sql`INSERT INTO outbound_messages (${OUTBOX_COLUMN_LIST})
      SELECT * FROM (VALUES ${sql.join(values)}) AS queued WHERE ${when}`;
  }

  /**
   * Claims up to `limit` due messages for one sending attempt, in one statement: the
   * attempt is counted and the row leased until `leaseUntil`, so no other dispatcher
   * (another process) takes it meanwhile. On PostgreSQL concurrent claimers skip each
   * other's rows (FOR UPDATE SKIP LOCKED); PGlite runs one statement at a time. A
   * process that dies mid-send leaves the row to be claimed again when the lease ends.
   */
  async claimDue(
    now: Date,
    limit: number,
    leaseUntil: Date,
    db: Executor = this.db,
  ): Promise<ClaimedMessage[]> {
    const claimed = await db
      .updateTable('outbound_messages')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: leaseUntil }))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('outbound_messages')
          .select('id')
          // A literal, so even the generic plan reads the due messages' partial index
          // instead of every message kept (decision 0033).
          .where('status', '=', literal('pending'))
          .where('next_attempt_at', '<=', now)
          .orderBy('next_attempt_at')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .returning([
        'id',
        'channel',
        'recipient',
        'subject',
        'text',
        'html',
        'attempts',
        'discard_after',
      ])
      .execute();
    // RETURNING keeps no order: oldest first, as they were queued.
    return claimed.sort((a, b) => a.id - b.id);
  }

  /**
   * Records the messages of one batch as sent, in one statement: a round trip per message
   * made the dispatcher fall behind the bookings queueing them (issue 11). Only the ids
   * whose send succeeded are passed: a refused message keeps its own retry or failure.
   */
  async markSent(ids: number[], at: Date, redact: boolean, db: Executor = this.db) {
    if (ids.length === 0) return;
    await db
      .updateTable('outbound_messages')
      .set({ status: 'sent', sent_at: at, last_error: null, ...redaction(redact) })
      .where('id', 'in', ids)
      .execute();
  }

  async markFailed(id: number, error: string, redact: boolean, db: Executor = this.db) {
    await db
      .updateTable('outbound_messages')
      .set({ status: 'failed', last_error: error, ...redaction(redact) })
      .where('id', '=', id)
      .execute();
  }

  async scheduleRetry(id: number, at: Date, error: string, db: Executor = this.db) {
    await db
      .updateTable('outbound_messages')
      .set({ next_attempt_at: at, last_error: error })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .execute();
  }

  /** Deletes finished messages created before `before`. */
  async pruneFinished(before: Date, db: Executor = this.db): Promise<void> {
    await db
      .deleteFrom('outbound_messages')
      .where('status', '<>', 'pending')
      .where('created_at', '<', before)
      .execute();
  }

  /** The `limit` newest sent messages, oldest first. */
  async listSent(limit: number, db: Executor = this.db) {
    const rows = await db
      .selectFrom('outbound_messages')
      .select(['id', 'channel', 'recipient', 'subject', 'text', 'created_at'])
      .where('status', '=', 'sent')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse();
  }
}

function redaction(redact: boolean) {
  if (!redact) return {};
  return {
    text: sql<string>`CASE WHEN sensitive THEN ${REDACTED_TEXT} ELSE text END`,
    html: sql<string | null>`CASE WHEN sensitive THEN NULL ELSE html END`,
  };
}

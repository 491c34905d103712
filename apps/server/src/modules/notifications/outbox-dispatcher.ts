import type { Clock } from '../../lib/clock.js';
import type { ServiceLogger } from '../../lib/logger.js';
import type { MessageTransport } from './message-transport.js';
import type { MessageChannel, OutboundMessageRepository } from './outbound-message.repository.js';

/** Waits after a failed attempt: 1st 10 s, 2nd 30 s, 3rd 2 min, 4th 10 min; the 5th is the last. */
const RETRY_DELAYS_MS = [10_000, 30_000, 120_000, 600_000];
const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** A claimed message is left to others this long: longer than any transport's time limit. */
const LEASE_MS = 120_000;
const BATCH = 20;
/** Batches per pass at most, so one pass ends even while messages keep arriving. */
const MAX_BATCHES_PER_PASS = 10;
/** Finished messages are kept this long (the development outbox lists them). */
const KEEP_FINISHED_MS = 7 * 24 * 3_600_000;
/**
 * Finished messages are deleted at most this often: a pass runs after every booking's
 * enqueue, and a DELETE per pass was a round trip per booking under load (issue 11).
 */
const PRUNE_EVERY_MS = 60_000;
/**
 * How long after a message is queued its pass starts: the messages of the bookings made
 * meanwhile share its claim (one claim per booking was two round trips per booking under
 * load, issue 11), and a person waits no longer than this for a sign-in code.
 */
const KICK_DELAY_MS = 20;
/** How long stop() waits for a pass still sending. */
const STOP_WAIT_MS = 5_000;

export interface DispatcherOptions {
  intervalMs: number;
  /** Blank sensitive texts once finished (everywhere but development, where the outbox is read). */
  redactSensitive: boolean;
}

/**
 * Sends queued messages after the transaction that queued them has committed: never inside
 * one (a slow SMTP server would hold locks, and on PGlite every other request). Runs on an
 * interval timer (unref'd) and 20 ms after a message is queued (`kickSoon`). Several server
 * processes may each run one: they claim different rows. A failed send is retried with
 * backoff and never touches what queued it (a sign-in code keeps its state).
 */
export class OutboxDispatcher {
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private lastPruneAt = Number.NEGATIVE_INFINITY;
  private soon: NodeJS.Timeout | null = null;

  constructor(
    private readonly repository: OutboundMessageRepository,
    private readonly transports: Record<MessageChannel, MessageTransport>,
    private readonly clock: Clock,
    private readonly logger: ServiceLogger,
    private readonly options: DispatcherOptions,
  ) {}

  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => this.kick(), this.options.intervalMs);
    this.timer.unref();
  }

  /** Asks for a pass soon; a pass already running makes one more when it ends. */
  kick(): void {
    if (this.stopped) return;
    if (this.current) {
      this.again = true;
      return;
    }
    this.current = this.loop().finally(() => {
      this.current = null;
    });
  }

  /** A pass in KICK_DELAY_MS, shared by everything queued until then (after an enqueue). */
  kickSoon(): void {
    if (this.stopped || this.soon) return;
    this.soon = setTimeout(() => {
      this.soon = null;
      this.kick();
    }, KICK_DELAY_MS);
    this.soon.unref();
  }

  /** A pass now (or the one running, and the one it owes): resolves when it has ended. */
  async runPass(): Promise<void> {
    this.kick();
    await this.current;
  }

  /** Stops the timer and waits (a bounded time) for a pass still sending. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.soon) clearTimeout(this.soon);
    this.soon = null;
    for (const transport of Object.values(this.transports)) transport.close?.();
    if (!this.current) return;
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([
      this.current,
      new Promise<void>((resolve) => {
        timeout = setTimeout(resolve, STOP_WAIT_MS);
        timeout.unref();
      }),
    ]);
    clearTimeout(timeout);
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      await this.runOnce();
    } while (this.again && !this.stopped);
  }

  /** One pass: every due message, a batch at a time. Errors are logged, never thrown. */
  private async runOnce(): Promise<void> {
    try {
      for (let batch = 0; batch < MAX_BATCHES_PER_PASS && !this.stopped; batch++) {
        const now = this.clock.now();
        const claimed = await this.repository.claimDue(
          now,
          BATCH,
          new Date(now.getTime() + LEASE_MS),
        );
        const sent: number[] = [];
        for (const message of claimed) if (await this.deliver(message)) sent.push(message.id);
        // The batch's successes in one UPDATE (not one per message: issue 11). If the
        // process dies before it, they are sent again when the lease ends: at least once,
        // as before, and the lease already covered the whole batch's sends.
        await this.repository.markSent(sent, this.clock.now(), this.options.redactSensitive);
        if (claimed.length < BATCH) break;
      }
      const now = this.clock.now().getTime();
      if (now - this.lastPruneAt >= PRUNE_EVERY_MS) {
        this.lastPruneAt = now;
        await this.repository.pruneFinished(new Date(now - KEEP_FINISHED_MS));
      }
    } catch (error) {
      this.logger.error({ err: error }, 'outbox dispatch failed');
    }
  }

  /** Sends one message; true when it was delivered (the caller records it sent). */
  private async deliver(
    message: Awaited<ReturnType<OutboundMessageRepository['claimDue']>>[0],
  ): Promise<boolean> {
    const redact = this.options.redactSensitive;
    if (message.discard_after && message.discard_after.getTime() <= this.clock.now().getTime()) {
      await this.repository.markFailed(message.id, 'kedaluwarsa sebelum terkirim', redact);
      return false;
    }
    try {
      await this.transports[message.channel].send(message);
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const retryIn = RETRY_DELAYS_MS[message.attempts - 1];
      this.logger.warn(
        { messageId: message.id, channel: message.channel, attempt: message.attempts, reason },
        retryIn === undefined
          ? 'message not delivered: giving up'
          : 'message not delivered: retrying',
      );
      if (retryIn === undefined || message.attempts >= MAX_ATTEMPTS)
        await this.repository.markFailed(message.id, reason, redact);
      else
        await this.repository.scheduleRetry(
          message.id,
          new Date(this.clock.now().getTime() + retryIn),
          reason,
        );
      return false;
    }
    return true;
  }
}

import type { ServiceLogger } from '../../lib/logger.js';

/**
 * Tidies expired holds in the background. Correctness never depends on it (every read
 * ignores expired holds and every hold clears them on its own keys); it keeps tables
 * small and statuses honest. Unref'd so it never keeps a process alive; several server
 * processes may each run one: the sweep is an idempotent UPDATE ... WHERE pending.
 */
export class ReservationSweeper {
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(
    private readonly sweep: () => Promise<number>,
    private readonly intervalMs: number,
    private readonly logger: ServiceLogger,
    /** What the pass is, in its failure's log line. */
    private readonly label = 'reservation sweep',
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.runOnce(), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One pass; overlapping passes are skipped. Errors are logged, never thrown. */
  async runOnce(): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    try {
      return await this.sweep();
    } catch (error) {
      this.logger.error({ err: error }, `${this.label} failed`);
      return 0;
    } finally {
      this.running = false;
    }
  }
}

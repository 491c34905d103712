import cluster, { type Worker } from 'node:cluster';

/**
 * Several server processes on one port (WEB_CONCURRENCY > 1, decision 0045): this, the
 * first process, holds the listening socket and hands connections to its workers; each
 * worker is a whole server (main.ts) on the shared PostgreSQL. Background work is safe
 * with several: the outbox claims with FOR UPDATE SKIP LOCKED, sweeps are idempotent
 * statements, and migrations take Kysely's lock.
 *
 * - A worker that dies unasked is replaced (after a pause if it dies young, so a broken
 *   start does not spin).
 * - SIGHUP restarts the workers one at a time: a new one is started and listening before
 *   the old one is asked to stop (it finishes what it is answering), so there is
 *   always a full set accepting connections.
 * - SIGTERM or SIGINT stops every worker gracefully, then this process.
 */
export function runPrimary(
  workers: number,
  shutdownTimeoutMs: number,
  log: (message: string) => void,
): void {
  let stopping = false;
  let restarting = false;
  const retiring = new Set<Worker>();
  const startedAt = new Map<Worker, number>();

  const fork = (): Promise<Worker> =>
    new Promise((resolve, reject) => {
      const worker = cluster.fork();
      startedAt.set(worker, Date.now());
      const onExit = (code: number) => reject(new Error(`worker exited while starting (${code})`));
      worker.once('exit', onExit);
      worker.once('listening', () => {
        worker.off('exit', onExit);
        resolve(worker);
      });
    });

  cluster.on('exit', (worker, code, signal) => {
    const started = startedAt.get(worker) ?? 0;
    startedAt.delete(worker);
    if (stopping || retiring.delete(worker)) return;
    log(`proses ${worker.process.pid} berhenti (${signal ?? code}); diganti`);
    const young = Date.now() - started < 5_000;
    setTimeout(() => void fork().catch((error: Error) => log(error.message)), young ? 2_000 : 0);
  });

  // disconnect(), not a signal: this process stops handing the worker connections at
  // once, and the ones already on their way arrive before the worker's servers close
  // (the channel keeps order). A signal alone leaves a window where a connection sent
  // to a worker that is closing is never answered. The worker then stops gracefully
  // (main.ts: 'disconnect'); SIGKILL only if it has not ended well after its timeout.
  const stopWorker = (worker: Worker): Promise<void> =>
    new Promise((resolve) => {
      if (worker.isDead()) return resolve();
      const force = setTimeout(() => worker.process.kill('SIGKILL'), shutdownTimeoutMs + 10_000);
      worker.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      worker.disconnect();
    });

  const rollingRestart = async () => {
    if (restarting || stopping) return;
    restarting = true;
    log('SIGHUP: proses dimulai ulang satu per satu');
    try {
      for (const old of Object.values(cluster.workers ?? {})) {
        if (!old || stopping) continue;
        await fork();
        retiring.add(old);
        await stopWorker(old);
      }
      log(`Lintas: ${workers} proses siap (dimulai ulang)`);
    } catch (error) {
      log(`mulai ulang gagal: ${(error as Error).message}`);
    } finally {
      restarting = false;
    }
  };

  const stopAll = async (signal: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: semua proses berhenti`);
    await Promise.all(Object.values(cluster.workers ?? {}).map((w) => w && stopWorker(w)));
    process.exit(exitCode);
  };

  process.on('SIGHUP', () => void rollingRestart());
  process.on('SIGTERM', () => void stopAll('SIGTERM'));
  process.on('SIGINT', () => void stopAll('SIGINT'));

  void Promise.all(Array.from({ length: workers }, fork)).then(
    () => log(`Lintas: ${workers} proses siap`),
    (error: Error) => {
      log(`proses gagal dimulai: ${error.message}`);
      void stopAll('start-up', 1);
    },
  );
}

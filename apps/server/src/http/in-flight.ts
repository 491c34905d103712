import type { FastifyInstance } from 'fastify';

/**
 * Counts requests whose handlers are still running, so shutdown can wait for them
 * before closing the database. A client that disconnects does not stop its handler: a
 * checkout keeps going (and may need its undo), so the count ends when the handler's
 * answer is done, not when the socket closes.
 */
export function trackInFlightRequests(app: FastifyInstance) {
  let active = 0;
  const idleWaiters = new Set<() => void>();
  const finished = new WeakSet<object>();
  const done = (request: object) => {
    if (finished.has(request)) return;
    finished.add(request);
    active -= 1;
    if (active === 0) for (const wake of idleWaiters) wake();
  };
  app.addHook('onRequest', async () => {
    active += 1;
  });
  // onSend runs once the handler has produced its answer, even when the socket is gone;
  // onResponse covers answers that skip onSend.
  app.addHook('onSend', async (request) => done(request));
  app.addHook('onResponse', async (request) => done(request));

  return {
    get active() {
      return active;
    },
    /** Resolves when no handler runs, or after `timeoutMs`, whichever comes first. */
    waitForIdle(timeoutMs: number): Promise<void> {
      if (active <= 0) return Promise.resolve();
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          idleWaiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, timeoutMs);
        idleWaiters.add(wake);
      });
    },
  };
}

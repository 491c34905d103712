import net from 'node:net';
import type { Readable } from 'node:stream';

/**
 * Loopback ports for the processes the tests, the journeys and the bench start (a
 * server, PostgreSQL). One copy for all of them: apps/server's tests, e2e/support and
 * bench/support import it from here.
 */

/**
 * A free loopback port kept listening until `release`, for a server that must know its
 * port long before it listens (its public address is in its config): released just
 * before its own listen, nothing else (another test file, an outgoing connection's
 * ephemeral port) takes it meanwhile.
 */
export async function holdPort(): Promise<{ port: number; release(): Promise<void> }> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ port, release: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}

/** A loopback port nothing listens on just now: one held and let go at once. */
export async function freePort(): Promise<number> {
  const held = await holdPort();
  await held.release();
  return held.port;
}

/** What a start throws when its process found the port already taken (EADDRINUSE). */
export class PortTaken extends Error {
  constructor(port: number) {
    super(`port ${port} was taken before the process could listen on it`);
  }
}

/**
 * `start` on a free port, again on a new one when it throws PortTaken, three tries at
 * most. A free port is only free when asked: between freePort() and the child's own
 * listen (seconds, for a server under tsx or a fresh PostgreSQL) any other process may
 * bind it, another test's server or an outgoing connection's ephemeral port. `start`
 * must have cleaned up after itself before throwing.
 */
export async function onFreePort<T>(start: (port: number) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      return await start(port);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof PortTaken)) throw error;
    }
  }
}

/**
 * Forwards a child's stderr to this process's and keeps what it wrote while starting, so
 * a start that failed can tell a taken port (EADDRINUSE) from another failure. Nothing is
 * kept once `started()` is called.
 */
export function watchStartErrors(stderr: Readable | null): {
  portTaken(): boolean;
  started(): void;
} {
  let text = '';
  let starting = true;
  stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    if (starting && text.length < 64_000) text += chunk.toString();
  });
  return {
    portTaken: () => text.includes('EADDRINUSE'),
    started: () => {
      starting = false;
      text = '';
    },
  };
}

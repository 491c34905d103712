import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  onFreePort,
  PortTaken,
  watchStartErrors,
} from '../../apps/server/test/helpers/free-port.js';

const root = path.resolve(import.meta.dirname, '../..');

export interface OwnServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * The built server (apps/server/dist, built by the global setup) on a free loopback port
 * with a fresh demo database, `env` on top of the journeys' base settings. global-setup.ts
 * starts the shared one every journey uses this way; a journey that needs a configuration
 * the shared one must not have starts a second one of its own. Only real configuration
 * values, validated by the server's config like any deployment's. A server that does not
 * become healthy is stopped (and its database removed) before the error is thrown.
 */
export async function startOwnServer(env: Record<string, string>): Promise<OwnServer> {
  return onFreePort((port) => startOn(port, env));
}

async function startOn(port: number, env: Record<string, string>): Promise<OwnServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lintas-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(
    process.execPath,
    [path.join(root, 'apps/server/dist/main.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_BASE_URL: baseUrl,
        DATA_DIR: path.join(dataDir, 'db'),
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'pipe'],
    },
  );
  const startErrors = watchStartErrors(server.stderr);
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, 10_000);
        server.once('exit', () => {
          clearTimeout(timer);
          resolve(undefined);
        });
      });
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server);
  } catch (error) {
    await stop();
    if (startErrors.portTaken()) throw new PortTaken(port);
    throw error;
  }
  startErrors.started();
  return { baseUrl, stop };
}

async function waitForHealth(baseUrl: string, server: ChildProcess) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      // Bounded: a process that took the port may accept and never answer.
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy within 90 s');
}

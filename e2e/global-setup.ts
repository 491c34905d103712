import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Builds the site exactly as `npm start` does and starts the built server on a free
 * loopback port with a fresh embedded database (demo data), for every journey test.
 */
export default async function setup(project: TestProject) {
  if (!process.env.E2E_SKIP_BUILD) {
    // The bundle people get: vitest sets NODE_ENV=test, and Vite would keep it, building
    // React's development copy and leaving out what only production runs (the offline
    // ticket's service worker).
    execFileSync('npm', ['run', 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const port = await freePort();
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
        // Journeys look up many tickets from one address.
        LOOKUP_RATE_LIMIT_PER_MINUTE: '1000',
        // ...and book many times as one booker from one address.
        HOLD_LIMIT_PER_CONTACT: '1000',
        HOLD_LIMIT_PER_ADDRESS: '1000',
        // ...and sign in many people (codes asked, wrong codes typed) from one address.
        OTP_REQUEST_LIMIT_PER_ADDRESS: '1000',
        LOGIN_FAILURE_LIMIT_PER_ADDRESS: '1000',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  await waitForHealth(baseUrl, server);
  project.provide('baseUrl', baseUrl);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, 10_000);
      server.once('exit', () => {
        clearTimeout(timer);
        resolve(undefined);
      });
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

async function waitForHealth(baseUrl: string, server: ChildProcess) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy within 90 s');
}

/**
 * What the browser benchmarks share (bytes.ts, web.ts): build the web app, seed a fresh
 * PGlite database with the demo catalogue times `scale`, and run the server from source
 * on a free loopback port until `stop()`. Every wait is bounded.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import {
  onFreePort,
  PortTaken,
  watchStartErrors,
} from '../../apps/server/test/helpers/free-port.js';

export const root = path.resolve(import.meta.dirname, '../..');

/** The web client's development credentials (apps/server's demo configuration). */
export const BASIC = `Basic ${Buffer.from('lintas-web:dev-web-secret').toString('base64')}`;

/** The calendar date `offsetDays` from today in Jakarta, as the API takes it. */
export function isoDate(offsetDays: number): string {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(date);
}

/** `vite build` of apps/web into `outDir`; `env` reaches the build (e.g. a bundle report). */
export function buildWeb(outDir: string, env: Record<string, string> = {}): void {
  execFileSync('npm', ['run', 'build', '-w', 'apps/web', '--', '--outDir', outDir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
}

export function seedDemo(dataDir: string, scale: number): void {
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/tsx/dist/cli.mjs'),
      '--conditions=source',
      'apps/server/src/main-seed.ts',
      '--scale',
      String(scale),
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' } },
  );
}

export interface DemoServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts the server from source on a seeded `dataDir`, serving the web build `webDist`. */
export async function startDemoServer(dataDir: string, webDist: string): Promise<DemoServer> {
  return onFreePort((port) => startOn(port, dataDir, webDist));
}

async function startOn(port: number, dataDir: string, webDist: string): Promise<DemoServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  // tsx as a loader in this one process (not its CLI, which runs a child): the SIGTERM
  // of stop() reaches the server itself.
  const server: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'apps/server/src/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_BASE_URL: baseUrl,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: webDist,
      },
      stdio: ['ignore', 'inherit', 'pipe'],
    },
  );
  const startErrors = watchStartErrors(server.stderr);
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // still starting
    }
    if (attempt > 300 || server.exitCode !== null) {
      await stop();
      if (startErrors.portTaken()) throw new PortTaken(port);
      throw new Error('the server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  startErrors.started();
  return { baseUrl, stop };
}

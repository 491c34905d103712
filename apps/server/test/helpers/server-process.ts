import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onFreePort, PortTaken } from './free-port.js';

/**
 * The real server (src/main.ts under tsx) in a child process, on a free loopback port:
 * for what only a whole process shows, such as signals, exit codes and crashes.
 */
export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process wrote so far (stdout and stderr), for failure messages. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** SIGKILLs the process if it is still running. */
  kill(): Promise<void>;
}

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function startServerProcess(
  env: Record<string, string>,
  options: { startTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  return onFreePort((port) => startOn(port, env, options));
}

async function startOn(
  port: number,
  env: Record<string, string>,
  options: { startTimeoutMs?: number },
): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', path.join(serverDir, 'src/main.ts')],
    {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        WEB_DIST_DIR: '',
        ...env,
        // Last: the port is the one baseUrl names, and is tried again when taken.
        PORT: String(port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    child,
    baseUrl,
    output: () => output,
    exited,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  let ended = false;
  void exited.then(() => (ended = true));
  while (!output.includes('Lintas berjalan')) {
    if (ended) {
      if (output.includes('EADDRINUSE')) throw new PortTaken(port);
      throw new Error(`server process ended while starting:\n${output}`);
    }
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`server process did not start in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server;
}

/** Polls `check` every 100 ms until it resolves true, or fails after `timeoutMs`. */
export async function waitUntil(
  check: () => Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

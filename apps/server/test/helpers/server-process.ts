import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** A loopback port nothing listens on just now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

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

export async function startServerProcess(
  env: Record<string, string>,
  options: { startTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  // A free port is only free when asked: another process may bind it while this one
  // starts (seconds, with tsx). Such a start ends with EADDRINUSE and is tried again on a
  // new port, three times at most; a PORT the caller chose is not retried.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnFreePort(env, options);
    } catch (error) {
      const portTaken = error instanceof Error && error.message.includes('EADDRINUSE');
      if (attempt >= 3 || !portTaken || env.PORT !== undefined) throw error;
    }
  }
}

async function startOnFreePort(
  env: Record<string, string>,
  options: { startTimeoutMs?: number },
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', path.join(serverDir, 'src/main.ts')],
    {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'info',
        WEB_DIST_DIR: '',
        ...env,
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
    if (ended) throw new Error(`server process ended while starting:\n${output}`);
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

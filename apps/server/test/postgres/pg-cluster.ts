import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { findPostgresBinDir } from '../../src/db/backup.js';
import { onFreePort, PortTaken } from '../helpers/free-port.js';

/**
 * A throwaway PostgreSQL cluster from the machine's server binaries (initdb, postgres),
 * on a free loopback port, in a temporary folder. Used by the postgres test project and
 * the load benchmark. `.ci/run` installs Debian's postgresql package when absent.
 */
export interface PgCluster {
  url: string;
  port: number;
  /** The same server reached over its Unix socket (`.s.PGSQL.<port>` in its folder), not TCP. */
  socketUrl: string;
  /** What the server wrote to its log (stderr) so far: auto_explain's plans, errors. */
  log(): string;
  stop(): Promise<void>;
}

/** `settings`: extra server settings (`-c name=value`), e.g. preloading auto_explain. */
export async function startPgCluster(
  options: { settings?: Record<string, string> } = {},
): Promise<PgCluster> {
  const bin = findPostgresBinDir('initdb');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lintas-pg-'));
  const dataDir = path.join(dir, 'data');
  // initdb refuses to run as root: run the cluster as the unprivileged `postgres` user
  // (Debian's package creates it) or `nobody` when we are root.
  const asRoot = process.getuid?.() === 0;
  const runAs = asRoot ? pickUnprivilegedUser() : null;
  if (runAs) execFileSync('chown', ['-R', runAs, dir]);
  const wrap = (cmd: string, args: string[]): [string, string[]] =>
    runAs ? ['runuser', ['-u', runAs, '--', cmd, ...args]] : [cmd, args];

  const [initCmd, initArgs] = wrap(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'lintas',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  execFileSync(initCmd, initArgs, { stdio: 'pipe' });

  // A free port is only free when asked: another process may bind it before PostgreSQL
  // does (a test's server, an outgoing connection's ephemeral port). PostgreSQL then exits
  // with "Address already in use", and a new port is tried, three times at most.
  const spawnOn = (port: number) => {
    const [pgCmd, pgArgs] = wrap(path.join(bin, 'postgres'), [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-h',
      '127.0.0.1',
      '-k',
      dir,
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=200',
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => [
        '-c',
        `${name}=${value}`,
      ]),
    ]);
    const started = {
      child: spawn(pgCmd, pgArgs, { stdio: ['ignore', 'ignore', 'pipe'] }) as ChildProcess,
      stderr: '',
    };
    started.child.stderr?.on('data', (chunk: Buffer) => {
      started.stderr += chunk.toString();
    });
    return started;
  };
  const { port, started } = await onFreePort(async (port) => {
    const candidate = spawnOn(port);
    try {
      await waitForPort(port, candidate.child, () => candidate.stderr);
    } catch (error) {
      if (/Address already in use/.test(candidate.stderr)) throw new PortTaken(port);
      throw error;
    }
    return { port, started: candidate };
  });
  const { child } = started;
  const url = `postgres://lintas@127.0.0.1:${port}/postgres`;
  const socketUrl = `postgres://lintas@${encodeURIComponent(dir)}:${port}/postgres`;

  return {
    url,
    port,
    socketUrl,
    log: () => started.stderr,
    async stop() {
      if (child.exitCode === null) {
        // runuser does not pass signals on to postgres: ask pg_ctl to stop the server.
        const [stopCmd, stopArgs] = wrap(path.join(bin, 'pg_ctl'), [
          'stop',
          '-D',
          dataDir,
          '-m',
          'fast',
          '-w',
        ]);
        try {
          execFileSync(stopCmd, stopArgs, { stdio: 'ignore', timeout: 15_000 });
        } catch {
          child.kill('SIGKILL');
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            child.kill('SIGKILL');
            resolve();
          }, 10_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      child.stderr?.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function pickUnprivilegedUser(): string {
  for (const user of ['postgres', 'nobody']) {
    try {
      execFileSync('id', ['-u', user], { stdio: 'ignore' });
      return user;
    } catch {
      // try the next one
    }
  }
  throw new Error('No unprivileged user to run PostgreSQL as (tried postgres, nobody).');
}

async function waitForPort(port: number, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`PostgreSQL exited early:\n${log()}`);
    const ready = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ready && /ready to accept connections/.test(log())) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`PostgreSQL did not start within 30 s:\n${log()}`);
}

import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type App, buildApp } from './app.js';
import { runPrimary } from './cluster.js';
import { type Config, ConfigError, parseConfig } from './config.js';
import { type Database, openDatabase } from './db/database.js';
import { prepareDatabase } from './db/prepare.js';
import { systemClock } from './lib/clock.js';

/**
 * Starts the server: config, database (migrated, demo data on first start), HTTP; and
 * stops it gracefully on SIGTERM or SIGINT (see `shutdown`).
 */
async function main() {
  let config: Config;
  try {
    config = parseConfig({
      // The built web app sits beside the server bundle unless told otherwise.
      WEB_DIST_DIR: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist'),
      ...process.env,
    });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // Several processes: this one migrates (and seeds a new development database) once,
  // then starts the workers, each of which runs the rest of main as a whole server.
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    const shared = await openDatabase(config.database);
    try {
      await prepareDatabase(shared, config, systemClock);
    } finally {
      await shared.close();
    }
    runPrimary(config.webConcurrency, config.shutdownTimeoutMs, (message) =>
      console.log(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg: message })),
    );
    return;
  }

  let app: App | undefined;
  let database: Database | undefined;
  // A signal during start-up waits for it (a migration is never cut in half), then stops.
  let started: Promise<unknown> = Promise.resolve();
  let closing = false;
  // Before the app exists, database errors go to stderr; afterwards to its logger.
  const log = (level: 'info' | 'warn' | 'error', message: string, details: object = {}) => {
    if (app) app.log[level](details, message);
    else if (level !== 'info') console.error(message, details);
  };

  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log('info', `${signal}: berhenti`);
    await started.catch(() => {});
    const code = await stop(app, database, config.shutdownTimeoutMs);
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // A worker of several (cluster.ts) is told to stop by its channel closing.
  if (cluster.isWorker) process.on('disconnect', () => void shutdown('disconnect'));

  const startUp = async () => {
    database = await openDatabase(config.database, {
      onConnectionError: (error) =>
        log('warn', 'PostgreSQL connection lost; the pool will reconnect', { err: error }),
    });
    await prepareDatabase(database, config, systemClock);
    if (closing) return;
    app = await buildApp({ config, database, clock: systemClock });
    if (closing) return;
    await app.listen({ port: config.port, host: config.host });
    app.log.info(
      `Lintas berjalan di ${config.publicBaseUrl} (database: ${database.kind}${
        database.kind === 'pglite' && config.database.kind === 'pglite'
          ? `, ${config.database.dataDir}`
          : ''
      })`,
    );
  };
  started = startUp();
  await started;
}

/**
 * The graceful stop. Listening ends at once (new connections are refused, idle
 * keep-alive connections closed); requests in flight are answered. After `timeoutMs` the
 * connections still open are cut, so a client that never finishes its request cannot
 * hold the process; handlers still running (a checkout undoing a hold after its client
 * left) get what is left of the time, then the database is closed. Answers the exit
 * code: 0, or 1 when something failed to close.
 */
async function stop(
  app: App | undefined,
  database: Database | undefined,
  timeoutMs: number,
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let code = 0;
  if (app) {
    const server = app.server;
    const cutOff = setTimeout(() => {
      app.log.warn('shutdown timeout: closing connections still open');
      server.closeAllConnections();
    }, timeoutMs);
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'closing the HTTP server failed');
      code = 1;
    } finally {
      clearTimeout(cutOff);
    }
    await app.inFlight.waitForIdle(Math.max(0, deadline - Date.now()));
    if (app.inFlight.active > 0) {
      app.log.warn({ active: app.inFlight.active }, 'shutdown: handlers still running');
    }
  }
  try {
    await database?.close();
  } catch (error) {
    if (app) app.log.error({ err: error }, 'closing the database failed');
    else console.error(error);
    code = 1;
  }
  return code;
}
main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, parseConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { prepareDatabase } from './db/prepare.js';
import { systemClock } from './lib/clock.js';

/** Starts the server: config, database (migrated, demo data on first start), HTTP. */
async function main() {
  let config;
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

  const database = await openDatabase(config.database);
  await prepareDatabase(database, config, systemClock);
  const app = await buildApp({ config, database, clock: systemClock });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await app.close();
    // Handlers of requests whose clients went away keep running (a checkout may still
    // need to undo); give them time before the database goes.
    await app.inFlight.waitForIdle(10_000);
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Lintas berjalan di ${config.publicBaseUrl} (database: ${database.kind}${
      database.kind === 'pglite' && config.database.kind === 'pglite'
        ? `, ${config.database.dataDir}`
        : ''
    })`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import type { Config } from '../config.js';
import type { Clock } from '../lib/clock.js';
import type { Database } from './database.js';
import { isCatalogueEmpty, migrateToLatest } from './migrate.js';
import { seedDemoData } from './seed/demo-seed.js';

/** Migrates, and on an empty catalogue loads the demo data (when SEED_DEMO is on). */
export async function prepareDatabase(database: Database, config: Config, clock: Clock) {
  await migrateToLatest(database.db);
  if (config.seedDemo && (await isCatalogueEmpty(database.db))) {
    await seedDemoData(database.db, { scale: 1, today: clock.now() });
  }
}

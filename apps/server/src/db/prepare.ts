import type { Config } from '../config.js';
import type { Clock } from '../lib/clock.js';
import type { Database } from './database.js';
import { isCatalogueEmpty, migrateToLatest } from './migrate.js';
import { seedDemoData } from './seed/demo-seed.js';
import { isStaffEmpty, seedDemoStaff } from './seed/seed-staff.js';
import { isContentEmpty, seedDemoContent } from './seed/seed-content.js';
import { isFlashSaleEmpty, seedDemoFlashSale } from './seed/seed-flashsale.js';
import { isSouvenirsEmpty, seedDemoSouvenirs } from './seed/seed-souvenirs.js';

/**
 * Migrates, and on an empty catalogue loads the demo data (when SEED_DEMO is on). Demo
 * staff accounts (known passwords) only outside production, even with SEED_DEMO on; a
 * development database from before the staff tables gets them on its next start.
 */
export async function prepareDatabase(database: Database, config: Config, clock: Clock) {
  await migrateToLatest(database.db);
  if (config.seedDemo && (await isCatalogueEmpty(database.db))) {
    await seedDemoData(database.db, { scale: 1, today: clock.now() });
  }
  if (config.seedDemo && !config.isProduction && (await isStaffEmpty(database.db))) {
    await seedDemoStaff(database.db, clock.now());
  }
  // Demo blogs, banners and FAQ: outside production only (production's content is its
  // editors'); a development database from before the content tables gets them too.
  if (config.seedDemo && !config.isProduction && (await isContentEmpty(database.db))) {
    await seedDemoContent(database.db, clock.now());
  }
  // Demo flash sale (sessions from the seed's hour on): outside production only.
  if (config.seedDemo && !config.isProduction && (await isFlashSaleEmpty(database.db))) {
    await seedDemoFlashSale(database.db, clock.now());
  }
  // Demo oleh-oleh (catalogue, banners): outside production only, like the content.
  if (config.seedDemo && !config.isProduction && (await isSouvenirsEmpty(database.db))) {
    await seedDemoSouvenirs(database.db, clock.now());
  }
}

import { parseArgs } from 'node:util';
import { ConfigError, parseConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { isCatalogueEmpty, migrateToLatest } from './db/migrate.js';
import { seedDemoData } from './db/seed/demo-seed.js';
import { systemClock } from './lib/clock.js';

/**
 * `npm run seed -- --scale N`: migrates the configured database (DATA_DIR or
 * DATABASE_URL) and loads the demo catalogue N times over. Refuses a database that
 * already has a catalogue, so it can never mix two data sets.
 */
async function main() {
  const { values } = parseArgs({
    options: { scale: { type: 'string', default: '1' }, help: { type: 'boolean', default: false } },
  });
  if (values.help) {
    console.log(
      'Pemakaian: npm run seed -- [--scale N]\nMengisi database KOSONG dengan data demo (N kali lipat operator, rute dan jadwal; ' +
        'di atas 5 salinan, tiap 5 salinan melayani wilayah kotanya sendiri).',
    );
    return;
  }
  const scale = Number(values.scale);
  if (!Number.isInteger(scale) || scale < 1 || scale > 500) {
    throw new ConfigError('--scale harus bilangan bulat 1 sampai 500.');
  }
  const config = parseConfig();
  const database = await openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    if (!(await isCatalogueEmpty(database.db))) {
      throw new ConfigError(
        'Database sudah berisi katalog; seed hanya mengisi database kosong. ' +
          'Pakai DATA_DIR lain atau hapus folder data (atau database PostgreSQL) terlebih dahulu.',
      );
    }
    const started = Date.now();
    await seedDemoData(database.db, { scale, today: systemClock.now() });
    console.log(
      `Data demo (skala ${scale}) dimuat ke ${database.kind} dalam ${Date.now() - started} ms.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

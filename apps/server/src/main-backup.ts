import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, parseConfig } from './config.js';
import {
  BackupError,
  backupPglite,
  backupPostgres,
  restorePglite,
  restorePostgres,
} from './db/backup.js';

const USAGE = `Pemakaian:
  npm run backup -- --ke <berkas>      cadangkan database yang dikonfigurasi
  npm run restore -- --dari <berkas>   pulihkan ke database yang dikonfigurasi

PostgreSQL (DATABASE_URL): pg_dump format custom, bisa saat server berjalan; pemulihan ke
database baru yang kosong (createdb), dalam satu transaksi.
PGlite (DATA_DIR): folder data sebagai .tar.gz; hentikan server dulu. Pemulihan ke folder
baru yang kosong; arahkan DATA_DIR ke sana lalu jalankan server.
Lihat docs/operations.md "Cadangan".`;

/** `npm run backup` / `npm run restore`: the configured database to and from a file. */
async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      ke: { type: 'string' },
      dari: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const action = positionals[0];
  const file = action === 'backup' ? values.ke : values.dari;
  if (values.help || (action !== 'backup' && action !== 'restore') || !file) {
    console.log(USAGE);
    if (!values.help) process.exitCode = 1;
    return;
  }
  const config = parseConfig();
  const target = path.resolve(file);
  const where =
    config.database.kind === 'postgres' ? 'PostgreSQL' : `PGlite ${config.database.dataDir}`;
  if (action === 'backup') {
    if (config.database.kind === 'postgres') await backupPostgres(config.database.url, target);
    else await backupPglite(config.database.dataDir, target);
    console.log(`Cadangan ${where} ditulis ke ${target}.`);
  } else {
    if (config.database.kind === 'postgres') await restorePostgres(config.database.url, target);
    else await restorePglite(config.database.dataDir, target);
    console.log(`Cadangan ${target} dipulihkan ke ${where}.`);
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof BackupError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock } from './database.js';

const run = promisify(execFile);

/**
 * Backups that restore (docs/operations.md "Backups", decision 0044):
 *
 * - PostgreSQL: the server's own `pg_dump` in its custom format (compressed, restorable
 *   table by table), and `pg_restore` into an empty database in one transaction, so a
 *   restore that fails leaves nothing half-loaded. The binaries must be of the server's
 *   major version or newer: those under /usr/lib/postgresql/<newest>/bin, or PG_BIN_DIR.
 * - PGlite: its data folder as a gzipped tar (`dumpDataDir`), loaded into a new folder
 *   (`loadDataDir`). The embedded database has one process: the server must be stopped
 *   (the folder's lock says so), which is what the embedded set-up is for.
 */

/** The newest PostgreSQL client and server binaries on this machine (or PG_BIN_DIR). */
export function findPostgresBinDir(needs = 'pg_dump'): string {
  const fromEnv = process.env.PG_BIN_DIR;
  if (fromEnv && fs.existsSync(path.join(fromEnv, needs))) return fromEnv;
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((version) => fs.existsSync(path.join(base, version, 'bin', needs)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(base, versions[0], 'bin');
  throw new BackupError(
    `${needs} tidak ditemukan di /usr/lib/postgresql/*/bin (pasang paket "postgresql" Debian, atau atur PG_BIN_DIR).`,
  );
}

export class BackupError extends Error {}

export async function backupPostgres(url: string, file: string): Promise<void> {
  const bin = findPostgresBinDir('pg_dump');
  await run(path.join(bin, 'pg_dump'), ['--format=custom', '--no-owner', `--file=${file}`, url], {
    maxBuffer: 16 * 1024 * 1024,
  });
}

/** Restores into `url`, which must be an empty database (a fresh `createdb`). */
export async function restorePostgres(url: string, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupError(`Berkas cadangan tidak ada: ${file}`);
  const bin = findPostgresBinDir('pg_restore');
  await run(
    path.join(bin, 'pg_restore'),
    ['--no-owner', '--single-transaction', '--exit-on-error', `--dbname=${url}`, file],
    { maxBuffer: 16 * 1024 * 1024 },
  );
}

export async function backupPglite(dataDir: string, file: string): Promise<void> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION')))
    throw new BackupError(`Folder data ${dataDir} bukan database PGlite.`);
  const release = acquireDataDirLock(dataDir);
  try {
    const pglite = await PGlite.create(dataDir);
    try {
      const dump = await pglite.dumpDataDir('gzip');
      fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await pglite.close();
    }
  } finally {
    release();
  }
}

/** Loads a backup into `dataDir`, which must not exist yet or be empty. */
export async function restorePglite(dataDir: string, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupError(`Berkas cadangan tidak ada: ${file}`);
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0)
    throw new BackupError(
      `Folder data ${dataDir} tidak kosong: pulihkan ke folder baru, lalu arahkan DATA_DIR ke sana.`,
    );
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireDataDirLock(dataDir);
  try {
    const pglite = await PGlite.create(dataDir, {
      loadDataDir: new Blob([fs.readFileSync(file)]),
    });
    await pglite.close();
  } finally {
    release();
  }
}

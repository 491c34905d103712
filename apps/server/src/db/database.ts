import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import type { DB } from './schema.js';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  close(): Promise<void>;
}

// Both drivers must hand the code the same JavaScript values: PGlite gives BigInt
// for int8/count(*) and a Date for `date`, pg gives strings. We want numbers for
// int8 and numeric (all our amounts fit), and plain 'YYYY-MM-DD' strings for dates.
const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082 } as const;
const parsers: Record<number, (value: string) => unknown> = {
  [OID.INT8]: (value) => Number(value),
  [OID.NUMERIC]: (value) => Number(value),
  [OID.DATE]: (value) => value,
};

export async function openDatabase(config: Config['database']): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolSize,
      types: {
        getTypeParser: ((oid: number, format?: string) =>
          parsers[oid] ??
          pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
      },
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  return openPglite(config.dataDir);
}

/**
 * PGlite has no lock of its own and two processes on one data folder corrupt it,
 * so the owning process keeps a lock file holding its pid. A stale lock (its
 * process is gone) is taken over.
 */
async function openPglite(dataDir: string | null): Promise<Database> {
  let releaseLock = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireDataDirLock(dataDir);
  }
  try {
    const pglite = await PGlite.create(dataDir ?? undefined, { parsers });
    const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await db.destroy();
        if (!pglite.closed) await pglite.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** An in-memory PGlite, for tests. */
export function openMemoryDatabase(): Promise<Database> {
  return openPglite(null);
}

function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.lock`);
  try {
    fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  } catch (lockError) {
    if ((lockError as NodeJS.ErrnoException).code !== 'EEXIST') throw lockError;
    const holder = Number(fs.readFileSync(lockPath, 'utf8').trim());
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `Folder database ${dataDir} sedang dipakai proses lain (pid ${holder}). ` +
          'Hentikan proses itu, atau pakai DATA_DIR lain.',
        { cause: lockError },
      );
    }
    fs.writeFileSync(lockPath, String(process.pid));
  }
  return () => {
    try {
      if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath);
    } catch {
      // already gone
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

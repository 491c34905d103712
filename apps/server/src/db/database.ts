import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type CompiledQuery, Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import { namePreparedStatements, StatementNames } from './prepared-statements.js';
import type { DB } from './schema.js';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  close(): Promise<void>;
  /** PostgreSQL's connection pool as it stands (metrics); PGlite has no pool. */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  /** Connections open, idle among them, and requests waiting for one. */
  total: number;
  idle: number;
  waiting: number;
  /** Connections handed out so far, and the seconds spent waiting for them in all. */
  acquisitions: number;
  acquireSeconds: number;
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

/** Where the database reports connections it lost on its own (the server passes its logger). */
export type ConnectionErrorListener = (error: Error) => void;

/** How to reach PostgreSQL (Config['database'] for a DATABASE_URL; tests write their own). */
export interface PostgresSettings {
  kind: 'postgres';
  url: string;
  poolSize: number;
  /** Default 5000. */
  connectTimeoutMs?: number;
  /** Send parameterised statements as named (prepared) ones; default true (prepared-statements.ts). */
  preparedStatements?: boolean;
}

/** How many distinct statement texts one process prepares (prepared-statements.ts). */
const PREPARED_STATEMENT_LIMIT = 300;

export async function openDatabase(
  config: Config['database'] | PostgresSettings,
  options: { onConnectionError?: ConnectionErrorListener } = {},
): Promise<Database> {
  if (config.kind === 'postgres') return openPostgres(config, options.onConnectionError);
  return openPglite(config.dataDir);
}

/**
 * A pool of PostgreSQL connections that outlives the connections themselves. A
 * terminated backend (pg_terminate_backend, a restart, a failover) makes its client
 * emit `error`; unheard, that event would end the whole process. Here it is heard and
 * logged: an idle client leaves the pool, a client in use fails its query (the request
 * answers 503) and leaves the pool when released, and the next request connects anew.
 */
function openPostgres(
  config: PostgresSettings,
  onConnectionError: ConnectionErrorListener = (error) =>
    console.error(`PostgreSQL: koneksi terputus (${error.message})`),
): Database {
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolSize,
    // Without a limit a request waits forever for a server that does not answer.
    connectionTimeoutMillis: config.connectTimeoutMs ?? 5000,
    // A peer that vanished without a word (failover, network) is noticed by TCP.
    keepAlive: true,
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        parsers[oid] ??
        pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // Idle clients: pg-pool re-emits their errors on the pool and drops them.
  pool.on('error', onConnectionError);
  const names =
    config.preparedStatements === false ? null : new StatementNames(PREPARED_STATEMENT_LIMIT);
  pool.on('connect', (client) => {
    // Clients in use (between two queries of a transaction) emit on themselves.
    client.on('error', onConnectionError);
    if (names) namePreparedStatements(client, names);
  });
  let acquisitions = 0;
  let acquireSeconds = 0;
  const dialectPool = {
    // Kysely reads these to open a side connection when it cancels a query.
    Client: pg.Client,
    options: pool.options,
    connect: async () => {
      const started = performance.now();
      try {
        const client = await pool.connect();
        acquisitions += 1;
        acquireSeconds += (performance.now() - started) / 1000;
        return client;
      } catch (error) {
        throw new DatabaseUnavailableError(error);
      }
    },
    end: () => pool.end(),
  };
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: dialectPool }) });
  return {
    db,
    kind: 'postgres',
    close: () => db.destroy(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      acquisitions,
      acquireSeconds,
    }),
  };
}

/** No connection to the database could be had (refused, timed out, not accepting). */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'DatabaseUnavailableError';
  }
}

// SQLSTATE class 08 (connection exception), the 57P0x shutdowns and 53300 (too many
// connections), and the socket errors of a server that went away.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// What node-postgres says when a connection died under a query, or was already dead.
const UNAVAILABLE_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect/i;

/**
 * True when `error` (or one of its causes) means the database cannot be reached just
 * now, as opposed to a fault of the query: such a request answers 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (current instanceof DatabaseUnavailableError) return true;
    // A client that hung up mid-request ("aborted", ECONNRESET) is not the database.
    if (current.message === 'aborted') return false;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (/^08[0-9A-Z]{3}$/.test(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
      if (UNAVAILABLE_SOCKET_CODES.has(code)) return true;
    }
    if (UNAVAILABLE_MESSAGES.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

/**
 * PGlite has no lock of its own and two processes on one data folder corrupt it,
 * so the owning process keeps a lock file holding its pid. A stale lock (its
 * process is gone) is taken over.
 */
async function openPglite(
  dataDir: string | null,
  onQuery?: (query: CompiledQuery) => void,
): Promise<Database> {
  let releaseLock = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireDataDirLock(dataDir);
  }
  try {
    const pglite = await PGlite.create(dataDir ?? undefined, { parsers });
    const db = new Kysely<DB>({
      dialect: new PGliteDialect({ pglite }),
      ...(onQuery
        ? {
            log: (event) => {
              if (event.level === 'query') onQuery(event.query);
            },
          }
        : {}),
    });
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

/**
 * An in-memory PGlite, for tests. `onQuery` sees every statement sent, as compiled (the
 * expand-then-contract test records a release's statements with it).
 */
export function openMemoryDatabase(
  options: { onQuery?: (query: CompiledQuery) => void } = {},
): Promise<Database> {
  return openPglite(null, options.onQuery);
}

export function acquireDataDirLock(dataDir: string): () => void {
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

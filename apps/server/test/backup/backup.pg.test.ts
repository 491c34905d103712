import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.js';
import { backupPostgres, restorePostgres } from '../../src/db/backup.js';
import { openDatabase } from '../../src/db/database.js';
import { oneWay, reserveOk, seats } from '../api/reservations.fixtures.js';
import { createTestApp } from '../helpers/test-app.js';
import { createPgTestDatabase } from '../postgres/pg-test-database.js';
import { businessRecords, recordBusiness } from './backup-fixtures.js';

/** Issue 23 "Backups that restore", PostgreSQL: pg_dump, then pg_restore into a new database. */
describe('a PostgreSQL backup restores into a fresh database', () => {
  let dir: string;
  const drops: Array<() => Promise<void>> = [];
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lintas-pg-backup-'));
  });
  afterAll(async () => {
    for (const drop of drops) await drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('finds every paid booking, charge and refund, and the restored server is ready', async () => {
    const source = await createPgTestDatabase();
    drops.push(source.drop);
    const database = await openDatabase(parseConfig({ DATABASE_URL: source.url }).database);
    const t = await createTestApp({ database });
    await recordBusiness(t);
    const before = await businessRecords(t.db);
    expect(before.reservations.filter((row) => row.status === 'paid')).toHaveLength(2);
    expect(before.payments.length).toBeGreaterThanOrEqual(3);
    expect(before.refunds).toHaveLength(1);

    // Taken while the server still runs: pg_dump reads one consistent snapshot.
    const file = path.join(dir, 'lintas.dump');
    await backupPostgres(source.url, file);
    await t.close();
    await database.close();

    const target = await createPgTestDatabase();
    drops.push(target.drop);
    await restorePostgres(target.url, file);
    const restored = await openDatabase(parseConfig({ DATABASE_URL: target.url }).database);
    try {
      expect(await businessRecords(restored.db)).toEqual(before);
      const t2 = await createTestApp({ database: restored, empty: true });
      const ready = await t2.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      // A booking after the restore takes the next number of every sequence: no clash.
      const after = await reserveOk(t2, oneWay({ kursi: seats('9') }));
      expect(before.reservations.map((row) => row.code)).not.toContain(after.code);
      await t2.close();
    } finally {
      await restored.close();
    }
  });

  it('a restore into a database that already holds the schema fails and leaves it as it was', async () => {
    const busy = await createPgTestDatabase();
    drops.push(busy.drop);
    const database = await openDatabase(parseConfig({ DATABASE_URL: busy.url }).database);
    const t = await createTestApp({ database });
    const before = await businessRecords(t.db);
    await expect(restorePostgres(busy.url, path.join(dir, 'lintas.dump'))).rejects.toThrow();
    expect(await businessRecords(t.db)).toEqual(before);
    await t.close();
    await database.close();
  });
});

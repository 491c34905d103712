import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError, backupPglite, restorePglite } from '../../src/db/backup.js';
import { openDatabase } from '../../src/db/database.js';
import { createTestApp } from '../helpers/test-app.js';
import { businessRecords, recordBusiness } from './backup-fixtures.js';

/** Issue 23 "Backups that restore", the embedded database (PGlite's data folder). */
describe('a PGlite backup restores into a fresh folder', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lintas-backup-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('finds every paid booking, charge and refund, and the restored server serves them', async () => {
    const dataDir = path.join(dir, 'data');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const t = await createTestApp({ database });
    await recordBusiness(t);
    const before = await businessRecords(t.db);
    expect(before.reservations.filter((row) => row.status === 'paid')).toHaveLength(2);
    expect(before.refunds).toHaveLength(1);
    await t.close();
    await database.close();

    const file = path.join(dir, 'lintas.tar.gz');
    await backupPglite(dataDir, file);
    expect(fs.statSync(file).size).toBeGreaterThan(1000);

    const restoredDir = path.join(dir, 'restored');
    await restorePglite(restoredDir, file);
    const restored = await openDatabase({ kind: 'pglite', dataDir: restoredDir });
    try {
      expect(await businessRecords(restored.db)).toEqual(before);
      // The restored database is one a server opens as it is: migrated, no seed again.
      const t2 = await createTestApp({ database: restored, empty: true });
      const ready = await t2.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      await t2.close();
    } finally {
      await restored.close();
    }
  });

  it('refuses to restore over a folder that holds data, and changes nothing there', async () => {
    const busy = path.join(dir, 'busy');
    fs.mkdirSync(busy);
    fs.writeFileSync(path.join(busy, 'PG_VERSION'), '17');
    await expect(restorePglite(busy, path.join(dir, 'lintas.tar.gz'))).rejects.toThrow(BackupError);
    expect(fs.readdirSync(busy)).toEqual(['PG_VERSION']);
    await expect(
      restorePglite(path.join(dir, 'baru'), path.join(dir, 'tidak-ada')),
    ).rejects.toThrow(/tidak ada/);
  });

  it('refuses to back up a folder another running process holds (its lock)', async () => {
    const dataDir = path.join(dir, 'data');
    // Another live process's pid in the folder's lock, as a running server leaves it.
    const holder = spawn('sleep', ['30'], { stdio: 'ignore' });
    fs.writeFileSync(`${dataDir}.lock`, String(holder.pid));
    try {
      await expect(backupPglite(dataDir, path.join(dir, 'held.tar.gz'))).rejects.toThrow(
        /sedang dipakai proses lain/,
      );
      expect(fs.existsSync(path.join(dir, 'held.tar.gz'))).toBe(false);
    } finally {
      holder.kill();
      fs.rmSync(`${dataDir}.lock`, { force: true });
    }
  });
});

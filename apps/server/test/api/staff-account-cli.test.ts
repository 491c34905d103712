import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { StaffAccountService } from '../../src/modules/staff/staff-account.service.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { staffBearer, staffGet, staffLogin } from './staff.fixtures.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Staff accounts from the server's shell (`npm run staf`): how production, which seeds
 * none, gets its first admin, and how a forgotten password is reset.
 */
describe('staff accounts from the shell', () => {
  let t: TestApp;
  let accounts: StaffAccountService;
  beforeAll(async () => {
    t = await createTestApp();
    accounts = new StaffAccountService(t.db, t.clock);
  });
  afterAll(() => t.close());

  it('creates a petugas of an operator, who can sign in and sees only that operator', async () => {
    const result = await accounts.upsert({
      email: 'Rina@Operator.example',
      name: 'Rina',
      role: 'petugas',
      operatorCode: 'psr',
      password: 'sandi-panjang-1',
    });
    expect(result.created).toBe(true);
    const bearer = await staffBearer(t, 'rina@operator.example', 'sandi-panjang-1');
    const me = await staffGet(t, bearer, '/api/staff/me');
    expect(me.json().results).toMatchObject({ peran: 'petugas', operator_kode: 'PSR' });
  });

  it('resets a password: the old one and its sessions stop working', async () => {
    const before = await staffBearer(t, 'rina@operator.example', 'sandi-panjang-1');
    const result = await accounts.upsert({
      email: 'rina@operator.example',
      name: 'Rina W.',
      role: 'petugas',
      operatorCode: 'PSR',
      password: 'sandi-baru-yang-panjang',
    });
    expect(result.created).toBe(false);
    expect((await staffGet(t, before, '/api/staff/me')).statusCode).toBe(401);
    expect((await staffLogin(t, 'rina@operator.example', 'sandi-panjang-1')).statusCode).toBe(401);
    expect(
      (await staffLogin(t, 'rina@operator.example', 'sandi-baru-yang-panjang')).statusCode,
    ).toBe(200);
  });

  it.each([
    [{ operatorCode: 'NOPE' }, /Operator NOPE tidak ditemukan/],
    [{ operatorCode: null }, /Operator \(kosong\) tidak ditemukan/],
    [{ role: 'admin' as const, operatorCode: 'XTR' }, /Admin tidak terikat/],
    [{ password: 'pendek' }, /minimal 10 karakter/],
    [{ email: 'bukan-email' }, /Email tidak valid/],
  ])('refuses %o', async (change, message) => {
    const count = async () => (await t.db.selectFrom('staff').select('id').execute()).length;
    const before = await count();
    await expect(
      accounts.upsert({
        email: 'baru@operator.example',
        name: 'Baru',
        role: 'petugas',
        operatorCode: 'XTR',
        password: 'sandi-panjang-1',
        ...change,
      }),
    ).rejects.toThrow(message);
    expect(await count()).toBe(before);
  });
});

describe('npm run staf', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lintas-staf-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  function run(args: string[], stdin: string) {
    return new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          '--conditions=source',
          path.join(serverDir, 'src/main-staff.ts'),
          ...args,
        ],
        {
          cwd: serverDir,
          env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: '' },
          stdio: ['pipe', 'pipe', 'pipe'],
        },
      );
      let out = '';
      child.stdout.on('data', (chunk) => (out += String(chunk)));
      child.stderr.on('data', (chunk) => (out += String(chunk)));
      child.on('close', (code) => resolve({ code, out }));
      child.stdin.end(stdin);
    });
  }

  it('makes the first admin of an empty database with the password from stdin', async () => {
    const made = await run(
      ['--email', 'kepala@lintas.example', '--nama', 'Kepala', '--peran', 'admin'],
      'rahasia-sekali-123\n',
    );
    expect(made.out).toContain('Akun staf dibuat: kepala@lintas.example (admin).');
    expect(made.code).toBe(0);
    const refused = await run(
      ['--email', 'x@lintas.example', '--nama', 'Xena', '--peran', 'petugas', '--operator', 'XTR'],
      'rahasia-sekali-123\n',
    );
    // An empty database has no operators.
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('Operator XTR tidak ditemukan.');

    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const staff = await database.db.selectFrom('staff').select(['email', 'role']).execute();
      expect(staff).toEqual([{ email: 'kepala@lintas.example', role: 'admin' }]);
    } finally {
      await database.close();
    }
  }, 60_000);
});

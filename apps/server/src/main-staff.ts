import { parseArgs } from 'node:util';
import { ConfigError, parseConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { systemClock } from './lib/clock.js';
import { StaffAccountError, StaffAccountService } from './modules/staff/staff-account.service.js';

const USAGE = `Pemakaian: read -rs PW; printf '%s\\n' "$PW" | npm run staf -- --email <email> --nama <nama> --peran admin|petugas [--operator <kode>]
Membuat akun staf, atau mengatur ulang akun yang sudah ada (kata sandi, nama, peran, operator;
akun diaktifkan lagi dan sesi lamanya diakhiri). Kata sandi dibaca dari stdin, bukan dari
argumen, agar tidak terlihat di daftar proses (read -rs menjauhkannya dari riwayat shell).`;

/**
 * `npm run staf`: a staff account from the server's shell, on the configured database
 * (DATA_DIR or DATABASE_URL). Production seeds no staff: this makes its first admin.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      nama: { type: 'string' },
      peran: { type: 'string' },
      operator: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !values.email || !values.nama || !values.peran) {
    console.log(USAGE);
    if (!values.help) process.exitCode = 1;
    return;
  }
  if (values.peran !== 'admin' && values.peran !== 'petugas')
    throw new StaffAccountError('--peran harus admin atau petugas.');
  const password = (await readStdin()).replace(/\r?\n$/, '');
  const config = parseConfig();
  const database = await openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    const result = await new StaffAccountService(database.db, systemClock).upsert({
      email: values.email,
      name: values.nama,
      role: values.peran,
      operatorCode: values.operator ?? null,
      password,
    });
    console.log(
      `${result.created ? 'Akun staf dibuat' : 'Akun staf diatur ulang'}: ${values.email.toLowerCase()} (${values.peran}).`,
    );
  } finally {
    await database.close();
  }
}

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY)
    throw new StaffAccountError('Kirim kata sandi lewat stdin (echo ... |).');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof StaffAccountError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});

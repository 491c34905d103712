import { describe, expect, it } from 'vitest';
import { TOMORROW } from '../api/reservations.fixtures.js';
import { BDG_JKT } from '../api/schedule-test-helpers.js';
import { searchItems } from '../api/search-freshness.js';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  DEMO_PETUGAS_PASSWORD,
  demoPetugasEmail,
  staffBearer,
  staffPost,
} from '../api/staff.fixtures.js';
import type { TestApp } from '../helpers/test-app.js';
import { useTwoServers } from './two-servers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire JSON
type Json = any;

const stops = (minutes: number) => [
  { cabang_kode: 'BDG-PST', menit_dari_awal: 0, tarif_dari_awal: 0 },
  { cabang_kode: 'JKT-BLM', menit_dari_awal: minutes, tarif_dari_awal: 150000 },
];

/**
 * Timetable editing on PostgreSQL with two server processes (each its own pool), as two
 * staff in two offices (decision 0021): new routes saved at the same moment each get their
 * own code, none refused (the draw is serialised per operator, and a code taken meanwhile
 * is drawn again), and a route and schedule made through one process are sold by the
 * other's very next search (the catalogue's version, decision 0015).
 */
describe('timetable editing on PostgreSQL', () => {
  let first: TestApp;
  let second: TestApp;

  useTwoServers((servers) => ({ first, second } = servers), { staff: true });

  it('gives routes saved at once their own codes, and the other process sells them next', async () => {
    const admin = await staffBearer(first, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
    const petugas = await staffBearer(second, demoPetugasEmail('XTR'), DEMO_PETUGAS_PASSWORD);
    // Warm the second process's search index before anything changes.
    await searchItems(second, `search-jadwal?${BDG_JKT}&tanggal_berangkat=${TOMORROW}`);

    const saves = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        staffPost(i % 2 ? second : first, i % 2 ? petugas : admin, '/api/staff/rute', {
          operator_kode: 'XTR',
          nama: `Bandung - Jakarta ${i + 1}`,
          pemberhentian: stops(150 + i),
        }),
      ),
    );
    for (const save of saves) expect(save.statusCode, save.body).toBe(200);
    const codes = saves.map((save) => save.json().results.rute.rute_kode as string);
    // XTR has XTR-01 to XTR-04: the sixteen new ones are 05 to 20, each once.
    expect([...codes].sort()).toEqual(
      Array.from({ length: 16 }, (_, i) => `XTR-${String(i + 5).padStart(2, '0')}`),
    );
    const audits = await first.db
      .selectFrom('staff_audit_log')
      .select('entity_key')
      .where('action', '=', 'rute.buat')
      .execute();
    expect(audits).toHaveLength(16);

    const schedule = await staffPost(first, admin, `/api/staff/rute/${codes[0]}/jadwal`, {
      denah_kode: 'SHT12',
      jam_berangkat: '13:37',
      hari: [0, 1, 2, 3, 4, 5, 6],
    });
    expect(schedule.statusCode, schedule.body).toBe(200);
    const found = (
      await searchItems(second, `search-jadwal?${BDG_JKT}&tanggal_berangkat=${TOMORROW}`)
    ).find((item: Json) => item.jadwal_kode === `${codes[0]}-1337`);
    expect(found, 'the new schedule in the other process').toBeDefined();
    expect(found.harga).toBe(150000);
  });
});

import { describe, expect, it } from 'vitest';
import { TOMORROW, seats } from '../api/reservations.fixtures.js';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  DEMO_PETUGAS_PASSWORD,
  demoPetugasEmail,
  paidBooking,
  qrContentOf,
  staffBearer,
  staffGet,
  staffPost,
} from '../api/staff.fixtures.js';
import type { TestApp } from '../helpers/test-app.js';
import { useTwoServers } from './two-servers.js';

/**
 * Two staff at two doors (two server processes, each with its own connection pool, on one
 * PostgreSQL) scan the same tickets at the same moment: each ticket is boarded once, one
 * scan answers 200 and the other 409 "sudah naik", one audit entry per ticket. The
 * boardings primary key decides, not a read before the write.
 */
describe('boarding race on PostgreSQL', () => {
  let first: TestApp;
  let second: TestApp;
  const JADWAL = 'XTR-01-1500';
  const departure = { operator_kode: 'XTR', jadwal_kode: JADWAL, tanggal: TOMORROW };

  useTwoServers((servers) => ({ first, second } = servers), { staff: true });

  it('records one boarding per ticket when two staff scan it at once', async () => {
    const petugas = await staffBearer(first, demoPetugasEmail('XTR'), DEMO_PETUGAS_PASSWORD);
    const admin = await staffBearer(second, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
    const tickets: Array<{ code: string; qr: string }> = [];
    for (let i = 0; i < 6; i++) {
      const { code, guestToken } = await paidBooking(first, {
        jadwal_kode: JADWAL,
        kursi: seats(String(2 * i + 1), String(2 * i + 2)),
      });
      tickets.push({ code, qr: await qrContentOf(first, code, guestToken) });
    }

    // Every scan of every ticket at once: 12 requests over two pools.
    const answers = await Promise.all(
      tickets.flatMap(({ qr }) => [
        staffPost(first, petugas, '/api/staff/boarding', { qr_content: qr, ...departure }),
        staffPost(second, admin, '/api/staff/boarding', { qr_content: qr, ...departure }),
      ]),
    );
    for (let i = 0; i < tickets.length; i++) {
      const pair = [answers[2 * i]!, answers[2 * i + 1]!];
      const statuses = pair.map((answer) => answer.statusCode).sort();
      expect(statuses, pair.map((answer) => answer.body).join('\n')).toEqual([200, 409]);
      const refused = pair.find((answer) => answer.statusCode === 409)!;
      expect(refused.json().error_code).toBe('BOARDING_ALREADY');
      expect(refused.json().message).toMatch(/sudah naik/);
    }

    const boardings = await first.db
      .selectFrom('boardings')
      .select(['reservation_id', 'staff_id'])
      .execute();
    expect(boardings).toHaveLength(tickets.length * 2);
    // Both passengers of a ticket were boarded by the same scan.
    const byReservation = new Map<number, Set<number>>();
    for (const row of boardings) {
      const staff = byReservation.get(row.reservation_id) ?? new Set();
      staff.add(row.staff_id);
      byReservation.set(row.reservation_id, staff);
    }
    expect([...byReservation.values()].every((staff) => staff.size === 1)).toBe(true);
    const audit = await first.db
      .selectFrom('staff_audit_log')
      .select('entity_key')
      .where('action', '=', 'boarding')
      .execute();
    expect(audit.map((row) => row.entity_key).sort()).toEqual(
      tickets.map((ticket) => ticket.code).sort(),
    );

    // The manifest on PostgreSQL agrees.
    const manifest = await staffGet(second, admin, '/api/staff/manifest', departure);
    expect(manifest.statusCode, manifest.body).toBe(200);
    const { keberangkatan, penumpang } = manifest.json().results;
    expect(keberangkatan.kursi).toMatchObject({ terjual: 12, ditahan: 0, kosong: 0 });
    expect(keberangkatan.sudah_naik).toBe(12);
    expect(penumpang.every((p: { status_naik: string }) => p.status_naik === 'sudah')).toBe(true);
    // And the day's list, through the other process.
    const day = await staffGet(first, petugas, '/api/staff/keberangkatan', { tanggal: TOMORROW });
    expect(day.statusCode, day.body).toBe(200);
    const listed = day
      .json()
      .results.list.find((d: { jadwal_kode: string }) => d.jadwal_kode === JADWAL);
    expect(listed).toMatchObject({ kursi: { terjual: 12, kosong: 0 }, sudah_naik: 12 });
  });
});

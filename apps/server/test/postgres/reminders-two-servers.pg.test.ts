import { describe, expect, it } from 'vitest';
import { createServices } from '../../src/services.js';
import { DAY_AFTER, seats } from '../api/reservations.fixtures.js';
import { paidBooking } from '../api/staff.fixtures.js';
import type { TestApp } from '../helpers/test-app.js';
import { useTwoServers } from './two-servers.js';

/**
 * Decision 0038: every server process runs the departure-reminder pass each minute. Two
 * processes (each its own connection pool, one PostgreSQL), two passes each, all at the
 * same moment: every due reminder is written into the ledger once and its e-mail and SMS
 * queued once, whichever pass wins its row; a pass a moment later finds nothing due.
 */
describe('departure reminders from two servers on PostgreSQL', () => {
  let first: TestApp;
  let second: TestApp;

  useTwoServers((servers) => ({ first, second } = servers));

  /** A reminder pass of that process: its database handle and clock, built as its app builds it. */
  function passOf(t: TestApp): () => Promise<number> {
    const reminders = createServices({ config: t.config, database: t.database, clock: t.clock })
      .reservations.reminders;
    if (!reminders) throw new Error('the reminder pass is not wired');
    return () => reminders.runOnce();
  }

  it('sends each reminder exactly once when the passes race', async () => {
    // Ten bookings on XTR-01-1000 tomorrow (Sunday 10:00 WIB), one a round trip back on
    // Monday, half booked through each process.
    const codes: string[] = [];
    for (let i = 0; i < 10; i++) {
      const t = i % 2 === 0 ? first : second;
      const { code } = await paidBooking(t, {
        kursi: seats(String(i + 1)),
        pemesan_email: `penumpang${i}@example.com`,
        pemesan_telp: `08120000000${i}`,
        ...(i === 0 && {
          flag_pp: 1,
          operator_kode_pulang: 'XTR',
          jadwal_kode_pulang: 'XTR-02-1100',
          tanggal_berangkat_pulang: DAY_AFTER,
          kursi_pulang: seats('1'),
        }),
      });
      codes.push(code);
    }
    const before = await first.db.selectFrom('outbound_messages').select('id').execute();

    // Saturday 11:00 WIB: the outward departures are 23 hours away, the return 48.
    for (const t of [first, second]) t.clock.set('2026-11-21T04:00:00Z');
    const passes = [passOf(first), passOf(first), passOf(second), passOf(second)];
    const written = await Promise.all(passes.map((pass) => pass()));
    expect(written.reduce((sum, n) => sum + n, 0)).toBe(10);
    expect(await Promise.all(passes.map((pass) => pass()))).toEqual([0, 0, 0, 0]);

    const messages = await first.db
      .selectFrom('outbound_messages')
      .select(['channel', 'recipient', 'subject'])
      .where(
        'id',
        'not in',
        before.map((row) => row.id),
      )
      .execute();
    const emails = messages.filter((m) => m.channel === 'email').map((m) => m.recipient);
    expect(emails.sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `penumpang${i}@example.com`).sort(),
    );
    expect(messages.filter((m) => m.channel === 'sms')).toHaveLength(10);
    expect(messages.every((m) => m.channel === 'sms' || m.subject?.startsWith('Pengingat'))).toBe(
      true,
    );
    const ledger = await first.db.selectFrom('reservation_reminders').selectAll().execute();
    expect(ledger).toHaveLength(10);
    expect(new Set(ledger.map((row) => row.kind))).toEqual(new Set(['h24']));

    // 2½ hours before: the h3 of every outward departure, again once across the passes.
    for (const t of [first, second]) t.clock.set('2026-11-22T00:30:00Z');
    const again = await Promise.all(passes.map((pass) => pass()));
    expect(again.reduce((sum, n) => sum + n, 0)).toBe(10);
    expect(await first.db.selectFrom('reservation_reminders').selectAll().execute()).toHaveLength(
      20,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { seats, TOMORROW } from '../api/reservations.fixtures.js';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  paidBooking,
  staffBearer,
  staffPost,
} from '../api/staff.fixtures.js';
import type { TestApp } from '../helpers/test-app.js';
import { useTwoServers } from './two-servers.js';

/**
 * Two admins in two server processes (each its own connection pool, one PostgreSQL)
 * cancel the same departure and then press "Proses" on the same refunds at the same
 * moment: the departure is cancelled once (one set of notices), and each refund is taken
 * by one click only (one attempt, one gateway refund, one audit entry); the other click
 * answers the same refund done, or REFUND_IN_PROGRESS while the first is at the gateway.
 */
describe('cancellation and refund races on PostgreSQL', () => {
  let first: TestApp;
  let second: TestApp;
  const JADWAL = 'XTR-01-1400';
  const departure = { operator_kode: 'XTR', jadwal_kode: JADWAL, tanggal: TOMORROW };

  useTwoServers((servers) => ({ first, second } = servers), { staff: true });

  it('cancels once and refunds each booking once under simultaneous clicks', async () => {
    const adminA = await staffBearer(first, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
    const adminB = await staffBearer(second, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { code } = await paidBooking(first, {
        jadwal_kode: JADWAL,
        kursi: seats(String(2 * i + 1), String(2 * i + 2)),
      });
      codes.push(code);
    }

    const body = { ...departure, alasan: 'Kendaraan mogok di pool' };
    const cancels = await Promise.all([
      staffPost(first, adminA, '/api/staff/keberangkatan/batal', body),
      staffPost(second, adminB, '/api/staff/keberangkatan/batal', body),
    ]);
    for (const res of cancels) expect(res.statusCode, res.body).toBe(200);
    expect(cancels.map((res) => res.json().results.dibatalkan_sekarang).sort()).toEqual([
      false,
      true,
    ]);
    for (const res of cancels) expect(res.json().results.pemesanan).toHaveLength(5);
    const notices = await first.db
      .selectFrom('outbound_messages')
      .select('id')
      .where('text', 'like', '%dibatalkan%operator%')
      .execute();
    expect(notices).toHaveLength(10);
    const refunds = await first.db.selectFrom('refunds').select(['id', 'amount']).execute();
    expect(refunds).toHaveLength(5);

    // Each refund clicked by both admins at once.
    const clicks = await Promise.all(
      refunds.flatMap(({ id }) => [
        staffPost(first, adminA, `/api/staff/refund/RF-${id}/proses`, {}),
        staffPost(second, adminB, `/api/staff/refund/RF-${id}/proses`, {}),
      ]),
    );
    for (let i = 0; i < refunds.length; i++) {
      const pair = [clicks[2 * i]!, clicks[2 * i + 1]!];
      const done = pair.filter(
        (res) => res.statusCode === 200 && res.json().results.sudah_diproses === false,
      );
      expect(done, pair.map((res) => res.body).join('\n')).toHaveLength(1);
      const other = pair.find((res) => res !== done[0])!;
      if (other.statusCode === 200) expect(other.json().results.sudah_diproses).toBe(true);
      else expect(other.json().error_code).toBe('REFUND_IN_PROGRESS');
    }

    const rows = await first.db
      .selectFrom('refunds')
      .innerJoin('payments', 'payments.id', 'refunds.payment_id')
      .innerJoin('simulator_transactions', 'simulator_transactions.order_id', 'payments.order_id')
      .select([
        'refunds.status',
        'refunds.attempts',
        'refunds.amount',
        'simulator_transactions.refunded_amount',
        'simulator_transactions.refund_keys',
      ])
      .execute();
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'refunded', attempts: 1 });
      expect(row.refunded_amount).toBe(row.amount);
      expect(row.refund_keys).toHaveLength(1);
    }
    const audit = await first.db
      .selectFrom('staff_audit_log')
      .select('action')
      .where('action', 'in', ['refund.proses', 'keberangkatan.batal'])
      .execute();
    expect(audit.filter((row) => row.action === 'refund.proses')).toHaveLength(5);
    expect(audit.filter((row) => row.action === 'keberangkatan.batal')).toHaveLength(1);
    const flagged = await first.db
      .selectFrom('reservations')
      .select('refund_status')
      .where('code', 'in', codes)
      .execute();
    expect(flagged.map((row) => row.refund_status)).toEqual(Array(5).fill('refunded'));
  });
});

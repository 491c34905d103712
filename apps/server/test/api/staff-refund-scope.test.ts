import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import { oneWay, seats, TOMORROW } from './reservations.fixtures.js';
import {
  createStaffTestApp,
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  DEMO_PETUGAS_PASSWORD,
  demoPetugasEmail,
  paidBooking,
  staffBearer,
  staffGet,
  staffPost,
} from './staff.fixtures.js';

/**
 * "Proses" on a refund by a petugas (issue 10, decision 0014): refunds are an admin's
 * work, so a petugas gets 403 with the reason on a refund their operator's queue shows,
 * and 404 (as if absent) on any other. A connection's refund belongs to both operators it
 * rides: the queue of each shows it, so "Proses" must answer each of them the same 403,
 * not 404 for the operator of the second leg (which read the first leg's operator only).
 */
describe('a petugas pressing Proses on a refund', () => {
  let t: TestApp;
  let refundCode: string;

  beforeAll(async () => {
    t = await createStaffTestApp();
    const admin = await staffBearer(t, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
    // Bandung -> Cirebon Hub on CRB, then Cirebon Hub -> Semarang on JTN.
    await paidBooking(
      t,
      oneWay({
        operator_kode: 'CRB',
        jadwal_kode: 'CRB-01-0800',
        kursi: seats('1'),
        flag_connecting: 1,
        list_connecting: [
          {
            operator_kode: 'JTN',
            jadwal_kode: 'JTN-01-1200',
            tanggal_berangkat: TOMORROW,
            kursi: seats('2'),
          },
        ],
      }),
    );
    const cancel = await staffPost(t, admin, '/api/staff/keberangkatan/batal', {
      operator_kode: 'JTN',
      jadwal_kode: 'JTN-01-1200',
      tanggal: TOMORROW,
      alasan: 'Jembatan putus di jalur pantura',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    refundCode = cancel.json().results.pemesanan[0].refund.kode;
  });
  afterAll(() => t.close());

  const petugas = (operator: string) =>
    staffBearer(t, demoPetugasEmail(operator), DEMO_PETUGAS_PASSWORD);
  const process = async (operator: string) =>
    staffPost(t, await petugas(operator), `/api/staff/refund/${refundCode}/proses`, {});
  const inQueue = async (operator: string) =>
    (await staffGet(t, await petugas(operator), '/api/staff/refund'))
      .json()
      .results.list.some((item: { kode: string }) => item.kode === refundCode);

  it('answers 403 with the reason to each operator whose queue shows it', async () => {
    for (const operator of ['JTN', 'CRB']) {
      expect(await inQueue(operator), operator).toBe(true);
      const res = await process(operator);
      expect(res.statusCode, `${operator}: ${res.body}`).toBe(403);
      expect(res.json()).toMatchObject({ status: 'ERROR', error_code: 'FORBIDDEN' });
      expect(res.json().message).toBe('Refund hanya dapat diproses oleh admin.');
    }
  });

  it('answers 404, as if absent, to an operator whose queue does not show it', async () => {
    expect(await inQueue('XTR')).toBe(false);
    const res = await process('XTR');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      error_code: 'NOT_FOUND',
      message: 'Refund tidak ditemukan.',
    });
    const unknown = await staffPost(
      t,
      await petugas('XTR'),
      '/api/staff/refund/RF-999999/proses',
      {},
    );
    expect(unknown.json()).toEqual(res.json());
  });

  it('changed nothing', async () => {
    const rows = await t.db.selectFrom('refunds').select(['status', 'attempts']).execute();
    expect(rows).toEqual([{ status: 'required', attempts: 0 }]);
  });
});

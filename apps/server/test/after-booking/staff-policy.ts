import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPERATOR_POLICY } from '@lintas/domain/cancellation-policy';
import type { Database } from '../../src/db/database.js';
import { SEED_POLICIES } from '../../src/db/seed/seed-operators.js';
import type { TestApp } from '../helpers/test-app.js';
import { get, post } from '../api/reservations.fixtures.js';
import { openStaffDesk, paidBooking, staffGet, staffPut } from '../api/staff.fixtures.js';
import { type Json, staffAudits } from '../api/staff-timetable.fixtures.js';

const DESK = '/api/staff/kebijakan';

/** XTR's policy as edited below: the basic tier 40 % until 12 hours before, no moves. */
const EDITED = {
  cancel: {
    hoursBefore: 6,
    withAssurance: { percent: 100, hoursBefore: 6 },
    withoutAssurance: { percent: 40, hoursBefore: 12 },
  },
  reschedule: { allowed: false, hoursBefore: 0, feePerPassenger: 0, lowerFare: 'refund' },
};

/**
 * Issue 21, "cancellation policy per operator, edited in the operator console" (decision
 * 0037), on the embedded database and on a real PostgreSQL server (the callers): the
 * admin and the operator's own petugas read and save an operator's after-sale policy;
 * the next cancellation quote of that operator follows it; bad input answers the
 * domain's Indonesian message at its field and changes nothing; another operator's
 * petugas gets 404 as if it were not there.
 */
export function describeStaffPolicyDesk(
  engine: string,
  open: () => Promise<{ database?: Database; dispose(): Promise<void> }>,
) {
  describe(`staff edit an operator's after-sale policy (${engine})`, () => {
    let t: TestApp;
    let admin: string;
    let petugasXtr: string;
    let petugasBry: string;
    let dispose: () => Promise<void>;

    beforeAll(async () => {
      const opened = await open();
      dispose = opened.dispose;
      ({ t, admin, petugasXtr, petugasBry } = await openStaffDesk(
        opened.database ? { database: opened.database } : {},
      ));
    });
    afterAll(async () => {
      await t.close();
      await dispose();
    });

    const stored = async (code: string) =>
      (
        await t.db
          .selectFrom('operators')
          .select('after_sale_policy')
          .where('code', '=', code)
          .executeTakeFirstOrThrow()
      ).after_sale_policy;
    const audits = () => staffAudits(t, 'kebijakan.ubah');

    it("reads the policy in force: the operator's own, or the default; a petugas's own when none is named", async () => {
      // An empty operator_kode is no operator named: the petugas's own.
      const own = await staffGet(t, petugasXtr, DESK, { operator_kode: '' });
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json().results).toEqual({
        operator_kode: 'XTR',
        operator_nama: 'Xpress Trans Priangan',
        kebijakan: SEED_POLICIES.XTR,
        bawaan: false,
      });
      // DYT has no policy of its own.
      const dyt = await staffGet(t, admin, DESK, { operator_kode: 'dyt' });
      expect(dyt.statusCode, dyt.body).toBe(200);
      expect(dyt.json().results).toMatchObject({
        operator_kode: 'DYT',
        kebijakan: DEFAULT_OPERATOR_POLICY,
        bawaan: true,
      });
      // An admin works on every operator: one must be named, and exist.
      const none = await staffGet(t, admin, DESK, { operator_kode: '' });
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({
        error_code: 'VALIDATION_ERROR',
        details: { fields: [{ field: 'operator_kode', message: 'Pilih operator' }] },
      });
      expect((await staffGet(t, admin, DESK, { operator_kode: 'NOPE' })).statusCode).toBe(404);
      expect((await staffGet(t, undefined, DESK, { operator_kode: 'XTR' })).statusCode).toBe(401);
    });

    it("a petugas saves their operator's policy: audited once, and the next cancellation quote follows it", async () => {
      // XTR-01-1000 tomorrow leaves in 26 hours: XTR's basic tier (75 % until 24 hours) holds.
      const { code, guestToken } = await paidBooking(t, { jadwal_kode: 'XTR-01-1000' });
      const quote = async () =>
        (
          await post(
            t,
            '/api/travel/batal-reservasi',
            { reservasi_kode: code },
            { 'x-guest-token': guestToken },
          )
        ).json().results.pembatalan;
      expect(await quote()).toMatchObject({ aturan: 'tanpa_asuransi', persen: 75 });

      const saved = await staffPut(t, petugasXtr, DESK, { kebijakan: EDITED });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().results).toEqual({
        operator_kode: 'XTR',
        operator_nama: 'Xpress Trans Priangan',
        kebijakan: EDITED,
        bawaan: false,
        berubah: true,
      });
      expect(await stored('XTR')).toEqual(EDITED);
      const read = await staffGet(t, admin, DESK, { operator_kode: 'XTR' });
      expect(read.json().results.kebijakan).toEqual(EDITED);
      const [entry, ...more] = await audits();
      expect(more).toHaveLength(0);
      expect(entry).toMatchObject({ entity: 'operator', entity_key: 'XTR' });
      expect(entry!.before).toEqual({ bawaan: false, kebijakan: SEED_POLICIES.XTR });
      expect(entry!.after).toEqual({ bawaan: false, kebijakan: EDITED });

      // The customer's quote and the operator's terms read the new policy at once.
      const next = await quote();
      expect(next).toMatchObject({ aturan: 'tanpa_asuransi', persen: 40 });
      expect(next.kebijakan).toContain('Jadwal tiket tidak dapat diubah.');
      const terms = await get(t, '/api/travel/operator-snk', { operator_kode: 'XTR' });
      expect(terms.json().results.list_kebijakan).toContain(
        'Tanpa Asuransi Refund: 40% harga tiket dikembalikan bila dibatalkan paling lambat 12 jam sebelum keberangkatan.',
      );

      // The same policy again changes nothing and records nothing.
      const again = await staffPut(t, petugasXtr, DESK, {
        operator_kode: 'XTR',
        kebijakan: EDITED,
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().results.berubah).toBe(false);
      expect(await audits()).toHaveLength(1);
    });

    it('refuses a bad policy at its field in Indonesian, and changes nothing', async () => {
      const before = await stored('BRY');
      const auditsBefore = (await audits()).length;
      const policy = SEED_POLICIES.BRY!;
      const bad: Array<[unknown, string, string]> = [
        [
          {
            ...policy,
            cancel: { ...policy.cancel, withAssurance: { percent: 150, hoursBefore: 12 } },
          },
          'kebijakan.cancel.withAssurance.percent',
          'Persen paling banyak 100',
        ],
        [
          // A basic tier ending after the cancellation deadline could never be reached.
          {
            ...policy,
            cancel: { ...policy.cancel, withoutAssurance: { percent: 50, hoursBefore: 2 } },
          },
          'kebijakan.cancel.withoutAssurance.hoursBefore',
          'Batas refund tanpa Asuransi Refund tidak boleh lebih dekat ke keberangkatan daripada batas pembatalan.',
        ],
        [
          { ...policy, cancel: { ...policy.cancel, hoursBefore: 2.5 } },
          'kebijakan.cancel.hoursBefore',
          'Jam harus bilangan bulat',
        ],
        [
          { ...policy, reschedule: { ...policy.reschedule, feePerPassenger: -1 } },
          'kebijakan.reschedule.feePerPassenger',
          'Biaya tidak boleh negatif',
        ],
        [
          { ...policy, reschedule: { ...policy.reschedule, lowerFare: 'simpan' } },
          'kebijakan.reschedule.lowerFare',
          "Harus 'refund' atau 'keep'",
        ],
        [
          { ...policy, cancel: { ...policy.cancel, hoursBefore: '12' } },
          'kebijakan.cancel.hoursBefore',
          'Harus berupa angka jam',
        ],
      ];
      for (const [kebijakan, field, message] of bad) {
        const res = await staffPut(t, admin, DESK, { operator_kode: 'BRY', kebijakan });
        expect(res.statusCode, JSON.stringify(kebijakan)).toBe(400);
        const body = res.json() as Json;
        expect(body).toMatchObject({ status: 'ERROR', error_code: 'VALIDATION_ERROR' });
        expect(body.details.fields, JSON.stringify(kebijakan)).toContainEqual({ field, message });
        expect(body.message).toContain(message);
      }
      // A policy must be sent whole (null is the default, leaving it out is not).
      const missing = await staffPut(t, admin, DESK, { operator_kode: 'BRY' });
      expect(missing.statusCode).toBe(400);
      expect(await stored('BRY')).toEqual(before);
      expect(await audits()).toHaveLength(auditsBefore);
    });

    it("another operator's petugas is answered 404 and changes nothing; an admin edits any operator and puts it back on the default", async () => {
      const before = await stored('PSR');
      const auditsBefore = (await audits()).length;
      const foreign = await staffPut(t, petugasBry, DESK, {
        operator_kode: 'PSR',
        kebijakan: EDITED,
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({
        error_code: 'NOT_FOUND',
        message: 'Operator tidak ditemukan.',
      });
      expect((await staffGet(t, petugasBry, DESK, { operator_kode: 'PSR' })).statusCode).toBe(404);
      expect(await stored('PSR')).toEqual(before);
      expect(await audits()).toHaveLength(auditsBefore);

      const saved = await staffPut(t, admin, DESK, { operator_kode: 'psr', kebijakan: EDITED });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().results).toMatchObject({ operator_kode: 'PSR', bawaan: false });
      const reset = await staffPut(t, admin, DESK, { operator_kode: 'PSR', kebijakan: null });
      expect(reset.statusCode, reset.body).toBe(200);
      expect(reset.json().results).toMatchObject({
        kebijakan: DEFAULT_OPERATOR_POLICY,
        bawaan: true,
        berubah: true,
      });
      expect(await stored('PSR')).toBeNull();
      const entries = (await audits()).filter((row) => row.entity_key === 'PSR');
      expect(entries.map((row) => row.after)).toEqual([
        { bawaan: false, kebijakan: EDITED },
        { bawaan: true, kebijakan: DEFAULT_OPERATOR_POLICY },
      ]);
      expect(
        (await staffPut(t, admin, DESK, { operator_kode: 'NOPE', kebijakan: null })).statusCode,
      ).toBe(404);
    });
  });
}

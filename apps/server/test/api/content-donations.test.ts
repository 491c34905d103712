import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DONATION_COMMENTS_PER_PAGE } from '@lintas/domain/content-schemas';
import { shortDonorName } from '../../src/modules/content/content.service.js';
import type { TestApp } from '../helpers/test-app.js';
import { clientGet, createContentTestApp } from './content.fixtures.js';
import { oneWay, post, reserveOk, seats } from './reservations.fixtures.js';

/**
 * The donation page (donasi/summary, donasi/list-komentar): donations given in bookings
 * count once the booking is paid, never while pending, nor when cancelled or expired.
 */
describe('donation API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createContentTestApp();
  });
  afterAll(() => t.close());

  // Each booking takes the next seat; twelve seats a bus, so the second test uses another.
  const nextSeat: Record<string, number> = {};
  let jadwal = 'XTR-01-1200';
  const book = (donasi: number, komentar: string | null, booker: Record<string, string> = {}) => {
    nextSeat[jadwal] = (nextSeat[jadwal] ?? 0) + 1;
    return reserveOk(
      t,
      oneWay({
        jadwal_kode: jadwal,
        kursi: seats(String(nextSeat[jadwal])),
        donasi,
        ...(komentar === null ? {} : { komentar_donasi: komentar }),
        ...booker,
      }),
    );
  };
  const settle = async (code: string) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/dev/payments/${code}/settle` });
    expect(res.statusCode, res.body).toBe(200);
  };
  const summary = async () => (await clientGet(t, '/api/donasi/summary')).json().results;
  const comments = async (page = '1') =>
    (await clientGet(t, '/api/donasi/list-komentar', { page })).json().results;

  it('counts only paid bookings: pending, cancelled and expired ones never', async () => {
    expect(await summary()).toMatchObject({
      judul: 'Berbagi Lewat Perjalanan',
      total_donasi: 0,
      jumlah_donasi: 0,
      jumlah_donatur: 0,
    });
    expect(await comments()).toEqual({ page: 1, total_page: 1, total_data: 0, list: [] });

    const paid = await book(25_000, 'Semoga bermanfaat untuk anak-anak kru bus.', {
      pemesan_nama: 'budi santoso',
    });
    const pending = await book(50_000, 'Belum dibayar, jangan dihitung.');
    const cancelled = await book(40_000, 'Dibatalkan.');
    const res = await post(
      t,
      '/api/travel/batal-reservasi',
      { reservasi_kode: cancelled.code, jenis_batal: 1 },
      { 'x-guest-token': cancelled.guestToken },
    );
    expect(res.statusCode).toBe(200);
    // Pending: nothing counts until the payment arrives.
    expect((await summary()).total_donasi).toBe(0);

    await settle(paid.code);
    const noComment = await book(10_000, null, {
      pemesan_nama: 'Siti Aminah',
      pemesan_email: 'siti.aminah@example.com',
    });
    await settle(noComment.code);
    // Same booker again: one more donation, not one more donor.
    const sameDonor = await book(5_000, '   ', { pemesan_email: 'BUDI.SANTOSO@example.com' });
    await settle(sameDonor.code);

    expect(await summary()).toMatchObject({
      total_donasi: 40_000,
      jumlah_donasi: 3,
      jumlah_donatur: 2,
    });
    // Comments: paid, with words (a blank one is no comment), the name shortened.
    expect(await comments()).toMatchObject({
      total_data: 1,
      list: [{ nama: 'Budi S.', komentar: 'Semoga bermanfaat untuk anak-anak kru bus.' }],
    });
    expect(pending.code).toBeTruthy();

    // The pending one's hold runs out: still never counted.
    t.clock.advanceMinutes(16);
    expect((await summary()).total_donasi).toBe(40_000);
  });

  it('pages the comments newest first without repeats', async () => {
    jadwal = 'XTR-01-1000';
    const before = (await comments()).total_data as number;
    const extra = DONATION_COMMENTS_PER_PAGE + 1 - before;
    const surnames =
      'Abadi Basuki Cahyono Darmawan Effendi Firmansyah Gunawan Hidayat Irawan Junaedi Kurniawan Lubis'.split(
        ' ',
      );
    for (let i = 1; i <= extra; i += 1) {
      const booking = await book(1_000 * i, `Komentar ke-${i}`, {
        pemesan_nama: `Rekan ${surnames[i - 1]}`,
      });
      await settle(booking.code);
      t.clock.advanceMinutes(1);
    }
    const first = await comments('1');
    expect(first).toMatchObject({
      page: 1,
      total_page: 2,
      total_data: DONATION_COMMENTS_PER_PAGE + 1,
    });
    expect(first.list).toHaveLength(DONATION_COMMENTS_PER_PAGE);
    expect(first.list[0]).toMatchObject({
      nama: `Rekan ${surnames[extra - 1]?.charAt(0)}.`,
      komentar: `Komentar ke-${extra}`,
    });
    const second = await comments('2');
    expect(second.list).toHaveLength(1);
    expect(second.list[0].nama).toBe('Budi S.');
    const dates = [...first.list, ...second.list].map((c: { tanggal: string }) => c.tanggal);
    expect([...dates].sort().reverse()).toEqual(dates);

    expect((await clientGet(t, '/api/donasi/list-komentar', { page: '0' })).statusCode).toBe(400);
    expect(
      (await clientGet(t, '/api/donasi/list-komentar', { page: '99' })).json().results.list,
    ).toEqual([]);
  });

  it('shortens names to the first name and an initial', () => {
    expect(shortDonorName('BUDI SANTOSO')).toBe('Budi S.');
    expect(shortDonorName('  siti  ')).toBe('Siti');
    expect(shortDonorName('Muhammad Rizki Ananda')).toBe('Muhammad A.');
    expect(shortDonorName('123')).toBe('Hamba Allah');
  });
});

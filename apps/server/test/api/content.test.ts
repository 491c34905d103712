import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BLOGS } from '../../src/db/seed/seed-content-blogs.js';
import type { TestApp } from '../helpers/test-app.js';
import { clientGet, createContentTestApp } from './content.fixtures.js';

/**
 * The public content calls (spec §7 "Content") on the demo content: blogs by group with
 * paging, a blog, banners by category, events and their vouchers, the popup by ads_kode,
 * FAQ lists, recommendations and a question. Each test leaves the data as it found it.
 */
describe('content API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createContentTestApp();
  });
  afterAll(() => t.close());

  const results = async (url: string, query: Record<string, string> = {}) => {
    const res = await clientGet(t, url, query);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('OK');
    return res.json().results;
  };

  describe('blogs', () => {
    it('pages every group newest first, without repeating or skipping a blog', async () => {
      const first = await results('/api/travel/list-blog-home-v2');
      expect(first).toMatchObject({
        blog_group_kode: null,
        page: 1,
        total_data: DEMO_BLOGS.length,
        total_page: 2,
      });
      expect(first.list).toHaveLength(6);
      const second = await results('/api/travel/list-blog-home-v2', { page: '2' });
      expect(second.list).toHaveLength(DEMO_BLOGS.length - 6);
      const codes = [...first.list, ...second.list].map((blog: { kode: string }) => blog.kode);
      expect(new Set(codes).size).toBe(DEMO_BLOGS.length);
      const newestFirst = [...DEMO_BLOGS]
        .sort((a, b) => a.daysAgo - b.daysAgo)
        .map((blog) => blog.code);
      expect(codes).toEqual(newestFirst);
      expect(first.grup).toEqual([
        { blog_group_kode: 'tips-perjalanan', nama: 'Tips Perjalanan', jumlah: 3 },
        { blog_group_kode: 'rute-populer', nama: 'Rute Populer', jumlah: 3 },
        { blog_group_kode: 'kabar-lintas', nama: 'Kabar Lintas', jumlah: 2 },
      ]);
      expect(first.list[0]).toMatchObject({
        kode: 'kini-bisa-bayar-dengan-qris',
        grup_nama: 'Kabar Lintas',
        gambar: '/content/blog-qris.svg',
        tanggal_terbit: '2026-11-20T01:00:00.000Z',
      });
      expect(first.list[0].menit_baca).toBeGreaterThanOrEqual(1);
      expect(first.list[0]).not.toHaveProperty('isi');
    });

    it('filters by group and per_page; an unknown group is 404, a bad one 400', async () => {
      const group = await results('/api/travel/list-blog-home-v2', {
        blog_group_kode: 'rute-populer',
        per_page: '2',
      });
      expect(group).toMatchObject({
        blog_group_kode: 'rute-populer',
        total_data: 3,
        total_page: 2,
      });
      expect(group.list.map((blog: { blog_group_kode: string }) => blog.blog_group_kode)).toEqual([
        'rute-populer',
        'rute-populer',
      ]);

      const unknown = await clientGet(t, '/api/travel/list-blog-home-v2', {
        blog_group_kode: 'tidak-ada',
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({
        status: 'ERROR',
        error_code: 'NOT_FOUND',
        message: 'Grup blog tidak ditemukan.',
      });
      const badQueries: Array<Record<string, string>> = [
        { blog_group_kode: 'Bukan Slug!' },
        { per_page: '0' },
        { per_page: '25' },
        { page: 'abc' },
      ];
      for (const query of badQueries) {
        const bad = await clientGet(t, '/api/travel/list-blog-home-v2', query);
        expect(bad.statusCode, JSON.stringify(query)).toBe(400);
        expect(bad.json().error_code).toBe('VALIDATION_ERROR');
      }
    });

    it('hides drafts and blogs dated in the future; an empty group is an empty page', async () => {
      const now = t.clock.now();
      await t.db.insertInto('blog_groups').values({ code: 'kosong', name: 'Kosong' }).execute();
      const base = {
        group_code: 'kosong',
        title: 'Artikel tersembunyi',
        summary: 'Ringkasan artikel tersembunyi',
        body: 'Isi',
        image_url: '/content/blog-qris.svg',
        author: 'Tim Lintas',
        created_at: now,
        updated_at: now,
      };
      await t.db
        .insertInto('blogs')
        .values([
          { ...base, code: 'draf', published_at: now, is_published: false },
          { ...base, code: 'besok', published_at: new Date(now.getTime() + 86_400_000) },
        ])
        .execute();
      try {
        const empty = await results('/api/travel/list-blog-home-v2', { blog_group_kode: 'kosong' });
        expect(empty).toMatchObject({ total_data: 0, list: [] });
        expect(empty.grup.map((g: { blog_group_kode: string }) => g.blog_group_kode)).not.toContain(
          'kosong',
        );
        for (const kode of ['draf', 'besok']) {
          const res = await clientGet(t, '/api/travel/detail-blog', { kode });
          expect(res.statusCode).toBe(404);
        }
        // A day later the dated one shows.
        t.clock.advanceMinutes(24 * 60);
        expect((await results('/api/travel/detail-blog', { kode: 'besok' })).judul).toBe(
          'Artikel tersembunyi',
        );
      } finally {
        t.clock.set(now);
        await t.db.deleteFrom('blogs').where('group_code', '=', 'kosong').execute();
        await t.db.deleteFrom('blog_groups').where('code', '=', 'kosong').execute();
      }
    });

    it('answers a blog with its body and up to three others of its group', async () => {
      const blog = await results('/api/travel/detail-blog', {
        kode: 'cara-memilih-kursi-terbaik',
      });
      expect(blog).toMatchObject({
        kode: 'cara-memilih-kursi-terbaik',
        blog_group_kode: 'tips-perjalanan',
        judul: 'Cara Memilih Kursi Terbaik di Bus dan Shuttle',
        penulis: 'Dimas Pratama',
      });
      expect(blog.isi).toContain('## Kursi depan');
      expect(blog.terkait.map((other: { kode: string }) => other.kode)).toEqual([
        'tips-nyaman-naik-shuttle-malam',
        'barang-wajib-dibawa-saat-mudik',
      ]);

      const missing = await clientGet(t, '/api/travel/detail-blog', { kode: 'tidak-ada' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Artikel tidak ditemukan.');
      const bad = await clientGet(t, '/api/travel/detail-blog', { kode: '../etc/passwd' });
      expect(bad.statusCode).toBe(400);
      const absent = await clientGet(t, '/api/travel/detail-blog');
      expect(absent.statusCode).toBe(400);
    });
  });

  describe('banners', () => {
    it('lists the carousel, by category, and the categories with their counts', async () => {
      const all = await results('/api/travel/list-banner');
      expect(all.map((banner: { judul: string }) => banner.judul)).toEqual([
        'Hemat 10% Semua Rute',
        'Bandung - Jakarta Tiap Jam',
        'Bayar Pakai QRIS',
        'Berbagi Lewat Perjalanan',
      ]);
      const categories = await results('/api/travel/list-banner-kategori');
      expect(categories).toEqual([
        { kategori_id: expect.any(Number), nama: 'Promo', jumlah: 2 },
        { kategori_id: expect.any(Number), nama: 'Info Perjalanan', jumlah: 2 },
      ]);
      const promo = await results('/api/travel/list-banner', {
        kategori_id: String(categories[0].kategori_id),
      });
      expect(promo.map((banner: { kategori_nama: string }) => banner.kategori_nama)).toEqual([
        'Promo',
        'Promo',
      ]);
      expect(promo[0]).toMatchObject({ kode: null, gambar: '/content/banner-hemat.svg' });
      expect(await results('/api/travel/list-banner', { kategori_id: '999' })).toEqual([]);
      expect(
        (await clientGet(t, '/api/travel/list-banner', { kategori_id: '-1' })).statusCode,
      ).toBe(400);
    });

    it('stops showing a banner when it ends, and an inactive one at once', async () => {
      const now = t.clock.now();
      try {
        t.clock.advanceMinutes(61 * 24 * 60);
        const later = await results('/api/travel/list-banner');
        expect(later.map((banner: { judul: string }) => banner.judul)).not.toContain(
          'Hemat 10% Semua Rute',
        );
        t.clock.set(now);
        await t.db
          .updateTable('banners')
          .set({ is_active: false })
          .where('title', '=', 'Bayar Pakai QRIS')
          .execute();
        const after = await results('/api/travel/list-banner');
        expect(after).toHaveLength(3);
      } finally {
        t.clock.set(now);
        await t.db
          .updateTable('banners')
          .set({ is_active: true })
          .where('title', '=', 'Bayar Pakai QRIS')
          .execute();
      }
    });

    it('lists events and an event vouchers, judged, skipping codes that no longer exist', async () => {
      const events = await results('/api/travel/list-banner-event');
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ kode: 'promo-akhir-pekan', judul: 'Promo Akhir Pekan' });

      await t.db
        .updateTable('banners')
        .set({ voucher_codes: ['LINTASHEMAT', 'TIDAKADA', 'MUDIKLALU'] })
        .where('code', '=', 'promo-akhir-pekan')
        .execute();
      try {
        const event = await results('/api/travel/list-voucher-event', {
          kode: 'promo-akhir-pekan',
        });
        expect(event.event.kode).toBe('promo-akhir-pekan');
        expect(
          event.list.map((voucher: { voucher_kode: string; dapat_digunakan: boolean }) => [
            voucher.voucher_kode,
            voucher.dapat_digunakan,
          ]),
        ).toEqual([
          ['LINTASHEMAT', true],
          ['MUDIKLALU', false],
        ]);
      } finally {
        await t.db
          .updateTable('banners')
          .set({ voucher_codes: ['LINTASHEMAT', 'DISKON20RB', 'BCAHEMAT', 'PENGGUNABARU'] })
          .where('code', '=', 'promo-akhir-pekan')
          .execute();
      }
      const missing = await clientGet(t, '/api/travel/list-voucher-event', { kode: 'tidak-ada' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Event tidak ditemukan atau sudah berakhir.');
    });

    it('answers the popup of the visitor campaign, else the one for everybody, else null', async () => {
      const now = t.clock.now();
      const general = await results('/api/travel/banner-popup');
      expect(general.popup).toMatchObject({ kode: 'selamat-datang' });

      await t.db
        .insertInto('banners')
        .values({
          placement: 'popup',
          code: 'iklan-bogor',
          title: 'Ke Bogor mulai Rp 45.000',
          image_url: '/content/popup-selamat-datang.svg',
          created_at: now,
          updated_at: now,
        })
        .execute();
      try {
        const own = await results('/api/travel/banner-popup', { ads_kode: 'iklan-bogor' });
        expect(own.popup).toMatchObject({ kode: 'iklan-bogor', judul: 'Ke Bogor mulai Rp 45.000' });
        // A campaign popup is never shown to visitors who did not come from it.
        const other = await results('/api/travel/banner-popup', { ads_kode: 'iklan-lain' });
        expect(other.popup.kode).toBe('selamat-datang');

        await t.db
          .updateTable('banners')
          .set({ is_active: false })
          .where('code', '=', 'selamat-datang')
          .execute();
        expect(await results('/api/travel/banner-popup')).toEqual({ popup: null });
        const bad = await clientGet(t, '/api/travel/banner-popup', { ads_kode: '<script>' });
        expect(bad.statusCode).toBe(400);
      } finally {
        await t.db.deleteFrom('banners').where('code', '=', 'iklan-bogor').execute();
        await t.db
          .updateTable('banners')
          .set({ is_active: true })
          .where('code', '=', 'selamat-datang')
          .execute();
      }
    });
  });

  describe('FAQ', () => {
    it('lists the questions by category, filtered by words or category', async () => {
      const all = await results('/api/travel/list-faq');
      expect(all.map((group: { nama: string }) => group.nama)).toEqual([
        'Pemesanan',
        'Pembayaran',
        'Pembatalan & Refund',
        'Keberangkatan & Naik',
      ]);
      expect(all[0].list[0]).toMatchObject({
        pertanyaan: 'Bagaimana cara memesan tiket di Lintas?',
        kategori_nama: 'Pemesanan',
      });
      expect(all[0].list[0]).not.toHaveProperty('jawaban');

      const qris = await results('/api/travel/list-faq', { cari: 'qris' });
      expect(qris.map((group: { nama: string }) => group.nama)).toEqual(['Pembayaran']);
      // LIKE's wildcards are matched literally, not as "anything".
      expect(await results('/api/travel/list-faq', { cari: '%' })).toEqual([]);
      expect(await results('/api/travel/list-faq', { cari: '_' })).toEqual([]);

      const byCategory = await results('/api/travel/list-faq', {
        kategori_id: String(all[3].kategori_id),
      });
      expect(byCategory).toHaveLength(1);
      expect(byCategory[0].nama).toBe('Keberangkatan & Naik');
      expect(
        (await clientGet(t, '/api/travel/list-faq', { cari: 'x'.repeat(65) })).statusCode,
      ).toBe(400);
    });

    it('recommends at most six questions and answers one with related questions', async () => {
      const recommended = await results('/api/travel/rekomendasi-faq');
      expect(recommended).toHaveLength(6);
      const first = recommended[0];
      const detail = await results('/api/travel/detail-faq', { faq_id: String(first.faq_id) });
      expect(detail).toMatchObject({
        faq_id: first.faq_id,
        pertanyaan: first.pertanyaan,
        kategori_nama: 'Pemesanan',
      });
      expect(detail.jawaban).toContain('e-tiket');
      expect(detail.terkait.length).toBeGreaterThan(0);
      for (const related of detail.terkait) {
        expect(related.kategori_id).toBe(detail.kategori_id);
        expect(related.faq_id).not.toBe(detail.faq_id);
      }

      const missing = await clientGet(t, '/api/travel/detail-faq', { faq_id: '99999' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Pertanyaan tidak ditemukan.');
      expect((await clientGet(t, '/api/travel/detail-faq', { faq_id: 'abc' })).statusCode).toBe(
        400,
      );
    });
  });

  it('needs client credentials, and marks the catalogue answers cacheable', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/travel/list-faq' });
    expect(anonymous.statusCode).toBe(401);
    const res = await clientGet(t, '/api/travel/list-banner');
    expect(res.headers.etag).toBeDefined();
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });
});

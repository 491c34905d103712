import { describe, expect, it } from 'vitest';
import { DEMO_SOUVENIRS } from '../../src/db/seed/seed-souvenirs.js';
import type { TestApp } from '../helpers/test-app.js';
import { type Product, useSouvenirShop } from './souvenirs.fixtures.js';

/**
 * The souvenir catalogue calls (spec §7) on the demo souvenirs: banner-oleh-oleh,
 * list-produk-oleh-oleh, detail-produk- and rekomendasi-produk-oleh-oleh.
 * Every test leaves the data as it found it.
 */
describe('souvenirs API', () => {
  let t: TestApp;
  let byName: Map<string, Product>;
  const { results, expectError, id } = useSouvenirShop((shop) => ({ t, byName } = shop));

  it('refuses a caller without the client credentials', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/travel/banner-oleh-oleh' });
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe('ERROR');
  });

  describe('banner-oleh-oleh', () => {
    it('lists the showing banners in order, and stops showing one that ended', async () => {
      const banners = await results('/api/travel/banner-oleh-oleh');
      expect(banners).toEqual([
        {
          banner_id: expect.any(Number),
          judul: 'Oleh-oleh Khas Kota Tujuan',
          subjudul: 'Bolu, bakpia, peuyeum dan lainnya dari penjual pilihan.',
          gambar: '/content/oleh-oleh/banner-oleh-oleh.svg',
          tautan: null,
        },
        expect.objectContaining({ judul: 'Pesan Lewat WhatsApp', tautan: '/faq' }),
      ]);
      const now = t.clock.now();
      await t.db
        .updateTable('souvenir_banners')
        .set({ ends_at: new Date(now.getTime() + 60_000) })
        .where('title', '=', 'Pesan Lewat WhatsApp')
        .execute();
      try {
        t.clock.advanceMinutes(2);
        const later = await results('/api/travel/banner-oleh-oleh');
        expect(later.map((banner: { judul: string }) => banner.judul)).toEqual([
          'Oleh-oleh Khas Kota Tujuan',
        ]);
      } finally {
        t.clock.set(now);
        await t.db
          .updateTable('souvenir_banners')
          .set({ ends_at: null })
          .where('title', '=', 'Pesan Lewat WhatsApp')
          .execute();
      }
    });
  });

  describe('list-produk-oleh-oleh', () => {
    it('defaults to page 1 with one product a page (spec §9), with the categories', async () => {
      const first = await results('/api/travel/list-produk-oleh-oleh');
      expect(first).toMatchObject({
        kategori_id: null,
        search: '',
        page: 1,
        per_page: 1,
        total_data: DEMO_SOUVENIRS.length,
        total_page: DEMO_SOUVENIRS.length,
      });
      expect(first.list).toHaveLength(1);
      expect(first.list[0]).toEqual({
        produk_id: expect.any(Number),
        kategori_id: expect.any(Number),
        kategori_nama: 'Kue & Bolu',
        nama: 'Bolu Kukus Ketan Hitam',
        toko: 'Bolu Kukus Sari Rasa',
        kota: 'Bandung',
        harga: 38_000,
        satuan: 'kotak isi 10',
        gambar: '/content/oleh-oleh/bolu-kukus.svg',
        tersedia: true,
      });
      expect(first.list[0]).not.toHaveProperty('deskripsi');
      expect(
        first.kategori.map((c: { nama: string; jumlah: number }) => [c.nama, c.jumlah]),
      ).toEqual([
        ['Kue & Bolu', 3],
        ['Camilan & Keripik', 3],
        ['Makanan Khas', 4],
        ['Kerajinan', 1],
      ]);
    });

    it('pages without repeating or skipping a product', async () => {
      const seen: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const answer = await results('/api/travel/list-produk-oleh-oleh', {
          page: String(page),
          per_page: '4',
        });
        expect(answer.total_page).toBe(3);
        seen.push(...answer.list.map((product: Product) => product.nama));
      }
      expect(seen).toEqual(DEMO_SOUVENIRS.map((product) => product.name));
      const beyond = await results('/api/travel/list-produk-oleh-oleh', {
        page: '9',
        per_page: '4',
      });
      expect(beyond.list).toEqual([]);
    });

    it('filters by category and by words in the name, shop, city or description', async () => {
      const craft = byName.get('Kain Batik Cap Kawung');
      const crafts = await results('/api/travel/list-produk-oleh-oleh', {
        kategori_id: String(craft?.kategori_id),
        per_page: '24',
      });
      expect(crafts).toMatchObject({ kategori_id: craft?.kategori_id, total_data: 1 });
      expect(crafts.list.map((product: Product) => product.nama)).toEqual([
        'Kain Batik Cap Kawung',
      ]);

      const inJogja = await results('/api/travel/list-produk-oleh-oleh', {
        search: '  yogyakarta ',
        per_page: '24',
      });
      expect(inJogja.search).toBe('yogyakarta');
      expect(inJogja.list.map((product: Product) => product.nama)).toEqual([
        'Bakpia Kacang Hijau',
        'Gudeg Kaleng',
        'Kain Batik Cap Kawung',
      ]);
      const byShop = await results('/api/travel/list-produk-oleh-oleh', {
        search: 'Teh Ocih',
        per_page: '24',
      });
      expect(byShop.list.map((product: Product) => product.nama)).toEqual([
        'Keripik Singkong Pedas Level 10',
      ]);
      // LIKE's wildcards are matched literally: '%' names no product.
      const wildcard = await results('/api/travel/list-produk-oleh-oleh', { search: '%' });
      expect(wildcard).toMatchObject({ total_data: 0, total_page: 1, list: [] });
      // Both together: a category and words that match nothing in it.
      const none = await results('/api/travel/list-produk-oleh-oleh', {
        kategori_id: String(craft?.kategori_id),
        search: 'bakpia',
      });
      expect(none.list).toEqual([]);
    });

    it('hides an inactive product and answers an empty category with an empty page', async () => {
      const now = t.clock.now();
      const category = await t.db
        .insertInto('souvenir_categories')
        .values({ name: 'Kosong', sort_order: 9 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .updateTable('souvenir_products')
        .set({ is_active: false, updated_at: now })
        .where('name', '=', 'Peuyeum Bandung')
        .execute();
      try {
        const empty = await results('/api/travel/list-produk-oleh-oleh', {
          kategori_id: String(category.id),
        });
        expect(empty).toMatchObject({ total_data: 0, list: [] });
        expect(empty.kategori.map((c: { nama: string }) => c.nama)).not.toContain('Kosong');
        const all = await results('/api/travel/list-produk-oleh-oleh', { per_page: '24' });
        expect(all.total_data).toBe(DEMO_SOUVENIRS.length - 1);
        expect(all.list.map((product: Product) => product.nama)).not.toContain('Peuyeum Bandung');
        await expectError(
          '/api/travel/detail-produk-oleh-oleh',
          { produk_id: String(id('Peuyeum Bandung')) },
          404,
          'NOT_FOUND',
        );
      } finally {
        await t.db
          .updateTable('souvenir_products')
          .set({ is_active: true })
          .where('name', '=', 'Peuyeum Bandung')
          .execute();
        await t.db.deleteFrom('souvenir_categories').where('id', '=', category.id).execute();
      }
    });

    it('answers an unknown category 404 and bad parameters 400 in Indonesian', async () => {
      const missing = await expectError(
        '/api/travel/list-produk-oleh-oleh',
        { kategori_id: '999' },
        404,
        'NOT_FOUND',
      );
      expect(missing.message).toBe('Kategori oleh-oleh tidak ditemukan.');
      const badQueries: Array<Record<string, string>> = [
        { per_page: '0' },
        { per_page: '25' },
        { per_page: '1.5' },
        { page: 'abc' },
        { page: '0' },
        { kategori_id: '-1' },
        { kategori_id: 'bandung' },
        { search: 'x'.repeat(65) },
        { search: 'a\u0000b' },
      ];
      for (const query of badQueries) {
        const error = await expectError(
          '/api/travel/list-produk-oleh-oleh',
          query,
          400,
          'VALIDATION_ERROR',
        );
        expect(error.message).not.toMatch(/expected|invalid input/i);
      }
    });
  });

  describe('detail-produk-oleh-oleh', () => {
    it('answers a product with its description', async () => {
      const detail = await results('/api/travel/detail-produk-oleh-oleh', {
        produk_id: String(id('Bakpia Kacang Hijau')),
      });
      expect(detail).toMatchObject({
        nama: 'Bakpia Kacang Hijau',
        toko: 'Bakpia Mbok Sri',
        kota: 'Yogyakarta',
        harga: 45_000,
        tersedia: true,
      });
      expect(detail.deskripsi).toContain('kacang hijau');
      const soldOut = await results('/api/travel/detail-produk-oleh-oleh', {
        produk_id: String(id('Gudeg Kaleng')),
      });
      expect(soldOut.tersedia).toBe(false);
    });

    it('answers an unknown product 404 and a missing or bad id 400', async () => {
      const missing = await expectError(
        '/api/travel/detail-produk-oleh-oleh',
        { produk_id: '99999' },
        404,
        'NOT_FOUND',
      );
      expect(missing.message).toBe('Oleh-oleh tidak ditemukan.');
      const badQueries: Array<Record<string, string>> = [
        {},
        { produk_id: '' },
        { produk_id: 'abc' },
        { produk_id: '0' },
      ];
      for (const query of badQueries) {
        await expectError('/api/travel/detail-produk-oleh-oleh', query, 400, 'VALIDATION_ERROR');
      }
    });
  });

  describe('rekomendasi-produk-oleh-oleh', () => {
    it('lists at most six recommended products, those in stock first', async () => {
      const list: Product[] = await results('/api/travel/rekomendasi-produk-oleh-oleh');
      const recommended = DEMO_SOUVENIRS.filter((product) => product.recommended);
      expect(list).toHaveLength(6);
      expect(list.every((product) => recommended.some((r) => r.name === product.nama))).toBe(true);
      expect(list.map((product) => product.tersedia)).toEqual([true, true, true, true, true, true]);
    });

    it('beside a product: itself left out, its category first; unknown 404, bad 400', async () => {
      const bakpia = id('Bakpia Kacang Hijau');
      const list: Product[] = await results('/api/travel/rekomendasi-produk-oleh-oleh', {
        produk_id: String(bakpia),
      });
      expect(list.map((product) => product.produk_id)).not.toContain(bakpia);
      expect(list[0]?.nama).toBe('Bolu Kukus Ketan Hitam');
      expect(list[0]?.kategori_nama).toBe('Kue & Bolu');
      await expectError(
        '/api/travel/rekomendasi-produk-oleh-oleh',
        { produk_id: '99999' },
        404,
        'NOT_FOUND',
      );
      await expectError(
        '/api/travel/rekomendasi-produk-oleh-oleh',
        { produk_id: 'x' },
        400,
        'VALIDATION_ERROR',
      );
    });
  });
});

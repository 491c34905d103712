import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoSouvenirs } from '../../src/db/seed/seed-souvenirs.js';
import { countRows, type TestApp, WEB_BASIC } from '../helpers/test-app.js';
import { createStaffTestApp, signInAdminAndPetugas, staffSend } from './staff.fixtures.js';

/**
 * Staff edits of souvenir products (/api/staff/oleh-oleh): only an admin's staff session
 * writes; bad input is refused in Indonesian and changes nothing; every write and delete
 * leaves an audit entry; the public catalogue shows the change at once.
 */
describe('staff souvenir endpoints', () => {
  let t: TestApp;
  let admin: string;
  let petugas: string;
  let categoryId: number;
  beforeAll(async () => {
    t = await createStaffTestApp();
    await seedDemoSouvenirs(t.db, t.clock.now());
    ({ admin, petugas } = await signInAdminAndPetugas(t));
    const category = await t.db
      .selectFrom('souvenir_categories')
      .select('id')
      .where('name', '=', 'Makanan Khas')
      .executeTakeFirstOrThrow();
    categoryId = category.id;
  });
  afterAll(() => t.close());

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    authorization: string | undefined,
    payload?: Record<string, unknown>,
  ) => staffSend(t, method, url, authorization, payload);

  const productCount = () => countRows(t, 'souvenir_products');

  const audit = () =>
    t.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('action', 'like', 'souvenir.%')
      .orderBy('id')
      .execute();

  const body = (overrides: Record<string, unknown> = {}) => ({
    kategori_id: categoryId,
    nama: 'Wingko Babat',
    toko: 'Wingko Cap Kereta Api Bu Sri',
    kota: 'Semarang',
    harga: 32_000,
    satuan: 'kotak isi 10',
    deskripsi: 'Kue kelapa muda bakar yang legit, oleh-oleh khas stasiun Semarang Tawang.',
    gambar: '/content/oleh-oleh/bakpia.svg',
    whatsapp: '0812-2700 9988',
    rekomendasi: true,
    ...overrides,
  });

  const publicList = async (search: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/travel/list-produk-oleh-oleh',
      query: { search, per_page: '24' },
      headers: { authorization: WEB_BASIC },
    });
    return res.json().results.list as Array<{ nama: string; harga: number; tersedia: boolean }>;
  };

  it('lets only an admin session in (none: 401, petugas: 403), writing nothing', async () => {
    const before = await productCount();
    const anonymous = await send('POST', '/api/staff/oleh-oleh/produk', undefined, body());
    expect(anonymous.statusCode).toBe(401);
    const asClient = await send('POST', '/api/staff/oleh-oleh/produk', WEB_BASIC, body());
    expect(asClient.statusCode).toBe(401);
    const asPetugas = await send('POST', '/api/staff/oleh-oleh/produk', petugas, body());
    expect(asPetugas.statusCode).toBe(403);
    expect(asPetugas.json().message).toBe('Katalog oleh-oleh hanya dapat diubah oleh admin.');
    expect((await send('GET', '/api/staff/oleh-oleh', petugas)).statusCode).toBe(403);
    expect(await productCount()).toBe(before);
    expect(await audit()).toEqual([]);
  });

  it('creates, replaces and deletes a product, each audited and shown to the public', async () => {
    const created = await send('POST', '/api/staff/oleh-oleh/produk', admin, body());
    expect(created.statusCode, created.body).toBe(200);
    const product = created.json().results;
    expect(product).toMatchObject({
      nama: 'Wingko Babat',
      harga: 32_000,
      // Typed with 0 and separators, stored as international digits.
      whatsapp: '6281227009988',
      tersedia: true,
      rekomendasi: true,
      aktif: true,
      urutan: 0,
    });
    expect((await publicList('wingko')).map((p) => p.nama)).toEqual(['Wingko Babat']);

    const replaced = await send(
      'PUT',
      `/api/staff/oleh-oleh/produk/${product.produk_id}`,
      admin,
      body({ harga: 35_000, tersedia: false, whatsapp: '' }),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().results).toMatchObject({
      harga: 35_000,
      tersedia: false,
      whatsapp: null,
    });
    expect(await publicList('wingko')).toMatchObject([{ harga: 35_000, tersedia: false }]);

    const overview = await send('GET', '/api/staff/oleh-oleh', admin);
    expect(overview.statusCode).toBe(200);
    expect(overview.json().results.kategori).toHaveLength(4);
    expect(
      overview.json().results.produk.some((p: { nama: string }) => p.nama === 'Wingko Babat'),
    ).toBe(true);

    const removed = await send('DELETE', `/api/staff/oleh-oleh/produk/${product.produk_id}`, admin);
    expect(removed.json()).toEqual({
      status: 'OK',
      results: { produk_id: product.produk_id, dihapus: true },
    });
    expect(await publicList('wingko')).toEqual([]);

    const entries = await audit();
    expect(entries.map((entry) => [entry.action, entry.entity_key])).toEqual([
      ['souvenir.create', String(product.produk_id)],
      ['souvenir.update', String(product.produk_id)],
      ['souvenir.delete', String(product.produk_id)],
    ]);
    const update = entries[1];
    expect((update?.before as { price: number }).price).toBe(32_000);
    expect((update?.after as { price: number }).price).toBe(35_000);
  });

  it('refuses bad input in Indonesian and changes nothing', async () => {
    const before = await productCount();
    const bad: Array<[Record<string, unknown>, RegExp]> = [
      [{ nama: '' }, /Nama/],
      [{ harga: -5 }, /Harga minimal/],
      [{ harga: 12.5 }, /rupiah bulat/],
      [{ harga: '32000' }, /Harga harus berupa angka/],
      [{ gambar: 'javascript:alert(1)' }, /situs ini/],
      [{ gambar: 'http://contoh.id/a.svg' }, /https/],
      [{ gambar: '//evil.example/a.svg' }, /situs ini/],
      [{ whatsapp: '12345' }, /nomor Indonesia/],
      [{ kategori_id: 0 }, /lebih dari 0/],
      [{ deskripsi: 'pendek' }, /minimal 10/],
      [{ tersedia: 'ya' }, /true atau false/],
      [{ nama: 'a\u0000b' }, /tidak diizinkan/],
    ];
    for (const [overrides, message] of bad) {
      const res = await send('POST', '/api/staff/oleh-oleh/produk', admin, body(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().error_code).toBe('VALIDATION_ERROR');
      expect(res.json().message, JSON.stringify(overrides)).toMatch(message);
    }
    const unknownCategory = await send(
      'POST',
      '/api/staff/oleh-oleh/produk',
      admin,
      body({ kategori_id: 9999 }),
    );
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json().message).toContain('Kategori oleh-oleh tidak ditemukan');
    expect(await productCount()).toBe(before);
    expect((await audit()).filter((entry) => entry.action === 'souvenir.create')).toHaveLength(1);
  });

  it('answers 404 for a product that does not exist, and 400 for a bad id', async () => {
    const put = await send('PUT', '/api/staff/oleh-oleh/produk/99999', admin, body());
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe('Oleh-oleh tidak ditemukan.');
    const del = await send('DELETE', '/api/staff/oleh-oleh/produk/99999', admin);
    expect(del.statusCode).toBe(404);
    const bad = await send('DELETE', '/api/staff/oleh-oleh/produk/abc', admin);
    expect(bad.statusCode).toBe(400);
  });
});

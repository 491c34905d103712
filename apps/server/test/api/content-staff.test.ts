import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, type TestApp, WEB_BASIC } from '../helpers/test-app.js';
import { clientGet, createContentTestApp } from './content.fixtures.js';
import { insertCustomerWithToken } from './payments-fixtures.js';
import { DEMO_ADMIN_EMAIL, signInAdminAndPetugas, staffSend } from './staff.fixtures.js';

/**
 * Staff edits of blogs, banners and FAQ (/api/staff/konten): only an admin's staff
 * session writes; every write and delete leaves an audit entry in its transaction.
 */
describe('staff content endpoints', () => {
  let t: TestApp;
  let admin: string;
  let petugas: string;
  beforeAll(async () => {
    t = await createContentTestApp();
    ({ admin, petugas } = await signInAdminAndPetugas(t));
  });
  afterAll(() => t.close());

  const send = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    authorization: string | undefined,
    payload?: Record<string, unknown>,
  ) => staffSend(t, method, url, authorization, payload);

  const counts = async () => ({
    blogs: await countRows(t, 'blogs'),
    banners: await countRows(t, 'banners'),
    faqs: await countRows(t, 'faqs'),
  });

  const contentAudit = () =>
    t.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('action', 'like', 'content.%')
      .orderBy('id')
      .execute();

  const blogBody = (overrides: Record<string, unknown> = {}) => ({
    kode: 'tips-naik-bus-pertama-kali',
    blog_group_kode: 'tips-perjalanan',
    judul: 'Tips Naik Bus Antarkota Pertama Kali',
    ringkasan: 'Hal-hal kecil yang membuat perjalanan pertama terasa tenang.',
    isi: 'Datanglah lebih awal ke titik keberangkatan.\n\n## Bawa e-tiket\n\nTunjukkan kode QR kepada petugas saat naik.',
    gambar: '/content/blog-pilih-kursi.svg',
    ...overrides,
  });

  it('refuses every write without an admin staff session, and writes nothing', async () => {
    const before = await counts();
    const customer = await insertCustomerWithToken(t, 'konten-probe@example.com');
    const targets: Array<['POST' | 'PUT' | 'DELETE', string, Record<string, unknown>?]> = [
      ['POST', '/api/staff/konten/blog', blogBody()],
      ['PUT', '/api/staff/konten/blog/1', blogBody()],
      ['DELETE', '/api/staff/konten/blog/1'],
      ['POST', '/api/staff/konten/faq', { kategori_id: 1, pertanyaan: 'Apa?', jawaban: 'x' }],
      ['DELETE', '/api/staff/konten/faq/1'],
      ['DELETE', '/api/staff/konten/banner/1'],
    ];
    for (const [method, url, payload] of targets) {
      for (const authorization of [
        undefined,
        WEB_BASIC,
        customer.bearer,
        // The feedback key is another door (decision 0014); it opens nothing here.
        'Bearer test-staff-key-0123456789abcdef',
        'Bearer bukan-token',
      ]) {
        const res = await send(method, url, authorization, payload);
        expect(res.statusCode, `${method} ${url} ${authorization}`).toBe(401);
        expect(res.json()).toMatchObject({ status: 'ERROR', error_code: 'STAFF_SESSION_EXPIRED' });
      }
      const asPetugas = await send(method, url, petugas, payload);
      expect(asPetugas.statusCode, `${method} ${url} petugas`).toBe(
        // Validation runs before the handler, so a petugas's bad body is still a 400.
        method === 'POST' && url.endsWith('/faq') ? 400 : 403,
      );
    }
    const valid = await send('POST', '/api/staff/konten/blog', petugas, blogBody());
    expect(valid.statusCode).toBe(403);
    expect(valid.json()).toMatchObject({
      error_code: 'FORBIDDEN',
      message: 'Konten situs hanya dapat diubah oleh admin.',
    });
    expect(await counts()).toEqual(before);
    expect(await contentAudit()).toEqual([]);
  });

  it('creates, edits and deletes a blog with an audit entry for each', async () => {
    const created = await send('POST', '/api/staff/konten/blog', admin, blogBody());
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json().results;
    expect(created.json().results).toEqual({ id, jenis: 'blog', tampil: true });
    const shown = await clientGet(t, '/api/travel/detail-blog', {
      kode: 'tips-naik-bus-pertama-kali',
    });
    expect(shown.json().results).toMatchObject({
      blog_id: id,
      judul: 'Tips Naik Bus Antarkota Pertama Kali',
      penulis: 'Tim Lintas',
    });

    const edited = await send(
      'PUT',
      `/api/staff/konten/blog/${id}`,
      admin,
      blogBody({ judul: 'Panduan Naik Bus Antarkota Pertama Kali', terbit: false }),
    );
    expect(edited.json().results).toEqual({ id, jenis: 'blog', tampil: false });
    // Unpublished: gone from the public side.
    expect(
      (await clientGet(t, '/api/travel/detail-blog', { kode: 'tips-naik-bus-pertama-kali' }))
        .statusCode,
    ).toBe(404);

    const removed = await send('DELETE', `/api/staff/konten/blog/${id}`, admin);
    expect(removed.json().results).toEqual({ id, jenis: 'blog', dihapus: true });
    const again = await send('DELETE', `/api/staff/konten/blog/${id}`, admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Artikel tidak ditemukan.');

    const audit = await contentAudit();
    expect(audit.map((entry) => [entry.action, entry.entity, entry.entity_key])).toEqual([
      ['content.create', 'blog', String(id)],
      ['content.update', 'blog', String(id)],
      ['content.delete', 'blog', String(id)],
    ]);
    expect(audit[1]?.before).toMatchObject({ title: 'Tips Naik Bus Antarkota Pertama Kali' });
    expect(audit[1]?.after).toMatchObject({
      title: 'Panduan Naik Bus Antarkota Pertama Kali',
      is_published: false,
    });
    expect(audit[2]?.after).toBeNull();
    // The admin reads them in the audit log like any other staff change.
    const log = await t.app.inject({
      method: 'GET',
      url: '/api/staff/audit',
      headers: { authorization: admin },
    });
    expect(log.json().results.list[0]).toMatchObject({
      aksi: 'content.delete',
      entitas: 'blog',
      staf: { email: DEMO_ADMIN_EMAIL },
    });
  });

  it('refuses a taken code, an unknown group, unsafe links and a missing row', async () => {
    const before = await counts();
    const taken = await send(
      'POST',
      '/api/staff/konten/blog',
      admin,
      blogBody({ kode: 'cara-memilih-kursi-terbaik' }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      error_code: 'CONTENT_CODE_TAKEN',
      message: 'Kode artikel sudah dipakai artikel lain. Pilih kode lain.',
    });
    const group = await send(
      'POST',
      '/api/staff/konten/blog',
      admin,
      blogBody({ blog_group_kode: 'tidak-ada' }),
    );
    expect(group.statusCode).toBe(400);
    expect(group.json().message).toContain('Grup blog tidak ditemukan');
    for (const gambar of [
      'javascript:alert(1)',
      'http://contoh.id/a.svg',
      '//evil.example/a.svg',
      '/\\evil.example',
      'data:image/svg+xml,<svg/>',
    ]) {
      const res = await send('POST', '/api/staff/konten/blog', admin, blogBody({ gambar }));
      expect(res.statusCode, gambar).toBe(400);
      expect(res.json().error_code).toBe('VALIDATION_ERROR');
    }
    const missing = await send('PUT', '/api/staff/konten/blog/999999', admin, blogBody());
    expect(missing.statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('creates a campaign popup shown only to its ads_kode, and checks banner rules', async () => {
    const popup = {
      penempatan: 'popup',
      kode: 'iklan-semarang',
      judul: 'Jakarta - Semarang mulai Rp 180.000',
      gambar: '/content/popup-selamat-datang.svg',
      tautan: '/jadwal',
    };
    const created = await send('POST', '/api/staff/konten/banner', admin, popup);
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json().results;
    const own = await clientGet(t, '/api/travel/banner-popup', { ads_kode: 'iklan-semarang' });
    expect(own.json().results.popup).toMatchObject({ banner_id: id, tautan: '/jadwal' });
    const everybody = await clientGet(t, '/api/travel/banner-popup');
    expect(everybody.json().results.popup.kode).toBe('selamat-datang');

    const twice = await send('POST', '/api/staff/konten/banner', admin, popup);
    expect(twice.statusCode).toBe(409);
    const rules: Array<[Record<string, unknown>, string]> = [
      [{ ...popup, penempatan: 'carousel' }, 'Banner carousel tidak memakai kode'],
      [{ ...popup, penempatan: 'event', kode: null }, 'Kode wajib diisi'],
      [{ ...popup, tautan: 'javascript:alert(1)' }, 'Tautan harus alamat di situs ini'],
      [
        { ...popup, mulai: '2026-12-01T00:00:00+07:00', selesai: '2026-11-30T00:00:00+07:00' },
        'Selesai harus sesudah mulai',
      ],
      [{ ...popup, mulai: '1 Desember' }, 'Mulai harus tanggal dan jam ISO 8601'],
    ];
    for (const [body, message] of rules) {
      const res = await send('PUT', `/api/staff/konten/banner/${id}`, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }

    const ended = await send('PUT', `/api/staff/konten/banner/${id}`, admin, {
      ...popup,
      selesai: '2026-11-20T00:00:00+07:00',
      mulai: '2026-11-01T00:00:00+07:00',
    });
    expect(ended.json().results).toEqual({ id, jenis: 'banner', tampil: false });
    const gone = await clientGet(t, '/api/travel/banner-popup', { ads_kode: 'iklan-semarang' });
    expect(gone.json().results.popup.kode).toBe('selamat-datang');

    expect((await send('DELETE', `/api/staff/konten/banner/${id}`, admin)).statusCode).toBe(200);
  });

  it('lists everything for an editor, drafts included, in a shape PUT takes back', async () => {
    for (const authorization of [undefined, WEB_BASIC, petugas]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/staff/konten',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(authorization === petugas ? 403 : 401);
    }
    const draft = await send(
      'POST',
      '/api/staff/konten/blog',
      admin,
      blogBody({ kode: 'draf-editor', terbit: false }),
    );
    const overview = await t.app.inject({
      method: 'GET',
      url: '/api/staff/konten',
      headers: { authorization: admin },
    });
    expect(overview.statusCode, overview.body).toBe(200);
    const results = overview.json().results;
    expect(results.grup_blog).toHaveLength(3);
    expect(results.kategori_faq.map((c: { nama: string }) => c.nama)).toContain('Pembayaran');
    expect(results.blog.find((b: { kode: string }) => b.kode === 'draf-editor')).toMatchObject({
      id: draft.json().results.id,
      terbit: false,
    });
    expect(results.faq.length).toBeGreaterThanOrEqual(14);

    // A row sent back as it is changes nothing but its updated_at.
    const event = results.banner.find(
      (b: { kode: string | null }) => b.kode === 'promo-akhir-pekan',
    );
    const { id, ...body } = event;
    const put = await send('PUT', `/api/staff/konten/banner/${id}`, admin, body);
    expect(put.json().results).toEqual({ id, jenis: 'banner', tampil: true });
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/staff/konten',
      headers: { authorization: admin },
    });
    expect(again.json().results.banner.find((b: { id: number }) => b.id === id)).toEqual(event);
    await send('DELETE', `/api/staff/konten/blog/${draft.json().results.id}`, admin);
  });

  it('creates, edits and deletes a FAQ question', async () => {
    const categories = await clientGet(t, '/api/travel/list-faq');
    const payment = categories.json().results[1];
    const created = await send('POST', '/api/staff/konten/faq', admin, {
      kategori_id: payment.kategori_id,
      pertanyaan: 'Apakah bisa membayar dengan kartu kredit?',
      jawaban: 'Belum. Saat ini tersedia virtual account, QRIS, dompet digital dan gerai ritel.',
      rekomendasi: true,
      urutan: 0,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json().results;
    const detail = await clientGet(t, '/api/travel/detail-faq', { faq_id: String(id) });
    expect(detail.json().results).toMatchObject({ kategori_nama: 'Pembayaran' });

    const unknownCategory = await send('PUT', `/api/staff/konten/faq/${id}`, admin, {
      kategori_id: 999,
      pertanyaan: 'Apakah bisa membayar dengan kartu kredit?',
      jawaban: 'Belum. Saat ini tersedia virtual account dan QRIS.',
    });
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json().message).toContain('Kategori FAQ tidak ditemukan');

    expect((await send('DELETE', `/api/staff/konten/faq/${id}`, admin)).statusCode).toBe(200);
    expect((await clientGet(t, '/api/travel/detail-faq', { faq_id: String(id) })).statusCode).toBe(
      404,
    );
  });
});

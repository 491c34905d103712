import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AUTH_DESKTOP, AUTH_PHONE } from './support/auth-steps';
import { seriousAxeViolations } from './support/browser';
import { ADMIN, browserForFile, signIn } from './support/console-steps';

/**
 * The console's content editors in a real browser (issue 10 "Content"): an admin adds a
 * FAQ question (the server's message for a too-short one shows under the field), the
 * public FAQ page shows it, an edit shows to the next visitor, and a delete (after a
 * question) takes it off the site; likewise a promo event banner, a blog article from
 * draft to published, and an oleh-oleh product (the flash-sale editor's journey is
 * operator-flashsale.e2e.test.ts). A petugas is kept out. The journey adds rows of its own
 * and removes them, so no other journey meets changed content. Each editor screen, the
 * flash sale's included, is pictured at a phone's and a desktop's size.
 */

const PETUGAS = { email: 'petugas.xtr@lintas.test', password: 'petugas-lintas-demo' };
const RUN = Date.now().toString(36);
const QUESTION = `Bolehkah membawa sepeda lipat ke dalam bus? (${RUN})`;
const ANSWER = 'Boleh, selama sepeda dilipat dan dimasukkan ke bagasi bawah.';
const NEW_ANSWER = 'Boleh, sepeda lipat masuk bagasi bawah tanpa biaya tambahan.';

const open = browserForFile();

/** The first screen a person sees, for the record (screenshots/, not committed). */
async function picture(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `screenshots/${name}.png` });
}

/** A visitor who has never opened the FAQ (nothing cached) reads one question. */
async function visitorSees(faqId: string) {
  const page = await open(AUTH_PHONE);
  await page.goto(`/faq/${faqId}`);
  return page;
}

describe('operator console content', () => {
  it('an admin adds, edits and deletes a FAQ question, and the public FAQ follows', async () => {
    const page = await open(AUTH_DESKTOP);
    await page.goto('/operator/konten');
    await page.waitForURL('**/operator/masuk?red=%2Foperator%2Fkonten');
    await signIn(page, ADMIN);
    await page.waitForURL('**/operator/konten');
    const menu = page.getByRole('navigation', { name: 'Menu konsol' });
    await menu.getByRole('link', { name: 'Konten' }).waitFor();
    await page.getByRole('list', { name: 'Daftar FAQ' }).waitFor({ timeout: 30_000 });
    await picture(page, 'operator-content-faq-desktop');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A new question: too short first, and the server's words show under the field.
    await page.getByRole('button', { name: 'Tambah pertanyaan' }).click();
    const form = page.getByRole('form', { name: 'Pertanyaan FAQ baru' });
    await form.getByLabel('Kategori').selectOption({ label: 'Keberangkatan & Naik' });
    await form.getByLabel('Pertanyaan').fill('Bus?');
    await form.getByLabel('Jawaban').fill(ANSWER);
    await form.getByRole('button', { name: 'Simpan' }).click();
    await form.getByText('Pertanyaan minimal 5 karakter', { exact: true }).waitFor();
    expect(await form.getByLabel('Pertanyaan').getAttribute('aria-invalid')).toBe('true');
    await picture(page, 'operator-content-faq-form-desktop');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await form.getByLabel('Pertanyaan').fill(QUESTION);
    await form.getByRole('button', { name: 'Simpan' }).click();
    const saved = page
      .getByRole('status')
      .filter({ hasText: 'Pertanyaan disimpan dan tampil di situs.' });
    await saved.waitFor();

    // "Lihat di situs" opens the public page in a new tab: the question is there.
    const [publicPage] = await Promise.all([
      page.context().waitForEvent('page'),
      saved.getByRole('link', { name: 'Lihat di situs' }).click(),
    ]);
    await publicPage.getByRole('heading', { level: 1, name: QUESTION }).waitFor();
    await publicPage.getByText(ANSWER).waitFor();
    const faqId = new URL(publicPage.url()).pathname.split('/').at(-1)!;
    expect(faqId).toMatch(/^\d+$/);
    await publicPage.close();

    // An edit of the answer: the next visitor reads the new one.
    const row = page.getByRole('listitem').filter({ hasText: QUESTION });
    await row.getByRole('button', { name: `Ubah ${QUESTION}` }).click();
    const edit = page.getByRole('form', { name: 'Ubah pertanyaan FAQ' });
    expect(await edit.getByLabel('Jawaban').inputValue()).toBe(ANSWER);
    await edit.getByLabel('Jawaban').fill(NEW_ANSWER);
    await edit.getByRole('button', { name: 'Simpan' }).click();
    await saved.waitFor();
    const visitor = await visitorSees(faqId);
    await visitor.getByRole('heading', { level: 1, name: QUESTION }).waitFor();
    await visitor.getByText(NEW_ANSWER).waitFor();
    expect(await visitor.getByText(ANSWER).count()).toBe(0);

    // Delete asks first; Batal keeps it, Ya, hapus takes it off the site.
    await row.getByRole('button', { name: `Hapus ${QUESTION}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Hapus pertanyaan ini?' });
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await row.waitFor();
    await row.getByRole('button', { name: `Hapus ${QUESTION}` }).click();
    await dialog.getByRole('button', { name: 'Ya, hapus' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `“${QUESTION}” dihapus.` })
      .waitFor();
    await row.waitFor({ state: 'detached' });
    const late = await visitorSees(faqId);
    await late.getByRole('heading', { level: 1, name: 'Pertanyaan tidak ditemukan' }).waitFor();
  });

  it('an admin runs a promo event banner and a blog article from draft to the site and back', async () => {
    const page = await open(AUTH_DESKTOP);
    await page.goto('/operator/konten?jenis=banner');
    await signIn(page, ADMIN);
    await page.getByRole('list', { name: 'Daftar banner' }).waitFor({ timeout: 30_000 });

    // An event banner: its code names the event page, which a visitor then sees.
    const eventCode = `promo-uji-${RUN}`;
    const title = `Promo Uji ${RUN}`;
    await page.getByRole('button', { name: 'Tambah banner' }).click();
    const form = page.getByRole('form', { name: 'Banner baru' });
    await form.getByLabel('Penempatan').selectOption('event');
    await form.getByLabel('Kode event').fill(eventCode);
    await form.getByLabel('Judul', { exact: true }).fill(title);
    await form.getByLabel('Subjudul').fill('Diskon akhir pekan untuk semua rute');
    await form.getByLabel('Gambar').fill('/content/banner-hemat.svg');
    await form.getByLabel('Kode voucher event').fill('LINTASHEMAT');
    await form.getByLabel('Selesai tayang (WIB)').fill('2020-01-01T00:00');
    await form.getByRole('button', { name: 'Simpan' }).click();
    // Saved, but ended long ago: it says so rather than offering a link.
    await page
      .getByRole('status')
      .filter({ hasText: 'Banner disimpan, tetapi belum tampil di situs' })
      .waitFor();
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await row.getByText('Sampai 1 Jan 2020', { exact: false }).waitFor();
    await row.getByRole('button', { name: `Ubah ${title}` }).click();
    const edit = page.getByRole('form', { name: 'Ubah banner' });
    expect(await edit.getByLabel('Kode event').inputValue()).toBe(eventCode);
    await edit.getByLabel('Selesai tayang (WIB)').fill('');
    await edit.getByRole('button', { name: 'Simpan' }).click();
    const shown = page
      .getByRole('status')
      .filter({ hasText: 'Banner disimpan dan tampil di situs.' });
    await shown.waitFor();
    expect(await shown.getByRole('link', { name: 'Lihat di situs' }).getAttribute('href')).toBe(
      `/event/${eventCode}`,
    );
    const visitor = await open(AUTH_PHONE);
    await visitor.goto(`/event/${eventCode}`);
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
    await row.getByRole('button', { name: `Hapus ${title}` }).click();
    await page
      .getByRole('dialog', { name: 'Hapus banner ini?' })
      .getByRole('button', { name: 'Ya, hapus' })
      .click();
    await row.waitFor({ state: 'detached' });

    // A blog article: a draft first, then published, then gone.
    const slug = `uji-artikel-${RUN}`;
    const headline = `Tips Uji Perjalanan ${RUN}`;
    await page
      .getByRole('navigation', { name: 'Jenis konten' })
      .getByRole('link', { name: 'Blog' })
      .click();
    await page.getByRole('list', { name: 'Daftar artikel' }).waitFor();
    await page.getByRole('button', { name: 'Tambah artikel' }).click();
    const blog = page.getByRole('form', { name: 'Artikel baru' });
    await blog.getByLabel('Judul', { exact: true }).fill(headline);
    await blog.getByLabel('Kode (alamat artikel)').fill('Bukan Slug!');
    await blog.getByLabel('Ringkasan').fill('Lima hal kecil yang membuat perjalanan lebih nyaman.');
    await blog
      .getByLabel('Isi', { exact: true })
      .fill(
        'Datang lima belas menit lebih awal.\n\n## Bawaan\n\n- Botol minum\n- Jaket tipis\n\nSelamat jalan dan sampai jumpa di tujuan.',
      );
    await blog.getByLabel('Gambar').fill('/content/blog-mudik.svg');
    await blog.getByLabel('Terbit (bukan draf)').uncheck();
    await blog.getByRole('button', { name: 'Simpan' }).click();
    await blog
      .getByText(
        'Kode artikel hanya huruf kecil, angka dan tanda hubung (contoh: tips-mudik-2026)',
        { exact: true },
      )
      .waitFor();
    await blog.getByLabel('Kode (alamat artikel)').fill(slug);
    await blog.getByRole('button', { name: 'Simpan' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Artikel disimpan, tetapi belum tampil di situs' })
      .waitFor();
    const article = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: headline }) });
    await article.getByText('Draf', { exact: true }).waitFor();
    const reader = await open(AUTH_PHONE);
    await reader.goto(`/blog/${slug}`);
    await reader.getByRole('heading', { level: 1, name: 'Artikel tidak ditemukan' }).waitFor();

    await article.getByRole('button', { name: `Ubah ${headline}` }).click();
    const publish = page.getByRole('form', { name: 'Ubah artikel' });
    await publish.getByLabel('Terbit (bukan draf)').check();
    await publish.getByRole('button', { name: 'Simpan' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Artikel disimpan dan tampil di situs.' })
      .waitFor();
    await article.getByText('Terbit', { exact: true }).waitFor();
    const later = await open(AUTH_PHONE);
    await later.goto(`/blog/${slug}`);
    await later.getByRole('heading', { level: 1, name: headline }).waitFor();
    await later.getByRole('heading', { name: 'Bawaan' }).waitFor();

    await article.getByRole('button', { name: `Hapus ${headline}` }).click();
    await page
      .getByRole('dialog', { name: 'Hapus artikel ini?' })
      .getByRole('button', { name: 'Ya, hapus' })
      .click();
    await article.waitFor({ state: 'detached' });
  });

  it('an admin adds an oleh-oleh product, the site shows it, and it is deleted again', async () => {
    const page = await open(AUTH_PHONE);
    await page.goto('/operator/oleh-oleh');
    await signIn(page, ADMIN);
    await page.getByRole('list', { name: 'Produk oleh-oleh' }).waitFor({ timeout: 30_000 });
    const name = `Keripik Uji ${RUN}`;
    await page.getByRole('button', { name: 'Tambah produk' }).click();
    const form = page.getByRole('form', { name: 'Produk baru' });
    await form.getByLabel('Nama', { exact: true }).fill(name);
    await form.getByLabel('Nama toko').fill('Toko Uji Lintas');
    await form.getByLabel('Kota').fill('Bandung');
    await form.getByLabel('Harga (Rp)').fill('15.000');
    await form.getByLabel('Satuan').fill('bungkus 200 g');
    await form.getByLabel('Deskripsi').fill('Keripik singkong pedas renyah, tahan dua minggu.');
    await form.getByLabel('Gambar').fill('javascript:alert(1)');
    await form.getByLabel('WhatsApp penjual').fill('0812-2700-1575');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await form
      .getByText('Gambar harus alamat di situs ini (/...) atau https://', { exact: true })
      .waitFor();
    await form.getByLabel('Gambar').fill('/content/oleh-oleh/bolu-kukus.svg');
    await form.getByRole('button', { name: 'Simpan' }).click();
    const saved = page
      .getByRole('status')
      .filter({ hasText: `Produk “${name}” disimpan dan tampil di situs.` });
    await saved.waitFor();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await row.getByText('+6281227001575').waitFor();
    const href = await saved.getByRole('link', { name: 'Lihat di situs' }).getAttribute('href');

    const visitor = await open(AUTH_PHONE);
    await visitor.goto(href!);
    await visitor.getByRole('heading', { level: 1, name }).waitFor();

    await row.getByRole('button', { name: `Hapus ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Hapus produk ini?' })
      .getByRole('button', { name: 'Ya, hapus' })
      .click();
    await page
      .getByRole('status')
      .filter({ hasText: `Produk “${name}” dihapus.` })
      .waitFor();
    await row.waitFor({ state: 'detached' });
  });

  it('pictures every editor screen at phone and desktop size', async () => {
    for (const [size, device] of [
      ['phone', AUTH_PHONE],
      ['desktop', AUTH_DESKTOP],
    ] as const) {
      const page = await open(device);
      await page.goto('/operator/flashsale');
      await signIn(page, ADMIN);
      await page.waitForURL('**/operator/flashsale');
      await page
        .getByRole('list', { name: 'Sesi flash sale', exact: true })
        .waitFor({ timeout: 30_000 });
      await picture(page, `operator-flashsale-${size}`);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Tambah card' }).first().click();
      await page.getByRole('form', { name: 'Card baru' }).waitFor();
      await page.screenshot({ path: `screenshots/operator-flashsale-card-form-${size}.png` });
      // At the top: axe counts a button scrolled under the sticky bar as a too-small target.
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.goto('/operator/oleh-oleh');
      await page.getByRole('list', { name: 'Produk oleh-oleh' }).waitFor({ timeout: 30_000 });
      await picture(page, `operator-souvenirs-${size}`);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.goto('/operator/konten?jenis=banner');
      await page.getByRole('list', { name: 'Daftar banner' }).waitFor({ timeout: 30_000 });
      await picture(page, `operator-content-banner-${size}`);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.goto('/operator/konten?jenis=blog');
      await page.getByRole('list', { name: 'Daftar artikel' }).waitFor({ timeout: 30_000 });
      await picture(page, `operator-content-blog-${size}`);
      await page.goto('/operator/konten');
      await page.getByRole('list', { name: 'Daftar FAQ' }).waitFor({ timeout: 30_000 });
      await picture(page, `operator-content-faq-${size}`);
    }
  });

  it('keeps a petugas out: no menu entry, and a direct visit says the page is for admins', async () => {
    const page = await open(AUTH_PHONE);
    await page.goto('/operator/konten');
    await signIn(page, PETUGAS);
    await page.waitForURL('**/operator/konten');
    await page.getByRole('heading', { name: 'Khusus admin' }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Menu konsol' });
    await menu.getByRole('link', { name: 'Keberangkatan' }).waitFor();
    for (const label of ['Konten', 'Flash sale', 'Oleh-oleh'])
      expect(await menu.getByRole('link', { name: label }).count()).toBe(0);
    await picture(page, 'operator-content-petugas-phone');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

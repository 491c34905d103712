import { describe, expect, it } from 'vitest';
import { AUTH_DESKTOP, AUTH_PHONE } from './support/auth-steps';
import { ADMIN, browserForFile, signIn } from './support/console-steps';

/**
 * The console's flash-sale editor in a real browser (issue 10 "Content"): an admin builds a
 * session with a card and its quiz question (the server's refusals shown under their
 * fields), a visitor sees the card on the site, and they are removed again innermost first
 * (a session with cards is refused, in words), so no other journey meets a changed sale.
 * The editor's pictures are operator-content.e2e.test.ts's, with the other editors'.
 */

const RUN = Date.now().toString(36);

const open = browserForFile();

describe('operator console flash sale', () => {
  it('an admin builds a flash-sale session with a card and its quiz, sees the card on the site, then removes them', async () => {
    const page = await open(AUTH_DESKTOP);
    await page.goto('/operator/flashsale');
    await signIn(page, ADMIN);
    await page.getByRole('list', { name: 'Sesi flash sale', exact: true }).waitFor({
      timeout: 30_000,
    });
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(
      new Date(Date.now() + 20 * 86_400_000),
    );
    const sessionName = `Sesi Uji ${RUN}`;
    const cardName = `Voucher Uji ${RUN}`;

    // A session: an end before its start is refused in the server's words first.
    await page.getByRole('button', { name: 'Tambah sesi' }).click();
    const sessionForm = page.getByRole('form', { name: 'Sesi baru' });
    await sessionForm.getByLabel('Nama sesi').fill(sessionName);
    await sessionForm.getByLabel('Mulai (WIB)').fill(`${day}T10:00`);
    await sessionForm.getByLabel('Selesai (WIB)').fill(`${day}T09:00`);
    await sessionForm.getByRole('button', { name: 'Simpan' }).click();
    await sessionForm
      .getByText('Waktu selesai harus setelah waktu mulai', { exact: true })
      .waitFor();
    await sessionForm.getByLabel('Selesai (WIB)').fill(`${day}T12:00`);
    await sessionForm.getByRole('button', { name: 'Simpan' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Sesi “${sessionName}” disimpan.` })
      .waitFor();
    const session = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: sessionName }),
    });
    await session.getByText(/10\.00 – .*12\.00/).waitFor();

    // A card in it, then a quiz question for the card.
    await session.getByRole('button', { name: 'Tambah card' }).click();
    const cardForm = page.getByRole('form', { name: 'Card baru' });
    await cardForm.getByLabel('Nama card').fill(cardName);
    await cardForm
      .getByLabel('Deskripsi')
      .fill('Potongan Rp20.000 untuk satu pemesanan tiket di semua rute.');
    await cardForm.getByLabel('Syarat').fill('Berlaku 7 hari.\nSatu voucher per pemesanan.');
    await cardForm.getByLabel('Harga normal (Rp)').fill('20.000');
    await cardForm.getByLabel('Harga flash sale (Rp)').fill('25.000');
    await cardForm.getByLabel('Stok').fill('5');
    await cardForm.getByLabel('Nilai diskon (Rp)').fill('20.000');
    await cardForm.getByLabel('Gambar').fill('/flashsale/voucher-hemat.svg');
    await cardForm.getByRole('button', { name: 'Simpan' }).click();
    await cardForm
      .getByText('Harga flash sale tidak boleh di atas harga normal', { exact: true })
      .waitFor();
    await cardForm.getByLabel('Harga flash sale (Rp)').fill('4.000');
    await cardForm.getByRole('button', { name: 'Simpan' }).click();
    const saved = page.getByRole('status').filter({ hasText: `Card “${cardName}” disimpan.` });
    await saved.waitFor();
    const card = session.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: cardName }),
    });
    await card.getByText('5 · terjual 0 · menunggu bayar 0').waitFor();
    const cardHref = await saved.getByRole('link', { name: 'Lihat di situs' }).getAttribute('href');
    expect(cardHref).toMatch(/^\/flashsale\/card\/\d+$/);

    await card.getByRole('button', { name: 'Tambah pertanyaan' }).click();
    const quiz = page.getByRole('form', { name: 'Pertanyaan kuis baru' });
    await quiz
      .getByLabel('Pertanyaan', { exact: true })
      .fill('Ibu kota Provinsi Jawa Barat adalah...');
    await quiz.getByLabel('Pilihan A').fill('Bogor');
    await quiz.getByLabel('Pilihan B').fill('Bandung');
    await quiz.getByLabel('Jawaban benar').selectOption('B');
    await quiz.getByRole('button', { name: 'Simpan' }).click();
    await page.getByRole('status').filter({ hasText: 'Pertanyaan kuis disimpan.' }).waitFor();
    await card.getByText(/A\. Bogor · B\. Bandung — jawaban B/).waitFor();

    // The site shows the card to a visitor.
    const visitor = await open(AUTH_PHONE);
    await visitor.goto(cardHref!);
    await visitor.getByRole('heading', { level: 1, name: cardName }).waitFor();
    await visitor.getByText('Rp 4.000', { exact: false }).first().waitFor();

    // Removed again, innermost first (a session with cards is refused, in words).
    const remove = async (where: typeof card, name: string, what: string) => {
      await where
        .getByRole('button', { name: `Hapus ${name}` })
        .first()
        .click();
      await page
        .getByRole('dialog', { name: `Hapus ${what} ini?` })
        .getByRole('button', { name: 'Ya, hapus' })
        .click();
    };
    await remove(session, sessionName, 'sesi');
    await page.getByRole('status').filter({ hasText: 'Sesi ini masih punya card.' }).waitFor();
    await remove(card, 'Ibu kota Provinsi Jawa Barat adalah...', 'pertanyaan');
    await page.getByRole('status').filter({ hasText: 'Pertanyaan kuis dihapus.' }).waitFor();
    await remove(card, cardName, 'card');
    await page
      .getByRole('status')
      .filter({ hasText: `Card “${cardName}” dihapus.` })
      .waitFor();
    await remove(session, sessionName, 'sesi');
    await page
      .getByRole('status')
      .filter({ hasText: `Sesi “${sessionName}” dihapus.` })
      .waitFor();
    await session.waitFor({ state: 'detached' });
  });
});

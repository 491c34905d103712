import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { fail, mockApi, ok } from '../../../testing/api-mock';
import { detail, methods, purchase } from '../testing/fixtures';
import { setUpFlashSalePages } from '../testing/render-flashsale';
import { cardTexts } from './card-texts';

/**
 * A card's page up to the quiz: the quiz run to a purchase, a locked quiz, a sold-out card
 * and an unknown one.
 */
const renderAt = setUpFlashSalePages(AppProvider);

describe('/flashsale/card/:id', () => {
  it('runs the quiz (a wrong answer, then a right one) and buys with the buyer’s data', async () => {
    let answers = 0;
    const api = mockApi((url, init) => {
      if (url.pathname.endsWith('/flashsale/detail-card')) return ok(detail());
      if (url.pathname.endsWith('/flashsale/soal-card'))
        return ok({
          card_id: 7,
          pertanyaan: 'Kota manakah yang dijuluki Kota Kembang?',
          pilihan: ['Bandung', 'Surabaya', 'Medan', 'Makassar'].map((teks, i) => ({
            kode: 'ABCD'[i],
            teks,
          })),
          sisa_percobaan: 3 - answers,
          batas_percobaan: 3,
        });
      if (url.pathname.endsWith('/flashsale/cek-soal-card')) {
        answers += 1;
        return url.searchParams.get('jawaban') === 'A'
          ? ok({
              benar: true,
              key_auth: 'k'.repeat(43),
              key_kedaluwarsa: new Date(Date.now() + 600_000).toISOString(),
              sisa_percobaan: 2,
              pesan: 'Jawaban benar!',
            })
          : ok({
              benar: false,
              key_auth: null,
              key_kedaluwarsa: null,
              sisa_percobaan: 2,
              pesan: 'Jawaban salah. Sisa kesempatan 2 kali.',
            });
      }
      if (url.pathname.endsWith('/flashsale/list-jenis-pembayaran')) return ok(methods);
      if (url.pathname.endsWith('/flashsale/transaksi') && init?.method === 'POST')
        return ok({
          transaksi_kode: 'FSABCD2345',
          status: 'pending',
          total: 18_900,
          expired_time: new Date().toISOString(),
          guest_token: 'g'.repeat(32),
          pembayaran: {},
        });
      if (url.pathname.endsWith('/flashsale/detail-transaksi'))
        return ok(purchase({ status: 'pending' }));
      return undefined;
    });
    const user = userEvent.setup();
    const router = renderAt('/flashsale/card/7');
    await screen.findByRole('heading', { level: 1, name: 'Voucher 7' });
    expect(screen.getByText(/Diskon 30% hingga Rp\s?75\.000/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: cardTexts.start }));
    await user.click(await screen.findByRole('button', { name: cardTexts.answer }));
    expect(screen.getByText(cardTexts.pickAnswer)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Surabaya/ }));
    await user.click(screen.getByRole('button', { name: cardTexts.answer }));
    expect(await screen.findByText('Jawaban salah. Sisa kesempatan 2 kali.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: cardTexts.nextQuestion }));
    await user.click(await screen.findByRole('radio', { name: /Bandung/ }));
    await user.click(screen.getByRole('button', { name: cardTexts.answer }));

    await screen.findByRole('heading', { name: cardTexts.checkoutTitle });
    await user.click(screen.getByRole('button', { name: cardTexts.pay }));
    expect(screen.getAllByText('Harap isi').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText(cardTexts.pickMethod)).toBeTruthy();
    expect(api.callsTo('/flashsale/transaksi')).toHaveLength(0);

    await user.type(screen.getByLabelText(/Nama lengkap/), 'Sari Wulandari');
    await user.type(screen.getByLabelText(/Email/), 'sari@example.com');
    await user.type(screen.getByLabelText(/Nomor telepon/), '0812-3456-7890');
    await user.click(await screen.findByRole('radio', { name: /BCA Virtual Account/ }));
    expect(screen.getByText(/Rp\s?18\.900/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: cardTexts.pay }));

    await screen.findByRole('heading', { level: 1, name: 'Transaksi Flash Sale' });
    expect(router.state.location.pathname).toBe('/flashsale/transaksi/FSABCD2345');
    expect(api.callsTo('/flashsale/transaksi')[0]?.body).toEqual({
      card_id: 7,
      key_auth: 'k'.repeat(43),
      pemesan_nama: 'Sari Wulandari',
      pemesan_email: 'sari@example.com',
      pemesan_telp: '081234567890',
      jenis_pembayaran_kode: 'BCA_VA',
    });
    // The browser keeps the purchase's guest token for detail-transaksi.
    const headers = new Headers(api.callsTo('/flashsale/detail-transaksi')[0]?.init?.headers);
    expect(headers.get('x-guest-token')).toBe('g'.repeat(32));
  });

  it('sends the buyer back to the quiz when the key was spent, and shows a locked quiz', async () => {
    mockApi((url, init) => {
      if (url.pathname.endsWith('/flashsale/detail-card')) return ok(detail());
      if (url.pathname.endsWith('/flashsale/soal-card'))
        return fail(
          429,
          'QUIZ_LOCKED',
          'Jawaban salah terlalu banyak. Silakan coba lagi pukul 08.15 WIB.',
        );
      if (url.pathname.endsWith('/flashsale/cek-soal-card')) return undefined;
      if (url.pathname.endsWith('/flashsale/transaksi') && init?.method === 'POST')
        return undefined;
      return undefined;
    });
    const user = userEvent.setup();
    renderAt('/flashsale/card/7');
    await user.click(await screen.findByRole('button', { name: cardTexts.start }));
    expect((await screen.findByRole('alert')).textContent).toContain('pukul 08.15 WIB');
  });

  it('a sold-out card cannot start the quiz', async () => {
    mockApi((url) => {
      if (!url.pathname.endsWith('/flashsale/detail-card')) return undefined;
      return url.searchParams.get('card_id') === '7'
        ? ok(detail({ status: 'habis', sisa: 0, persen_terjual: 100 }))
        : fail(404, 'NOT_FOUND', 'Card flash sale tidak ditemukan.');
    });
    renderAt('/flashsale/card/7');
    const button = await screen.findByRole('button', { name: 'Habis Terjual' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('an unknown card says so', async () => {
    mockApi((url) =>
      url.pathname.endsWith('/flashsale/detail-card')
        ? fail(404, 'NOT_FOUND', 'Card flash sale tidak ditemukan.')
        : undefined,
    );
    renderAt('/flashsale/card/99');
    expect(await screen.findByText(cardTexts.notFound)).toBeTruthy();
  });
});

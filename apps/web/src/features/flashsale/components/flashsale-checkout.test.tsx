import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { fail, mockApi, ok } from '../../../testing/api-mock';
import { detail, methods, purchase } from '../testing/fixtures';
import { setUpFlashSalePages } from '../testing/render-flashsale';
import { cardTexts } from './card-texts';
import { purchaseTexts } from './purchase-page';

/**
 * After the quiz: the checkout filled from a signed-in customer's profile, and the
 * purchase's page (a paid voucher, a pending payment, another browser's purchase).
 */
const renderAt = setUpFlashSalePages(AppProvider);

describe('/flashsale/card/:id', () => {
  it('fills the buyer’s data from a signed-in customer’s profile', async () => {
    document.cookie = '_atx=tok; path=/';
    mockApi((url) => {
      if (url.pathname.endsWith('/travel/customer-profil'))
        return ok({
          status_api: 'OK',
          nama: 'Budi Santoso',
          email: 'budi@example.com',
          telp: '6281299998888',
          jenis_kelamin: 'L',
        });
      if (url.pathname.endsWith('/flashsale/detail-card')) return ok(detail());
      if (url.pathname.endsWith('/flashsale/soal-card'))
        return ok({
          card_id: 7,
          pertanyaan: 'Ibu kota Jawa Tengah?',
          pilihan: [
            { kode: 'A', teks: 'Semarang' },
            { kode: 'B', teks: 'Solo' },
          ],
          sisa_percobaan: 3,
          batas_percobaan: 3,
        });
      if (url.pathname.endsWith('/flashsale/cek-soal-card'))
        return ok({
          benar: true,
          key_auth: 'k'.repeat(43),
          key_kedaluwarsa: new Date(Date.now() + 600_000).toISOString(),
          sisa_percobaan: 3,
          pesan: 'Jawaban benar!',
        });
      if (url.pathname.endsWith('/flashsale/list-jenis-pembayaran')) return ok(methods);
      return undefined;
    });
    const user = userEvent.setup();
    renderAt('/flashsale/card/7');
    await user.click(await screen.findByRole('button', { name: cardTexts.start }));
    await user.click(await screen.findByRole('radio', { name: /Semarang/ }));
    await user.click(screen.getByRole('button', { name: cardTexts.answer }));
    await screen.findByRole('heading', { name: cardTexts.checkoutTitle });
    await vi.waitFor(() =>
      expect((screen.getByLabelText(/Nama lengkap/) as HTMLInputElement).value).toBe(
        'Budi Santoso',
      ),
    );
    expect((screen.getByLabelText(/Email/) as HTMLInputElement).value).toBe('budi@example.com');
    expect((screen.getByLabelText(/Nomor telepon/) as HTMLInputElement).value).toBe('081299998888');
  });
});

describe('/flashsale/transaksi/:kode', () => {
  it('shows the voucher of a paid purchase', async () => {
    mockApi((url) =>
      url.pathname.endsWith('/flashsale/detail-transaksi') ? ok(purchase()) : undefined,
    );
    renderAt('/flashsale/transaksi/FSABCD2345');
    expect(await screen.findByRole('heading', { name: purchaseTexts.paid })).toBeTruthy();
    expect(screen.getByTestId('voucher-code').textContent).toBe('FSVOUCHER1');
  });

  it('shows how to pay a pending purchase, with the gateway page’s link', async () => {
    mockApi((url) =>
      url.pathname.endsWith('/flashsale/detail-transaksi')
        ? ok(
            purchase({
              status: 'pending',
              voucher_kode: null,
              paid_at: null,
              pembayaran: {
                payment_kode: 'FSABCD2345-1',
                status: 'pending',
                jenis_pembayaran_kode: 'BCA_VA',
                nama_pembayaran: 'BCA Virtual Account',
                grup_kode: 'va',
                jumlah: 18_900,
                kedaluwarsa: new Date(Date.now() + 600_000).toISOString(),
                va_number: '1234500001112222',
                redirect_url: '/simulator/pembayaran/FSABCD2345-1',
                perlu_refund: false,
                paid_at: null,
                instruksi: [],
              },
            }),
          )
        : undefined,
    );
    renderAt('/flashsale/transaksi/FSABCD2345');
    expect(await screen.findByText(purchaseTexts.pending)).toBeTruthy();
    expect(screen.getByTestId('pay-Nomor Virtual Account').textContent).toBe('1234 5000 0111 2222');
    expect(screen.getByRole('link', { name: purchaseTexts.openPayment }).getAttribute('href')).toBe(
      '/simulator/pembayaran/FSABCD2345-1',
    );
  });

  it('says a purchase from another browser is not found', async () => {
    mockApi((url) =>
      url.pathname.endsWith('/flashsale/detail-transaksi')
        ? fail(404, 'NOT_FOUND', 'Transaksi flash sale tidak ditemukan.')
        : undefined,
    );
    renderAt('/flashsale/transaksi/FSABCD2345');
    expect(await screen.findByText(purchaseTexts.notFound)).toBeTruthy();
  });
});

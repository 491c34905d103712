import type {
  FlashSaleCard,
  FlashSaleCardDetail,
  FlashSaleHome,
  FlashSalePurchaseDetail,
  FlashSaleSession,
} from '@lintas/domain/flashsale-schemas';
import type { PaymentMethodsResult } from '@lintas/domain/pricing-schemas';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { paths } from '../../../config/paths';
import { useViewModeStore } from '../../../stores/view-mode-store';
import { fail, mockApi, ok } from '../../../testing/api-mock';
import { FlashSaleCardPage } from './card-page';
import { cardTexts } from './card-texts';
import FlashSaleBanner from './flashsale-banner';
import { FlashSalePage, flashSaleTexts } from './flashsale-page';
import { FlashSalePurchasePage, purchaseTexts } from './purchase-page';

const HOUR = 3_600_000;

function session(id: number, overrides: Partial<FlashSaleSession> = {}): FlashSaleSession {
  return {
    sesi_sub_id: id,
    nama: `Sesi ${id}`,
    mulai: new Date(Date.now() - HOUR).toISOString(),
    selesai: new Date(Date.now() + 2 * HOUR).toISOString(),
    jam_mulai: '08.00',
    jam_selesai: '11.00',
    status: 'berlangsung',
    jumlah_card: 2,
    ...overrides,
  };
}

function card(id: number, overrides: Partial<FlashSaleCard> = {}): FlashSaleCard {
  return {
    card_id: id,
    sesi_sub_id: 1,
    jenis: 'voucher',
    nama: `Voucher ${id}`,
    deskripsi: 'Potongan untuk satu pemesanan tiket di semua rute.',
    gambar: null,
    harga_normal: 75_000,
    harga: 14_900,
    stok: 20,
    terjual: 5,
    sisa: 12,
    persen_terjual: 40,
    status: 'tersedia',
    mulai: session(1).mulai,
    selesai: session(1).selesai,
    ...overrides,
  };
}

function detail(overrides: Partial<FlashSaleCardDetail> = {}): FlashSaleCardDetail {
  return {
    ...card(7),
    syarat: ['Berlaku 14 hari.'],
    voucher: {
      tipe_diskon: 'percent',
      nilai_diskon: 30,
      maksimal_diskon: 75_000,
      minimal_transaksi: 0,
      berlaku_hari: 14,
      operator_kode: null,
    },
    sesi: session(1),
    ...overrides,
  };
}

const home = (overrides: Partial<FlashSaleHome> = {}): FlashSaleHome => ({
  judul: 'Flash Sale sedang berlangsung',
  subjudul: 'Sesi 08.00–11.00 WIB: jawab kuis, dapatkan voucher tiket harga spesial.',
  sesi: session(1),
  list_tanggal: [
    { tanggal: '2026-11-21', jumlah_sesi: 2 },
    { tanggal: '2026-11-22', jumlah_sesi: 1 },
  ],
  ...overrides,
});

const methods: PaymentMethodsResult = {
  amount: 14_900,
  list_grup: [
    {
      grup_kode: 'va',
      grup_nama: 'Transfer Virtual Account',
      list_jenis_pembayaran: [
        {
          jenis_pembayaran_kode: 'BCA_VA',
          nama: 'BCA Virtual Account',
          grup_kode: 'va',
          grup_nama: 'Transfer Virtual Account',
          tipe_admin_fee: 'flat',
          nilai_admin_fee: 4000,
          admin_fee: 4000,
          minimal_transaksi: 10_000,
          maksimal_transaksi: 10_000_000,
          tersedia: true,
          keterangan: null,
          logo: null,
          batas_waktu_menit: 15,
        },
      ],
    },
  ],
};

function purchase(overrides: Partial<FlashSalePurchaseDetail> = {}): FlashSalePurchaseDetail {
  return {
    transaksi_kode: 'FSABCD2345',
    status: 'paid',
    card: { card_id: 7, nama: 'Voucher 7', jenis: 'voucher', gambar: null },
    pemesan: { nama: 'Sari', email: 'sari@example.com', telp: '081234567890' },
    harga: 14_900,
    admin_fee: 4000,
    total: 18_900,
    dibuat: new Date().toISOString(),
    expired_time: new Date(Date.now() + 10 * 60_000).toISOString(),
    paid_at: new Date().toISOString(),
    voucher_kode: 'FSVOUCHER1',
    voucher_berlaku_sampai: '2026-12-05T01:00:00.000Z',
    perlu_refund: false,
    pembayaran: null,
    ...overrides,
  };
}

function renderAt(path: string, extra: React.ReactNode = null) {
  const router = createMemoryRouter(
    [
      { path: paths.flashSale.path, element: <FlashSalePage /> },
      { path: paths.flashSaleCard.path, element: <FlashSaleCardPage /> },
      { path: paths.flashSalePurchase.path, element: <FlashSalePurchasePage /> },
      { path: paths.home.path, element: extra ?? <h1>Beranda</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

beforeEach(() => {
  useViewModeStore.setState({ mode: 'm' });
});

describe('/flashsale', () => {
  it('shows date tabs, the running session’s tab and its cards with stock bars', async () => {
    const api = mockApi((url) => {
      if (url.pathname.endsWith('/flashsale/beranda')) return ok(home());
      if (url.pathname.endsWith('/flashsale/list-sesi'))
        return ok({
          tanggal: url.searchParams.get('tanggal'),
          list_sesi: [
            session(1, { status: 'berakhir', jam_mulai: '06.00', jam_selesai: '07.00' }),
            session(2),
          ],
        });
      if (url.pathname.endsWith('/flashsale/list-card'))
        return ok({
          sesi: session(Number(url.searchParams.get('sesi_sub_id'))),
          list_card: [card(1), card(2, { status: 'habis', sisa: 0, persen_terjual: 100 })],
        });
      return undefined;
    });
    const user = userEvent.setup();
    const router = renderAt('/flashsale');
    expect(screen.getByText(flashSaleTexts.loading)).toBeTruthy();
    await screen.findByRole('heading', { level: 3, name: 'Voucher 1' });
    // The running session is chosen over the finished one.
    const sessions = screen.getByRole('navigation', { name: flashSaleTexts.sessions });
    expect(within(sessions).getByRole('link', { current: 'page' }).textContent).toContain(
      '08.00–11.00',
    );
    expect(api.callsTo('/flashsale/list-card')[0]?.url.searchParams.get('sesi_sub_id')).toBe('2');
    const meters = screen.getAllByRole('meter');
    expect(meters.map((m) => m.getAttribute('aria-valuenow'))).toEqual(['40', '100']);
    expect(screen.getByText('Sisa 12')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^\d{1,2}:\d{2}/);
    // A sold-out card's link is off.
    expect(
      screen.getByRole('link', { name: 'Habis Terjual: Voucher 2' }).getAttribute('aria-disabled'),
    ).toBe('true');

    const dates = screen.getByRole('navigation', { name: flashSaleTexts.dates });
    await user.click(within(dates).getAllByRole('link')[1]!);
    expect(router.state.location.search).toBe('?tanggal=2026-11-22');
    await screen.findByRole('link', { current: 'page', name: /Min, 22 Nov/ });
    expect(api.callsTo('/flashsale/list-sesi').at(-1)?.url.searchParams.get('tanggal')).toBe(
      '2026-11-22',
    );
  });

  it('says so when no session is planned, and offers a retry when loading fails', async () => {
    let failing = true;
    mockApi((url) => {
      if (!url.pathname.endsWith('/flashsale/beranda')) return undefined;
      return failing
        ? fail(429, 'RATE_LIMITED', 'Terlalu banyak permintaan. Coba lagi nanti.')
        : ok(home({ sesi: null, list_tanggal: [] }));
    });
    const user = userEvent.setup();
    renderAt('/flashsale');
    await screen.findByText('Terlalu banyak permintaan. Coba lagi nanti.');
    failing = false;
    await user.click(screen.getByRole('button', { name: /Coba lagi/i }));
    expect(await screen.findByText(flashSaleTexts.none)).toBeTruthy();
  });
});

describe('/flashsale for a signed-in customer', () => {
  it('lists their own purchases (list-transaksi) under the sale', async () => {
    document.cookie = '_atx=tok; path=/';
    const api = mockApi((url) => {
      if (url.pathname.endsWith('/flashsale/beranda'))
        return ok(home({ sesi: null, list_tanggal: [] }));
      if (url.pathname.endsWith('/flashsale/list-transaksi'))
        return ok({
          page: 1,
          total_page: 1,
          list_transaksi: [
            {
              transaksi_kode: 'FSABCD2345',
              status: 'paid',
              nama_card: 'Voucher 7',
              total: 18_900,
              dibuat: new Date().toISOString(),
              voucher_kode: 'FSVOUCHER1',
            },
          ],
        });
      return undefined;
    });
    renderAt('/flashsale');
    const link = await screen.findByRole('link', { name: 'Voucher 7' });
    expect(link.getAttribute('href')).toBe('/flashsale/transaksi/FSABCD2345');
    expect(screen.getByText(/Dibayar · voucher FSVOUCHER1/)).toBeTruthy();
    expect(
      new Headers(api.callsTo('/flashsale/list-transaksi')[0]?.init?.headers).get('authorization'),
    ).toBe('Bearer tok');
  });

  it('a guest sees no purchase list and asks for none', async () => {
    const api = mockApi((url) =>
      url.pathname.endsWith('/flashsale/beranda')
        ? ok(home({ sesi: null, list_tanggal: [] }))
        : undefined,
    );
    renderAt('/flashsale');
    await screen.findByText(flashSaleTexts.none);
    expect(api.callsTo('/flashsale/list-transaksi')).toHaveLength(0);
  });
});

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

describe('home banner', () => {
  it('links the running session with its countdown, and shows nothing without a session', async () => {
    mockApi((url) => (url.pathname.endsWith('/flashsale/beranda') ? ok(home()) : undefined));
    const user = userEvent.setup();
    const router = renderAt('/', <FlashSaleBanner />);
    const banner = await screen.findByTestId('flashsale-banner');
    expect(banner.textContent).toContain('Flash Sale sedang berlangsung');
    expect(within(banner).getByRole('timer').textContent).toMatch(/^\d{1,2}:\d{2}/);
    await user.click(banner);
    expect(router.state.location.pathname).toBe('/flashsale');
  });

  it('renders nothing when no session is planned', async () => {
    const api = mockApi((url) =>
      url.pathname.endsWith('/flashsale/beranda')
        ? ok(home({ sesi: null, list_tanggal: [] }))
        : undefined,
    );
    renderAt('/', <FlashSaleBanner />);
    await expect.poll(() => api.callsTo('/flashsale/beranda').length).toBe(1);
    expect(screen.queryByTestId('flashsale-banner')).toBeNull();
  });
});

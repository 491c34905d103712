import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { paths } from '../../../config/paths';
import { useViewModeStore } from '../../../stores/view-mode-store';
import { fail, type Handler, mockApi, ok } from '../../../testing/api-mock';
import { BlogDetailPage, BlogListPage, blogTexts } from './blog-pages';
import { blog, blogPage, faqItem } from './content-test-data';
import { DonationPage, donationTexts } from './donation-page';
import { EventPage, eventTexts } from './event-page';
import { FaqDetailPage, FaqPage, faqTexts } from './faq-pages';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: paths.blog.path, element: <BlogListPage /> },
      { path: paths.blogDetail.path, element: <BlogDetailPage /> },
      { path: paths.faq.path, element: <FaqPage /> },
      { path: paths.faqDetail.path, element: <FaqDetailPage /> },
      { path: paths.donation.path, element: <DonationPage /> },
      { path: paths.event.path, element: <EventPage /> },
      { path: paths.feedback.path, element: <h1>Bantuan</h1> },
      { path: paths.home.path, element: <h1>Beranda</h1> },
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

type Answer = ReturnType<Handler>;
const RATE_LIMITED: Answer = fail(
  429,
  'RATE_LIMITED',
  'Terlalu banyak permintaan. Coba lagi nanti.',
);

beforeEach(() => {
  useViewModeStore.setState({ mode: 'd' });
});

describe('/blog', () => {
  it('lists articles with group tabs and loads more a page at a time', async () => {
    const api = mockApi((url) => {
      if (!url.pathname.endsWith('/travel/list-blog-home-v2')) return undefined;
      return url.searchParams.get('page') === '2'
        ? ok(blogPage([blog(7)], 2, 2))
        : ok(
            blogPage(
              [1, 2, 3, 4, 5, 6].map((id) => blog(id)),
              1,
              2,
            ),
          );
    });
    const user = userEvent.setup();
    const router = renderAt('/blog');
    expect(screen.getByText(blogTexts.loading)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 3, name: 'Artikel nomor 1' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    const tabs = screen.getByRole('navigation', { name: blogTexts.groups });
    expect(
      within(tabs).getByRole('link', { name: blogTexts.all }).getAttribute('aria-current'),
    ).toBe('page');

    await user.click(screen.getByRole('button', { name: blogTexts.more }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Artikel nomor 7' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: blogTexts.more })).toBeNull();

    await user.click(within(tabs).getByRole('link', { name: 'Rute Populer' }));
    expect(router.state.location.search).toBe('?grup=rute-populer');
    await screen.findByRole('link', { name: 'Rute Populer', current: 'page' });
    expect(
      api.callsTo('/travel/list-blog-home-v2').map((call) => call.url.searchParams.toString()),
    ).toEqual(['page=1', 'page=2', 'page=1&blog_group_kode=rute-populer']);

    await user.click(screen.getAllByRole('link', { name: /Artikel nomor 1/ })[0]!);
    expect(router.state.location.pathname).toBe('/blog/artikel-1');
  });

  it('says when there is nothing yet, and shows a failure with a retry', async () => {
    let answer: Answer = RATE_LIMITED;
    mockApi((url) => (url.pathname.endsWith('/travel/list-blog-home-v2') ? answer : undefined));
    const user = userEvent.setup();
    renderAt('/blog');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(blogTexts.failed)).toBeTruthy();
    expect(within(alert).getByText('Terlalu banyak permintaan. Coba lagi nanti.')).toBeTruthy();
    answer = ok({ ...blogPage([]), grup: [] });
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('heading', { name: blogTexts.empty })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('/blog/:kode', () => {
  it('renders the body as headings, paragraphs and lists, never as HTML', async () => {
    mockApi((url) =>
      url.pathname.endsWith('/travel/detail-blog') && url.searchParams.get('kode') === 'artikel-1'
        ? ok({
            ...blog(1),
            isi: 'Paragraf pertama\nmasih paragraf pertama.\n\n## Subjudul\n\n- satu\n- dua\n\n<img src=x onerror=alert(1)>',
            terkait: [blog(2)],
          })
        : undefined,
    );
    renderAt('/blog/artikel-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Artikel nomor 1' })).toBeTruthy();
    expect(screen.getByText('Paragraf pertama masih paragraf pertama.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Subjudul' })).toBeTruthy();
    expect(screen.getByText('satu').tagName).toBe('LI');
    // The markup is shown as text.
    expect(screen.getByText('<img src=x onerror=alert(1)>').tagName).toBe('P');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    const related = screen.getByRole('region', { name: blogTexts.related });
    expect(within(related).getByRole('link', { name: /Artikel nomor 2/ })).toBeTruthy();
    // Images load lazily and fade in.
    const hero = document.querySelector('img[src="/content/blog-1.svg"]');
    expect(hero?.getAttribute('loading')).toBe('lazy');
    expect(hero?.getAttribute('data-loaded')).toBe('false');
  });

  it('says an unknown article is not found, and a failure can be retried', async () => {
    mockApi(() => fail(404, 'NOT_FOUND', 'Artikel tidak ditemukan.'));
    const user = userEvent.setup();
    const router = renderAt('/blog/tidak-ada');
    expect(await screen.findByRole('heading', { level: 1, name: blogTexts.notFound })).toBeTruthy();
    await user.click(screen.getAllByRole('link', { name: blogTexts.back })[0]!);
    expect(router.state.location.pathname).toBe('/blog');
  });

  it('offers a retry after a failure', async () => {
    let answer: Answer = RATE_LIMITED;
    mockApi((url) => (url.pathname.endsWith('/travel/detail-blog') ? answer : undefined));
    const user = userEvent.setup();
    renderAt('/blog/artikel-1');
    const alert = await screen.findByRole('alert');
    answer = ok({ ...blog(1), isi: 'Isi artikel.', terkait: [] });
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByText('Isi artikel.')).toBeTruthy();
  });
});

describe('/faq', () => {
  it('shows the recommended questions and every category, and searches by words', async () => {
    const api = mockApi((url) => {
      if (url.pathname.endsWith('/travel/rekomendasi-faq'))
        return ok([faqItem(1), faqItem(5, 2, 'Pembayaran')]);
      if (!url.pathname.endsWith('/travel/list-faq')) return undefined;
      const words = url.searchParams.get('cari');
      if (words === 'qris')
        return ok([{ kategori_id: 2, nama: 'Pembayaran', list: [faqItem(5, 2, 'Pembayaran')] }]);
      if (words) return ok([]);
      return ok([
        { kategori_id: 1, nama: 'Pemesanan', list: [faqItem(1), faqItem(2)] },
        { kategori_id: 2, nama: 'Pembayaran', list: [faqItem(5, 2, 'Pembayaran')] },
      ]);
    });
    const user = userEvent.setup();
    const router = renderAt('/faq');
    const recommended = await screen.findByRole('region', { name: faqTexts.recommended });
    expect(within(recommended).getAllByRole('link')).toHaveLength(2);
    expect(await screen.findByRole('region', { name: 'Pemesanan' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Pembayaran' })).toBeTruthy();

    await user.type(screen.getByLabelText(faqTexts.searchLabel), 'qris');
    await screen.findByText('Pertanyaan nomor 5?');
    await expect.poll(() => screen.queryByRole('region', { name: 'Pemesanan' })).toBeNull();
    expect(screen.queryByRole('region', { name: faqTexts.recommended })).toBeNull();
    expect(api.callsTo('/travel/list-faq').at(-1)?.url.searchParams.get('cari')).toBe('qris');

    await user.clear(screen.getByLabelText(faqTexts.searchLabel));
    await user.type(screen.getByLabelText(faqTexts.searchLabel), 'tiket kereta');
    expect(
      await screen.findByRole('heading', { name: faqTexts.noMatch('tiket kereta') }),
    ).toBeTruthy();
    await user.click(screen.getAllByRole('link', { name: faqTexts.ask })[0]!);
    expect(router.state.location.pathname).toBe('/bantuan');
  });

  it('shows a failure with a retry', async () => {
    let answer: Answer = RATE_LIMITED;
    mockApi((url) => {
      if (url.pathname.endsWith('/travel/rekomendasi-faq')) return RATE_LIMITED;
      return url.pathname.endsWith('/travel/list-faq') ? answer : undefined;
    });
    const user = userEvent.setup();
    renderAt('/faq');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(faqTexts.failed)).toBeTruthy();
    answer = ok([]);
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('heading', { name: faqTexts.empty })).toBeTruthy();
  });
});

describe('/faq/:id', () => {
  it('answers the question with related questions', async () => {
    mockApi((url) =>
      url.pathname.endsWith('/travel/detail-faq') && url.searchParams.get('faq_id') === '1'
        ? ok({
            ...faqItem(1),
            jawaban: 'Jawaban paragraf satu.\n\nParagraf dua.',
            terkait: [faqItem(2)],
          })
        : undefined,
    );
    const user = userEvent.setup();
    const router = renderAt('/faq/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pertanyaan nomor 1?' }),
    ).toBeTruthy();
    expect(screen.getByText('Paragraf dua.')).toBeTruthy();
    const related = screen.getByRole('region', { name: faqTexts.related });
    await user.click(within(related).getByRole('link', { name: 'Pertanyaan nomor 2?' }));
    expect(router.state.location.pathname).toBe('/faq/2');
  });

  it('says an unknown question is not found', async () => {
    mockApi(() => fail(404, 'NOT_FOUND', 'Pertanyaan tidak ditemukan.'));
    renderAt('/faq/999');
    expect(await screen.findByRole('heading', { level: 1, name: faqTexts.notFound })).toBeTruthy();
  });
});

describe('/donasi', () => {
  const summary = {
    judul: 'Berbagi Lewat Perjalanan',
    deskripsi: 'Donasi untuk beasiswa.',
    total_donasi: 1_250_000,
    jumlah_donasi: 42,
    jumlah_donatur: 37,
  };
  const comment = (n: number) => ({
    nama: `Donatur ${n}.`,
    komentar: `Pesan nomor ${n}`,
    tanggal: '2026-11-20T01:00:00.000Z',
  });

  it('shows the total, donors and comments, loading more', async () => {
    mockApi((url) => {
      if (url.pathname.endsWith('/donasi/summary')) return ok(summary);
      if (!url.pathname.endsWith('/donasi/list-komentar')) return undefined;
      return url.searchParams.get('page') === '2'
        ? ok({ page: 2, total_page: 2, total_data: 11, list: [comment(11)] })
        : ok({
            page: 1,
            total_page: 2,
            total_data: 11,
            list: Array.from({ length: 10 }, (_, i) => comment(i + 1)),
          });
    });
    const user = userEvent.setup();
    renderAt('/donasi');
    const campaign = await screen.findByRole('region', { name: summary.judul });
    expect(campaign.textContent).toContain('Rp\u00a01.250.000');
    expect(within(campaign).getByText('37')).toBeTruthy();
    const comments = screen.getByRole('region', { name: donationTexts.comments });
    expect(await within(comments).findAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: donationTexts.more }));
    expect(await within(comments).findByText('Pesan nomor 11')).toBeTruthy();
    expect(screen.queryByRole('button', { name: donationTexts.more })).toBeNull();
  });

  it('invites the first donor when there are no comments, and retries a failure', async () => {
    let summaryAnswer: Answer = RATE_LIMITED;
    mockApi((url) => {
      if (url.pathname.endsWith('/donasi/summary')) return summaryAnswer;
      if (url.pathname.endsWith('/donasi/list-komentar'))
        return ok({ page: 1, total_page: 1, total_data: 0, list: [] });
      return undefined;
    });
    const user = userEvent.setup();
    renderAt('/donasi');
    expect(await screen.findByRole('heading', { name: donationTexts.empty })).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(donationTexts.summaryFailed)).toBeTruthy();
    summaryAnswer = ok({ ...summary, total_donasi: 0, jumlah_donasi: 0, jumlah_donatur: 0 });
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    const campaign = await screen.findByRole('region', { name: summary.judul });
    expect(campaign.textContent).toContain('Rp\u00a00');
  });
});

describe('/event/:kode', () => {
  const voucher = (code: string, usable: boolean) => ({
    voucher_kode: code,
    nama: `Voucher ${code}`,
    deskripsi: 'Potongan untuk semua rute.',
    syarat: '',
    tipe_diskon: 'amount',
    nilai_diskon: 20_000,
    maksimal_diskon: null,
    minimal_transaksi: 0,
    kuota: null,
    sisa_kuota: null,
    berlaku_mulai: '2026-11-01T00:00:00.000Z',
    berlaku_sampai: '2026-12-31T16:59:59.000Z',
    operator_kode: null,
    jenis_pembayaran_kode: null,
    khusus_pelanggan_baru: false,
    dapat_digunakan: usable,
    keterangan: usable ? null : 'Kuota voucher sudah habis.',
  });

  it('lists the vouchers of the event with their codes and why one cannot be used', async () => {
    mockApi((url) =>
      url.pathname.endsWith('/travel/list-voucher-event')
        ? ok({
            event: {
              banner_id: 5,
              judul: 'Promo Akhir Pekan',
              subjudul: 'Hemat',
              gambar: '/content/e.svg',
              tautan: null,
              kategori_id: null,
              kategori_nama: null,
              kode: 'promo-akhir-pekan',
              berlaku_sampai: null,
            },
            list: [voucher('LINTASHEMAT', true), voucher('DISKON20RB', false)],
          })
        : undefined,
    );
    renderAt('/event/promo-akhir-pekan');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Promo Akhir Pekan' }),
    ).toBeTruthy();
    expect(screen.getByText('LINTASHEMAT')).toBeTruthy();
    expect(screen.getByText('Kuota voucher sudah habis.')).toBeTruthy();
  });

  it('says an ended event is not found', async () => {
    mockApi(() => fail(404, 'NOT_FOUND', 'Event tidak ditemukan atau sudah berakhir.'));
    renderAt('/event/lama');
    expect(
      await screen.findByRole('heading', { level: 1, name: eventTexts.notFound }),
    ).toBeTruthy();
  });
});

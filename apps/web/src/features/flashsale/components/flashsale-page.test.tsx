import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { fail, mockApi, ok } from '../../../testing/api-mock';
import { card, home, session } from '../testing/fixtures';
import { setUpFlashSalePages } from '../testing/render-flashsale';
import FlashSaleBanner from './flashsale-banner';
import { flashSaleTexts } from './flashsale-page';

/**
 * The sale's home: date tabs, sessions and their cards with stock bars, a signed-in
 * customer's own purchases, and the home page's banner for the running session.
 */
const renderAt = setUpFlashSalePages(AppProvider);

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

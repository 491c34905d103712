import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { paths } from '../../../config/paths';
import { browser } from '../../../lib/browser';
import { useViewModeStore } from '../../../stores/view-mode-store';
import { fail, mockApi, ok } from '../../../testing/api-mock';
import { useSouvenirStore } from '../stores/souvenir-store';
import { SouvenirCataloguePage } from './souvenir-catalogue-page';
import { SouvenirProductPage } from './souvenir-product-page';
import { souvenir, souvenirPage } from './souvenir-test-data';
import { souvenirTexts } from './souvenir-texts';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: paths.souvenirs.path, element: <SouvenirCataloguePage /> },
      { path: paths.souvenirProduct.path, element: <SouvenirProductPage /> },
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

const banners = ok([
  {
    banner_id: 1,
    judul: 'Oleh-oleh Khas Kota Tujuan',
    subjudul: 'Bolu dan bakpia',
    gambar: '/content/oleh-oleh/banner-oleh-oleh.svg',
    tautan: null,
  },
]);

beforeEach(() => {
  useViewModeStore.setState({ mode: 'd' });
  localStorage.clear();
  useSouvenirStore.setState({
    cart: [],
    isCart: false,
    recommendation: [],
    cartPosition: null,
    isShowTutorial: true,
  });
});
afterEach(() => vi.restoreAllMocks());

describe('/oleh-oleh catalogue', () => {
  it('shows loading, then products with banner and chips, and loads more a page at a time', async () => {
    const api = mockApi((url) => {
      if (url.pathname.endsWith('/travel/banner-oleh-oleh')) return banners;
      if (!url.pathname.endsWith('/travel/list-produk-oleh-oleh')) return undefined;
      return url.searchParams.get('page') === '2'
        ? ok(souvenirPage([souvenir(9)], 2, 2, 9))
        : ok(
            souvenirPage(
              [1, 2, 3, 4, 5, 6, 7, 8].map((id) => souvenir(id)),
              1,
              2,
              9,
            ),
          );
    });
    const user = userEvent.setup();
    const router = renderAt('/oleh-oleh');
    expect(screen.getByText(souvenirTexts.loading)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 3, name: 'Oleh-oleh 1' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(8);
    expect(await screen.findByRole('img', { name: /^Oleh-oleh Khas Kota Tujuan/ })).toBeTruthy();
    expect(screen.getByText(souvenirTexts.count(8, 9))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: souvenirTexts.more }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Oleh-oleh 9' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: souvenirTexts.more })).toBeNull();
    expect(
      api.callsTo('/travel/list-produk-oleh-oleh').map((call) => call.url.searchParams.toString()),
    ).toEqual(['page=1&per_page=8', 'page=2&per_page=8']);

    const chips = screen.getByRole('navigation', { name: souvenirTexts.categories });
    await user.click(within(chips).getByRole('link', { name: 'Makanan Khas' }));
    expect(router.state.location.search).toBe('?kategori=2');
    await within(chips).findByRole('link', { name: 'Makanan Khas', current: 'page' });
    expect(
      api.callsTo('/travel/list-produk-oleh-oleh').at(-1)?.url.searchParams.get('kategori_id'),
    ).toBe('2');
  });

  it('searches by words and shows the empty state with a way back to everything', async () => {
    const api = mockApi((url) => {
      if (url.pathname.endsWith('/travel/banner-oleh-oleh')) return ok([]);
      if (!url.pathname.endsWith('/travel/list-produk-oleh-oleh')) return undefined;
      return url.searchParams.get('search')
        ? ok(souvenirPage([], 1, 1, 0))
        : ok(souvenirPage([souvenir(1)]));
    });
    const user = userEvent.setup();
    const router = renderAt('/oleh-oleh');
    await screen.findByRole('heading', { level: 3, name: 'Oleh-oleh 1' });
    await user.type(screen.getByRole('searchbox', { name: souvenirTexts.searchLabel }), 'rendang');
    await user.click(screen.getByRole('button', { name: souvenirTexts.searchButton }));
    expect(router.state.location.search).toBe('?cari=rendang');
    expect(await screen.findByRole('heading', { name: souvenirTexts.empty })).toBeTruthy();
    expect(screen.getByText(souvenirTexts.emptySearch('rendang'))).toBeTruthy();
    expect(
      api.callsTo('/travel/list-produk-oleh-oleh').at(-1)?.url.searchParams.get('search'),
    ).toBe('rendang');
    await user.click(screen.getByRole('link', { name: souvenirTexts.showAll }));
    expect(router.state.location.search).toBe('');
    // The box shows the words being listed: none now.
    expect(
      (screen.getByRole('searchbox', { name: souvenirTexts.searchLabel }) as HTMLInputElement)
        .value,
    ).toBe('');
    expect(await screen.findByRole('heading', { level: 3, name: 'Oleh-oleh 1' })).toBeTruthy();
  });

  it("shows the server's error with a retry that loads the list", async () => {
    let failing = true;
    mockApi((url) => {
      if (url.pathname.endsWith('/travel/banner-oleh-oleh')) return ok([]);
      if (!url.pathname.endsWith('/travel/list-produk-oleh-oleh')) return undefined;
      return failing
        ? fail(503, 'SERVICE_UNAVAILABLE', 'Layanan sedang sibuk. Coba lagi sebentar.')
        : ok(souvenirPage([souvenir(1)]));
    });
    const user = userEvent.setup();
    renderAt('/oleh-oleh');
    // A 5xx is retried once (lib/react-query) before the error shows.
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(within(alert).getByText(souvenirTexts.failed)).toBeTruthy();
    expect(within(alert).getByText('Layanan sedang sibuk. Coba lagi sebentar.')).toBeTruthy();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Oleh-oleh 1' })).toBeTruthy();
  });
});

describe('the souvenir cart', () => {
  it('adds two, removes one by id, orders the other by WhatsApp, and clears all', async () => {
    const api = mockApi((url) => {
      if (url.pathname.endsWith('/travel/banner-oleh-oleh')) return ok([]);
      if (url.pathname.endsWith('/travel/list-produk-oleh-oleh'))
        return ok(souvenirPage([souvenir(1), souvenir(2), souvenir(3, { tersedia: false })]));
      if (url.pathname.endsWith('/travel/message-souvenir'))
        return ok({
          items: [
            { produk_id: 2, nama: 'Oleh-oleh 2', jumlah: 1, harga: 20_000, subtotal: 20_000 },
          ],
          total: 20_000,
          nomor_whatsapp: '6281100000002',
          pesan:
            'Halo, saya ingin memesan oleh-oleh lewat Lintas:\n\n1. Oleh-oleh 2\n\n*Total: Rp 20.000*',
          tautan_whatsapp: 'https://wa.me/6281100000002?text=Halo',
        });
      return undefined;
    });
    const open = vi.spyOn(browser, 'open').mockImplementation(() => true);
    const user = userEvent.setup();
    renderAt('/oleh-oleh');
    await screen.findByRole('heading', { level: 3, name: 'Oleh-oleh 1' });
    // Sold out: no Tambah.
    expect(
      screen.queryByRole('button', { name: souvenirTexts.addNamed('Oleh-oleh 3') }),
    ).toBeNull();
    expect(screen.getByText(souvenirTexts.soldOut)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Keranjang oleh-oleh/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: souvenirTexts.addNamed('Oleh-oleh 1') }));
    await user.click(screen.getByRole('button', { name: souvenirTexts.addNamed('Oleh-oleh 2') }));
    // The first-time hint, once: dismissed, it stays away.
    const hint = screen.getByRole('note', { name: souvenirTexts.tutorialTitle });
    await user.click(within(hint).getByRole('button', { name: souvenirTexts.tutorialOk }));
    expect(screen.queryByRole('note')).toBeNull();
    expect(useSouvenirStore.getState().isShowTutorial).toBe(false);

    await user.click(screen.getByRole('button', { name: souvenirTexts.cartButton(2) }));
    const sheet = await screen.findByRole('dialog', { name: souvenirTexts.cartTitle });
    expect(within(sheet).getAllByRole('listitem')).toHaveLength(2);
    expect(within(sheet).getByText('Rp 30.000')).toBeTruthy();
    await user.click(
      within(sheet).getByRole('button', { name: souvenirTexts.remove('Oleh-oleh 1') }),
    );
    expect(within(sheet).getAllByRole('listitem')).toHaveLength(1);
    expect(within(sheet).getByText('Rp 20.000')).toBeTruthy();

    await user.click(within(sheet).getByRole('button', { name: souvenirTexts.order }));
    expect(await within(sheet).findByText(/\*Total: Rp 20\.000\*/)).toBeTruthy();
    expect(api.callsTo('/travel/message-souvenir')[0]?.url.searchParams.get('productIds')).toBe(
      '2',
    );
    // No native host: wa.me in a new window, with the server's text.
    expect(open).toHaveBeenCalledWith(
      `https://wa.me/6281100000002?text=${encodeURIComponent(
        'Halo, saya ingin memesan oleh-oleh lewat Lintas:\n\n1. Oleh-oleh 2\n\n*Total: Rp 20.000*',
      )}`,
    );
    expect(
      within(sheet).getByRole('link', { name: souvenirTexts.openWhatsapp }).getAttribute('href'),
    ).toBe('https://wa.me/6281100000002?text=Halo');

    // Opened again, the cart offers Kosongkan: all gone, isCart off, no button.
    await user.click(within(sheet).getByRole('button', { name: 'Tutup' }));
    await user.click(screen.getByRole('button', { name: souvenirTexts.cartButton(1) }));
    const again = await screen.findByRole('dialog', { name: souvenirTexts.cartTitle });
    await user.click(within(again).getByRole('button', { name: souvenirTexts.clear }));
    expect(useSouvenirStore.getState()).toMatchObject({ cart: [], isCart: false });
    expect(screen.queryByRole('button', { name: /^Keranjang oleh-oleh/ })).toBeNull();
  });

  it('shows why an order cannot be written (a sold-out product) and keeps the cart', async () => {
    mockApi((url) => {
      if (url.pathname.endsWith('/travel/message-souvenir'))
        return fail(
          409,
          'SOUVENIR_SOLD_OUT',
          'Maaf, Oleh-oleh 1 sedang habis. Hapus dari keranjang lalu pesan lagi.',
        );
      if (url.pathname.endsWith('/travel/banner-oleh-oleh')) return ok([]);
      if (url.pathname.endsWith('/travel/list-produk-oleh-oleh'))
        return ok(souvenirPage([souvenir(1)]));
      return undefined;
    });
    const open = vi.spyOn(browser, 'open').mockImplementation(() => true);
    useSouvenirStore.getState().add(souvenir(1));
    const user = userEvent.setup();
    renderAt('/oleh-oleh');
    await user.click(await screen.findByRole('button', { name: souvenirTexts.cartButton(1) }));
    const sheet = await screen.findByRole('dialog', { name: souvenirTexts.cartTitle });
    await user.click(within(sheet).getByRole('button', { name: souvenirTexts.order }));
    const alert = await within(sheet).findByRole('alert');
    expect(alert.textContent).toContain('Oleh-oleh 1 sedang habis');
    expect(open).not.toHaveBeenCalled();
    expect(useSouvenirStore.getState().cart).toHaveLength(1);
  });
});

describe('/oleh-oleh/:id', () => {
  it('shows a product with recommendations, and asks the seller on WhatsApp', async () => {
    mockApi((url) => {
      if (url.pathname.endsWith('/travel/detail-produk-oleh-oleh'))
        return ok({ ...souvenir(5, { nama: 'Bakpia' }), deskripsi: 'Bakpia isi kacang hijau.' });
      if (url.pathname.endsWith('/travel/rekomendasi-produk-oleh-oleh'))
        return ok([souvenir(6), souvenir(7)]);
      if (url.pathname.endsWith('/travel/format-pesan-oleh-oleh'))
        return ok({
          produk_id: 5,
          nomor_whatsapp: '6281100000005',
          pesan: 'Halo, saya tertarik dengan Bakpia',
          tautan_whatsapp: 'https://wa.me/6281100000005',
        });
      return undefined;
    });
    const open = vi.spyOn(browser, 'open').mockImplementation(() => true);
    const user = userEvent.setup();
    renderAt('/oleh-oleh/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bakpia' })).toBeTruthy();
    expect(screen.getByText('Bakpia isi kacang hijau.')).toBeTruthy();
    const recommended = await screen.findByRole('region', { name: souvenirTexts.recommended });
    expect(within(recommended).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(useSouvenirStore.getState().recommendation.map((p) => p.produk_id)).toEqual([6, 7]);

    await user.click(screen.getByRole('button', { name: souvenirTexts.addLong }));
    expect(useSouvenirStore.getState().cart.map((item) => item.id)).toEqual([5]);
    await user.click(screen.getByRole('button', { name: souvenirTexts.ask }));
    await vi.waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        `https://wa.me/6281100000005?text=${encodeURIComponent('Halo, saya tertarik dengan Bakpia')}`,
      ),
    );
  });

  it('answers an unknown product with the not-found state', async () => {
    mockApi((url) =>
      url.pathname.endsWith('/travel/detail-produk-oleh-oleh')
        ? fail(404, 'NOT_FOUND', 'Oleh-oleh tidak ditemukan.')
        : undefined,
    );
    renderAt('/oleh-oleh/999');
    expect(
      await screen.findByRole('heading', { level: 1, name: souvenirTexts.notFound }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: souvenirTexts.showAll })).toBeTruthy();
  });
});

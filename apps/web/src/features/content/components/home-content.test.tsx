import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { storageKeys } from '../../../config/storage-keys';
import { fail, mockApi, ok } from '../../../testing/api-mock';
import { carouselTexts } from './home-carousel';
import HomeContent from './home-content';
import { banner } from './content-test-data';
import { popupTexts } from './banner-popup';

function renderHome(entry = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <main id="main" tabIndex={-1}>
            <h1>Beranda</h1>
            <label>
              Dari
              <input />
            </label>
            <HomeContent />
          </main>
        ),
      },
      { path: '/blog/:kode', element: <h1>Artikel</h1> },
      { path: '/event/:kode', element: <h1>Promo</h1> },
    ],
    { initialEntries: [entry] },
  );
  const view = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, view };
}

const popup = (kode: string, overrides: Record<string, unknown> = {}) =>
  ok({
    popup: banner(9, { kode, judul: `Popup ${kode}`, tautan: `/event/${kode}`, ...overrides }),
  });

describe('home carousel', () => {
  it('shows the banners one at a time, moved by the arrows and dots, linking on', async () => {
    mockApi((url) => {
      if (url.pathname.endsWith('/travel/list-banner'))
        return ok([banner(1), banner(2), banner(3)]);
      if (url.pathname.endsWith('/travel/banner-popup')) return ok({ popup: null });
      return undefined;
    });
    const user = userEvent.setup();
    const { router } = renderHome();
    expect(screen.getByText(carouselTexts.loading)).toBeTruthy();
    const carousel = await screen.findByRole('region', { name: carouselTexts.label });
    // Only the banner in view is reachable; the others are hidden from the tab order.
    expect(within(carousel).getAllByRole('link')).toHaveLength(1);
    expect(within(carousel).getByRole('link', { name: /Banner 1/ })).toBeTruthy();
    expect(
      within(carousel)
        .getByRole('button', { name: carouselTexts.slide(1, 3) })
        .getAttribute('aria-current'),
    ).toBe('true');

    await user.click(within(carousel).getByRole('button', { name: carouselTexts.next }));
    expect(within(carousel).getByRole('link', { name: /Banner 2/ })).toBeTruthy();
    await user.click(within(carousel).getByRole('button', { name: carouselTexts.slide(3, 3) }));
    expect(within(carousel).getByRole('link', { name: /Banner 3/ })).toBeTruthy();
    await user.click(within(carousel).getByRole('button', { name: carouselTexts.next }));
    expect(within(carousel).getByRole('link', { name: /Banner 1/ })).toBeTruthy();
    await user.click(within(carousel).getByRole('button', { name: carouselTexts.previous }));
    expect(within(carousel).getByRole('link', { name: /Banner 3/ })).toBeTruthy();

    // Images load lazily and fade in (transparent until loaded).
    const image = carousel.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('data-loaded')).toBe('false');

    await user.click(within(carousel).getByRole('link', { name: /Banner 3/ }));
    expect(router.state.location.pathname).toBe('/blog/artikel-3');
  });

  it('shows nothing when there are no banners or the call fails, the page stays', async () => {
    for (const answer of [ok([]), fail(429, 'RATE_LIMITED', 'Terlalu banyak permintaan.')]) {
      mockApi((url) => {
        if (url.pathname.endsWith('/travel/list-banner')) return answer;
        if (url.pathname.endsWith('/travel/banner-popup')) return ok({ popup: null });
        return undefined;
      });
      const { view } = renderHome();
      await expect.poll(() => screen.queryByText(carouselTexts.loading)).toBeNull();
      expect(screen.queryByRole('region', { name: carouselTexts.label })).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('heading', { name: 'Beranda' })).toBeTruthy();
      view.unmount();
    }
  });
});

describe('banner popup', () => {
  it('shows the popup as a card beside the page, once per visitor and ads_kode', async () => {
    const api = mockApi((url) => {
      if (url.pathname.endsWith('/travel/list-banner')) return ok([]);
      if (!url.pathname.endsWith('/travel/banner-popup')) return undefined;
      const ads = url.searchParams.get('ads_kode');
      return popup(ads ?? 'selamat-datang');
    });
    const user = userEvent.setup();
    const first = renderHome();
    const card = await screen.findByRole('region', { name: 'Popup selamat-datang' });
    // Not a modal: no dialog, nothing made inert, and the focus stays where it was.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(card.getAttribute('aria-modal')).toBeNull();
    expect(card.contains(document.activeElement)).toBe(false);
    expect(JSON.parse(localStorage.getItem(storageKeys.seenPopups) ?? '[]')).toEqual([
      'selamat-datang',
    ]);
    // The page stays usable with the card shown; Escape outside the card leaves it.
    const field = screen.getByRole('textbox', { name: 'Dari' });
    await user.type(field, 'Bandung');
    expect((field as HTMLInputElement).value).toBe('Bandung');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('region', { name: 'Popup selamat-datang' })).toBe(card);
    await user.click(within(card).getByRole('button', { name: popupTexts.close }));
    expect(screen.queryByRole('region', { name: /^Popup/ })).toBeNull();
    first.view.unmount();

    // Coming back: the same popup is not shown again.
    const second = renderHome();
    await expect.poll(() => api.callsTo('/travel/banner-popup').length).toBe(2);
    await expect.poll(() => screen.queryByText(carouselTexts.loading)).toBeNull();
    expect(screen.queryByRole('region', { name: /^Popup/ })).toBeNull();
    second.view.unmount();

    // Arriving from a campaign: its own popup, once; Escape inside the card closes it and
    // the focus goes to the page, not to nowhere.
    const third = renderHome('/?ads_kode=iklan-bogor');
    const campaign = await screen.findByRole('region', { name: 'Popup iklan-bogor' });
    expect(api.callsTo('/travel/banner-popup').at(-1)?.url.searchParams.get('ads_kode')).toBe(
      'iklan-bogor',
    );
    within(campaign).getByRole('button', { name: popupTexts.close }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: /^Popup/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('main'));
    third.view.unmount();
    expect(JSON.parse(localStorage.getItem(storageKeys.seenPopups) ?? '[]')).toEqual([
      'selamat-datang',
      'iklan-bogor',
    ]);
  });

  it('opens the promo from the popup, ignores a malformed ads_kode and a failed call', async () => {
    const api = mockApi((url) => {
      if (url.pathname.endsWith('/travel/list-banner')) return ok([]);
      if (url.pathname.endsWith('/travel/banner-popup'))
        return url.searchParams.has('ads_kode')
          ? fail(400, 'VALIDATION_ERROR', 'Kode iklan tidak valid')
          : popup('promo-akhir-pekan');
      return undefined;
    });
    const user = userEvent.setup();
    const { router } = renderHome('/?ads_kode=%3Cscript%3E');
    const card = await screen.findByRole('region', { name: 'Popup promo-akhir-pekan' });
    // The malformed code is not sent: the popup for everybody shows.
    expect(api.callsTo('/travel/banner-popup')[0]?.url.searchParams.has('ads_kode')).toBe(false);
    await user.click(within(card).getByRole('link', { name: popupTexts.open }));
    expect(router.state.location.pathname).toBe('/event/promo-akhir-pekan');
    expect(screen.queryByRole('region', { name: /^Popup/ })).toBeNull();
  });

  it('shows nothing when the call fails', async () => {
    mockApi((url) => {
      if (url.pathname.endsWith('/travel/list-banner')) return ok([]);
      if (url.pathname.endsWith('/travel/banner-popup'))
        return fail(429, 'RATE_LIMITED', 'Terlalu banyak permintaan.');
      return undefined;
    });
    const api = renderHome();
    await expect.poll(() => screen.queryByText(carouselTexts.loading)).toBeNull();
    expect(screen.queryByRole('region', { name: /^Popup/ })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.router.state.location.pathname).toBe('/');
  });
});

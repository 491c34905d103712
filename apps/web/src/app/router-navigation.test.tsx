import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PETUGAS, signInStaff } from '../features/operator/testing/fixtures';
import { initialBookingData, useBookingStore } from '../stores/booking-store';
import { mockApi, ok } from '../testing/api-mock';
import { useViewModeStore } from '../stores/view-mode-store';
import { AppProvider } from './provider';
import { AppRouter, preloadPages } from './router';
import { renderApp } from './testing/render-app';

/**
 * The declarative router as it ships (decision 0028): what the data router's
 * `useNavigation`, `ErrorBoundary` and `HydrateFallback` did, done by transitions, an
 * error boundary and the opening route's preload.
 */

// The FAQ's code arrives when the test says so: a slow network.
const faqChunk = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('./routes/faq', async (importOriginal) => {
  await faqChunk.arrived;
  return importOriginal();
});
// The donation page's code is slow too, and the home page counts its renders.
const donationChunk = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('./routes/donation', async (importOriginal) => {
  await donationChunk.arrived;
  return importOriginal();
});
// Like the home page's search form, it reads the router (useNavigate): a new route
// context re-renders every such reader.
const homeRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./routes/home', async (importOriginal) => {
  const { createElement } = await import('react');
  const { useNavigate } = await import('react-router');
  const { default: Home } = await importOriginal<typeof import('./routes/home')>();
  return {
    default: function CountedHome() {
      useNavigate();
      homeRenders.count += 1;
      return createElement(Home);
    },
  };
});
// The blog's code is gone (a new release replaced the chunks): its import fails.
vi.mock('./routes/blog', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/blog-old.js');
});

// The console's boarding screen is slow too.
const boardingChunk = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('./routes/operator-boarding', async (importOriginal) => {
  await boardingChunk.arrived;
  return importOriginal();
});
// The console's sales screen fails the same way.
vi.mock('./routes/operator-office-sales', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/sales-old.js');
});

beforeEach(() => {
  useBookingStore.setState(initialBookingData());
  useViewModeStore.setState({ mode: 'm' });
});

const homeHeading = () => screen.queryByRole('heading', { level: 1, name: /Pesan tiket bus/ });

describe('navigating between pages', () => {
  it('keeps the current page with a progress bar while the next page loads', async () => {
    const user = userEvent.setup();
    const router = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Pesan tiket bus/ })).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Memuat halaman' })).toBeNull();

    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Bantuan' }));
    expect(router.location.pathname).toBe('/faq');
    // The FAQ's chunk is on its way: the home page stays, no skeleton, and the bar shows.
    expect(await screen.findByRole('progressbar', { name: 'Memuat halaman' })).toBeTruthy();
    expect(homeHeading()).not.toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();

    faqChunk.arrive();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pertanyaan Umum (FAQ)' }),
    ).toBeTruthy();
    expect(homeHeading()).toBeNull();
    expect(screen.queryByRole('progressbar', { name: 'Memuat halaman' })).toBeNull();
  });

  it('shows the progress bar without rendering the page being left again', async () => {
    const router = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /Pesan tiket bus/ });
    const before = homeRenders.count;

    await router.navigate('/donasi');
    expect(await screen.findByRole('progressbar', { name: 'Memuat halaman' })).toBeTruthy();
    // Starting a transition renders its pending state urgently, in one piece: that render
    // is the progress bar's, not the whole page's (on a phone it blocked input ~90 ms).
    expect(homeRenders.count).toBe(before);
    expect(homeHeading()).not.toBeNull();

    donationChunk.arrive();
    expect(await screen.findByRole('heading', { level: 1, name: /Donasi/ })).toBeTruthy();
  });

  it('shows a page whose code fails inside the shell, and the next navigation clears it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const router = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /Pesan tiket bus/ });

    await router.navigate('/blog');
    expect(await screen.findByRole('heading', { name: 'Halaman gagal dimuat' })).toBeTruthy();
    // The shell stays around the error: the header's way home and the footer.
    expect(screen.getByRole('link', { name: 'Lintas, ke beranda' })).toBeTruthy();
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Muat Ulang Halaman' })).toBeTruthy();
    expect(logged).toHaveBeenCalledWith(
      '[route] halaman gagal dimuat',
      expect.any(Error),
      expect.any(String),
    );

    await user.click(screen.getByRole('link', { name: 'Kembali ke beranda' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Pesan tiket bus/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Halaman gagal dimuat' })).toBeNull();
    expect(router.location.pathname).toBe('/');
  });
});

describe("the operator console's pages", () => {
  function consoleApi() {
    signInStaff();
    mockApi((url) => {
      if (url.pathname.endsWith('/staff/me')) return ok(PETUGAS);
      if (url.pathname.endsWith('/staff/keberangkatan'))
        return ok({ tanggal: url.searchParams.get('tanggal'), list: [] });
      return undefined;
    });
  }

  it('keeps the screen with the progress bar while the next screen loads', async () => {
    consoleApi();
    const user = userEvent.setup();
    renderApp('/operator');
    expect(await screen.findByRole('heading', { level: 1, name: 'Keberangkatan' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Menu konsol' });
    await user.click(within(menu).getByRole('link', { name: 'Naik penumpang' }));
    expect(await screen.findByRole('progressbar', { name: 'Memuat halaman' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Keberangkatan' })).toBeTruthy();
    boardingChunk.arrive();
    expect(await screen.findByRole('heading', { level: 1, name: 'Naik Penumpang' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Keberangkatan' })).toBeNull();
    expect(screen.queryByRole('progressbar', { name: 'Memuat halaman' })).toBeNull();
  });

  it('shows a failed page inside the console, and another screen of the console clears it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    consoleApi();
    const user = userEvent.setup();
    const router = renderApp('/operator/penjualan');
    expect(await screen.findByRole('heading', { name: 'Halaman gagal dimuat' })).toBeTruthy();
    // The console's bar stays: its menu is the way on. No pathname key remounts this
    // boundary (the customer shell has one): the navigation itself clears the error.
    const menu = screen.getByRole('navigation', { name: 'Menu konsol' });
    await user.click(within(menu).getByRole('link', { name: 'Keberangkatan' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Keberangkatan' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Halaman gagal dimuat' })).toBeNull();
    expect(router.location.pathname).toBe('/operator');
  });
});

describe('the first render (main.tsx)', () => {
  function renderOnce(path: string) {
    const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
    // One synchronous commit, as the first one: whatever is not ready is not in it.
    act(() => {
      render(
        <AppProvider>
          <AppRouter history={history} />
        </AppProvider>,
      );
    });
  }

  it("commits the page itself once the route's modules are preloaded", async () => {
    await preloadPages('/login');
    renderOnce('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Login / Daftar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lintas, ke beranda' })).toBeTruthy();
  });

  it('without the preload the first render waits for the page and commits nothing', async () => {
    renderOnce('/cek-pesanan');
    // Nothing replaced the (prerendered) markup yet: no skeleton, no half page.
    expect(document.body.textContent).toBe('');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });
});

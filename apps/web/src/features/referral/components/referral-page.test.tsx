import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { paths } from '../../../config/paths';
import { storageKeys } from '../../../config/storage-keys';
import { fail, mockApi, ok } from '../../../testing/api-mock';
import { ReferralPage } from './referral-page';

const REFERRAL = {
  kode: 'ABCD2345',
  link: 'http://127.0.0.1:3000/?ref=ABCD2345',
  jumlah_teman: 2,
  pesan: 'Pesan tiket di Lintas (kode ABCD2345): http://127.0.0.1:3000/?ref=ABCD2345',
};

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: paths.referral.path, element: <ReferralPage /> },
      { path: paths.login.path, element: <h1>Masuk</h1> },
    ],
    { initialEntries: [paths.referral.getHref()] },
  );
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

beforeEach(() => {
  document.cookie = `${storageKeys.authCookie}=token-budi; path=/`;
});

afterEach(() => {
  document.cookie = `${storageKeys.authCookie}=; path=/; max-age=0`;
  vi.unstubAllGlobals();
});

describe('ReferralPage', () => {
  it('shows the code, the link and the friends who joined; copies the code by its element', async () => {
    mockApi((url) => (url.pathname.endsWith('/travel/referral') ? ok(REFERRAL) : undefined));
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('ABCD2345')).toBeTruthy();
    expect((screen.getByLabelText('Tautan Anda') as HTMLInputElement).value).toBe(REFERRAL.link);
    expect(screen.getByText('2 teman bergabung lewat tautan Anda.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Salin Kode' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe('ABCD2345');
    expect(await screen.findByText('Kode disalin')).toBeTruthy();
  });

  it('shares through the Web Share API where the browser has it', async () => {
    mockApi((url) => (url.pathname.endsWith('/travel/referral') ? ok(REFERRAL) : undefined));
    const shared: unknown[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      share: async (data: unknown) => {
        shared.push(data);
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Bagikan' }));
    expect(shared).toEqual([{ title: 'Lintas', text: REFERRAL.pesan, url: REFERRAL.link }]);
  });

  it('says so when the code cannot be loaded, and retries', async () => {
    let calls = 0;
    mockApi((url) => {
      if (!url.pathname.endsWith('/travel/referral')) return undefined;
      calls += 1;
      return calls === 1
        ? fail(429, 'RATE_LIMITED', 'Terlalu banyak permintaan. Coba lagi sebentar.')
        : ok(REFERRAL);
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Kode referral tidak dapat dimuat')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByText('ABCD2345')).toBeTruthy();
  });

  it('sends a guest to sign in first', async () => {
    document.cookie = `${storageKeys.authCookie}=; path=/; max-age=0`;
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Masuk' })).toBeTruthy();
  });
});

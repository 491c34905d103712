import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { renderApp } from '../../../app/testing/render-app';
import { paths } from '../../../config/paths';
import { useViewModeStore } from '../../../stores/view-mode-store';
import { fail, mockApi, ok } from '../../../testing/api-mock';
import { PointsPage, pointsTexts } from './points-page';

function renderPoints() {
  const router = createMemoryRouter(
    [
      { path: paths.points.path, element: <PointsPage /> },
      { path: paths.reservation.path, element: <h1>Tiket</h1> },
    ],
    { initialEntries: [paths.points.getHref()] },
  );
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const summary = (overrides: Record<string, unknown> = {}) =>
  ok({ total_point: 12_500, point_pending: 1_500, point_ditahan: 0, pending: [], ...overrides });

function entry(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    tipe: 'earned',
    point: 1_500,
    saldo: 12_500,
    keterangan: 'Poin dari perjalanan yang dibayar',
    reservasi_kode: `LNTPOIN${String(id).padStart(4, '0')}`,
    tanggal: '2026-11-21T01:05:00.000Z',
    ...overrides,
  };
}

const historyPage = (list: unknown[], page = 1, totalPage = 1, total = list.length) =>
  ok({ page, total_page: totalPage, total_data: total, list });

beforeEach(() => {
  useViewModeStore.setState({ mode: 'd' });
});

describe('/poin', () => {
  it('sends a guest to /login and back here afterwards, without asking the server', async () => {
    const api = mockApi(() => undefined);
    const router = renderApp('/poin');
    await screen.findByRole('heading', { level: 1, name: 'Login / Daftar' });
    expect(router.location.pathname + router.location.search).toBe('/login?red=%2Fpoin');
    expect(api.callsTo('/customer-point')).toHaveLength(0);
    expect(api.callsTo('/customer-history-point')).toHaveLength(0);
  });

  it('shows the balance, what is pending, and the history with signs and balances', async () => {
    document.cookie = '_atx=tok; path=/';
    mockApi((url) => {
      if (url.pathname.endsWith('/travel/customer-point')) return summary({ point_ditahan: 2_000 });
      if (url.pathname.endsWith('/travel/customer-history-point'))
        return historyPage([
          entry(3),
          entry(2, {
            tipe: 'spent',
            point: -2_000,
            saldo: 11_000,
            keterangan: 'Dipakai untuk membayar reservasi',
          }),
          entry(1, {
            tipe: 'adjusted',
            point: 13_000,
            saldo: 13_000,
            keterangan: 'Saldo awal',
            reservasi_kode: null,
          }),
        ]);
      return undefined;
    });
    const user = userEvent.setup();
    const router = renderPoints();
    expect(screen.getByText(pointsTexts.loadingBalance)).toBeTruthy();
    const balance = await screen.findByRole('region', { name: pointsTexts.balance });
    expect(balance.textContent).toContain('12.500 poin');
    expect(within(balance).getByText(pointsTexts.pendingEarn('1.500'))).toBeTruthy();
    expect(within(balance).getByText(pointsTexts.held('2.000'))).toBeTruthy();

    const history = screen.getByRole('region', { name: pointsTexts.history });
    const rows = await within(history).findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('+1.500')).toBeTruthy();
    expect(within(rows[0]!).getByText('Saldo 12.500')).toBeTruthy();
    // In the business zone (WIB): 01:05 UTC is 08.05.
    expect(rows[0]!.textContent).toContain('Sab, 21 Nov 2026, 08.05');
    expect(within(rows[1]!).getByText('−2.000')).toBeTruthy();
    expect(within(rows[2]!).getByText('Saldo awal')).toBeTruthy();
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: pointsTexts.more })).toBeNull();

    await user.click(within(rows[0]!).getByRole('link', { name: 'LNTPOIN0003' }));
    expect(router.state.location.pathname).toBe('/reservasi/LNTPOIN0003');
  });

  it("loads older entries with 'Muat lebih banyak'", async () => {
    document.cookie = '_atx=tok; path=/';
    const api = mockApi((url) => {
      if (url.pathname.endsWith('/travel/customer-point')) return summary();
      if (!url.pathname.endsWith('/travel/customer-history-point')) return undefined;
      return url.searchParams.get('page') === '2'
        ? historyPage([entry(1)], 2, 2, 11)
        : historyPage(
            Array.from({ length: 10 }, (_, i) => entry(11 - i)),
            1,
            2,
            11,
          );
    });
    const user = userEvent.setup();
    renderPoints();
    const history = await screen.findByRole('region', { name: pointsTexts.history });
    expect(await within(history).findAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: pointsTexts.more }));
    expect(await within(history).findByText('LNTPOIN0001')).toBeTruthy();
    expect(within(history).getAllByRole('listitem')).toHaveLength(11);
    expect(screen.queryByRole('button', { name: pointsTexts.more })).toBeNull();
    expect(
      api
        .callsTo('/travel/customer-history-point')
        .map((call) => call.url.searchParams.get('page')),
    ).toEqual(['1', '2']);
  });

  it("shows 'Belum ada riwayat poin' for a new customer", async () => {
    document.cookie = '_atx=tok; path=/';
    mockApi((url) => {
      if (url.pathname.endsWith('/travel/customer-point'))
        return summary({ total_point: 0, point_pending: 0 });
      if (url.pathname.endsWith('/travel/customer-history-point')) return historyPage([], 1, 0, 0);
      return undefined;
    });
    renderPoints();
    expect(await screen.findByRole('heading', { name: pointsTexts.empty })).toBeTruthy();
    const balance = screen.getByRole('region', { name: pointsTexts.balance });
    expect(balance.textContent).toContain('0 poin');
    expect(within(balance).queryByText(/setelah pesanan/)).toBeNull();
  });

  it('shows each failure with a retry that loads it again', async () => {
    document.cookie = '_atx=tok; path=/';
    let broken = true;
    mockApi((url) => {
      if (broken) return fail(500, 'INTERNAL_ERROR', 'Terjadi kesalahan pada server.');
      if (url.pathname.endsWith('/travel/customer-point')) return summary();
      if (url.pathname.endsWith('/travel/customer-history-point')) return historyPage([entry(1)]);
      return undefined;
    });
    const user = userEvent.setup();
    renderPoints();
    // A 5xx is retried once (lib/react-query.ts) before the error shows.
    expect(await screen.findByText(pointsTexts.balanceFailed, {}, { timeout: 4000 })).toBeTruthy();
    expect(await screen.findByText(pointsTexts.historyFailed, {}, { timeout: 4000 })).toBeTruthy();
    broken = false;
    for (const alert of screen.getAllByRole('alert'))
      await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('region', { name: pointsTexts.balance })).toBeTruthy();
    expect(await screen.findByText('LNTPOIN0001')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

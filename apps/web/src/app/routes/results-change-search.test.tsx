import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { ResultsPage } from '../../features/schedules/components/results-page';
import {
  filterOptions,
  scheduleGroup,
  scheduleItem,
  schedulePage,
  stubApi,
} from '../../features/schedules/testing/fixtures';
import { SearchForm } from '../../features/search/components/search-form';
import { createQueryClient } from '../../lib/react-query';
import { initialBookingData, useBookingStore } from '../../stores/booking-store';
import { useViewModeStore } from '../../stores/view-mode-store';

const GO = '2999-01-10';

/** The results page as the route composes it: "Ubah" opens the search form in place. */
function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: paths.results.path,
        element: <ResultsPage changeSearch={(close) => <SearchForm onSearch={close} />} />,
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function api() {
  return stubApi({
    'search-jadwal': () =>
      schedulePage([scheduleGroup([scheduleItem(), scheduleItem({ jadwal_kode: 'XTR-01-0900' })])]),
    'list-filter-search-jadwal': () => filterOptions,
    'list-tanggal-jadwal-available': () => ({ list: [] }),
    'list-highlight-operator': () => ({ list: [] }),
  });
}

beforeEach(() => {
  useBookingStore.setState(initialBookingData());
  useViewModeStore.setState({ mode: 'm' });
});

describe('results route: change the search', () => {
  it('"Ubah" opens the search form in place; a new search folds it away and is in the address', async () => {
    const user = userEvent.setup();
    useBookingStore.getState().updateSchedule({ dateGo: GO });
    useBookingStore.getState().setTripDates({ dateTrip: GO });
    const { calls } = api();
    const router = renderAt(paths.results.path);
    await screen.findByRole('list', { name: 'Hasil pencarian' });
    const change = screen.getByRole('button', { name: 'Ubah pencarian' });
    expect(change.getAttribute('aria-expanded')).toBe('false');
    await user.click(change);
    const form = screen.getByRole('form', { name: 'Cari tiket' });
    const date = within(form).getByLabelText(/Tanggal berangkat/);
    await user.clear(date);
    await user.type(date, '13/01/2999');
    await user.click(within(form).getByRole('button', { name: 'Cari Tiket' }));
    await vi.waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('tanggal')).toBe('2999-01-13'),
    );
    expect(screen.queryByRole('form', { name: 'Cari tiket' })).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Ubah pencarian' }).getAttribute('aria-expanded'),
    ).toBe('false');
    await vi.waitFor(() =>
      expect(calls('search-jadwal').at(-1)!.get('tanggal_berangkat')).toBe('2999-01-13'),
    );
  });
});

import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import {
  filterOptions,
  scheduleGroup,
  scheduleItem,
  schedulePage,
  stubApi,
} from '../../features/schedules/testing/fixtures';
import { seatAlertTexts } from '../../features/seat-alerts/components/seat-alert-button';
import { initialBookingData, useBookingStore } from '../../stores/booking-store';
import { useViewModeStore } from '../../stores/view-mode-store';
import { AppProvider } from '../provider';
import ResultsRoute from './results';

/** The app composes seat alerts into the results: a sold-out direct trip offers one. */
describe('/jadwal with a sold-out departure', () => {
  beforeEach(() => {
    useBookingStore.setState(initialBookingData());
    useViewModeStore.setState({ mode: 'd' });
    const store = useBookingStore.getState();
    store.updateSchedule({ roundTrip: false, dateGo: '2999-01-10', tripStatus: 'go', page: 1 });
    store.setOrigin({ id: 1, type: 'city', text: 'Bandung' });
    store.setDestination({ id: 6, type: 'city', text: 'Jakarta' });
  });

  it('shows "Kabari Saya Jika Ada Kursi" under the sold-out trip only', async () => {
    const soldOut = scheduleItem({
      jadwal_kode: 'XTR-01-1400',
      jam_berangkat: '14:00',
      kursi_tersedia: 0,
    });
    const open = scheduleItem({
      jadwal_kode: 'XTR-01-1500',
      jam_berangkat: '15:00',
      kursi_tersedia: 4,
    });
    stubApi({
      'search-jadwal': () => schedulePage([scheduleGroup([soldOut, open])]),
      'list-filter-search-jadwal': () => filterOptions,
      'list-tanggal-jadwal-available': () => ({ list: [] }),
      'list-highlight-operator': () => ({ list: [] }),
    });
    const router = createMemoryRouter([{ path: paths.results.path, element: <ResultsRoute /> }], {
      initialEntries: [paths.results.path],
    });
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Kursi habis')).toBeTruthy();
    // A guest: the offer leads to /login and back to the same results (the search is in
    // the address since issue 12).
    const href = within(first).getByRole('link', { name: seatAlertTexts.ask }).getAttribute('href');
    const back = new URL(href ?? '', 'http://x').searchParams.get('red') ?? '';
    expect(href?.startsWith(paths.login.path)).toBe(true);
    expect(back.startsWith(`${paths.results.path}?`)).toBe(true);
    expect(new URLSearchParams(back.split('?')[1]).get('asal_id')).toBe('1');
    expect(within(second).queryByRole('link', { name: seatAlertTexts.ask })).toBeNull();
  });
});

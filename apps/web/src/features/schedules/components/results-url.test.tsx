import { formatDate } from '@lintas/domain/format';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { createQueryClient } from '../../../lib/react-query';
import { initialBookingData, useBookingStore } from '../../../stores/booking-store';
import { useViewModeStore } from '../../../stores/view-mode-store';
import {
  filterOptions,
  scheduleGroup,
  scheduleItem,
  schedulePage,
  stubApi,
} from '../testing/fixtures';
import { ResultsPage } from './results-page';

const GO = '2999-01-10';

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: paths.results.path, element: <ResultsPage /> },
      { path: paths.seats.path, element: <h1>Pilih Kursi</h1> },
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

const xtr = [
  scheduleItem({ jadwal_kode: 'XTR-1', jam_berangkat: '08:00', harga: 150000 }),
  scheduleItem({ jadwal_kode: 'XTR-2', jam_berangkat: '13:30', harga: 140000 }),
];
const bry = [
  scheduleItem({
    operator_kode: 'BRY',
    operator_nama: 'Bayu Raya Shuttle',
    jurusan_id: 2,
    jadwal_kode: 'BRY-1',
    jam_berangkat: '06:15',
    harga: 120000,
  }),
  scheduleItem({
    operator_kode: 'BRY',
    operator_nama: 'Bayu Raya Shuttle',
    jurusan_id: 2,
    jadwal_kode: 'BRY-2',
    jam_berangkat: '16:30',
    harga: 125000,
  }),
];
const highlight = (jumlah: number) => ({
  list: [
    {
      operator_kode: 'XTR',
      operator_nama: 'Xpress Trans Priangan',
      logo_url: null,
      highlight: 'Tepat waktu',
      rating: null,
      jumlah_ulasan: 0,
      harga_min: 140000,
      jumlah_jadwal: jumlah,
    },
  ],
});

/** The server as the list sees it: 'pagi' leaves no schedule, and then no highlight either. */
function api() {
  return stubApi({
    'search-jadwal': (p) =>
      schedulePage(
        p.get('quick_filter') === 'pagi' ? [] : [scheduleGroup(xtr), scheduleGroup(bry)],
      ),
    'list-filter-search-jadwal': () => filterOptions,
    'list-tanggal-jadwal-available': (p) => ({
      list: [0, 1, 2].map((i) => ({
        tanggal: `2999-01-${String(Number(p.get('tanggal_berangkat')!.slice(8)) + i).padStart(2, '0')}`,
        hari: 'Sen',
        jumlah_jadwal: 4,
        harga_min: 120000,
        tersedia: true,
      })),
    }),
    'list-highlight-operator': (p) =>
      p.get('quick_filter') === 'pagi' ? { list: [] } : highlight(2),
  });
}

beforeEach(() => {
  useBookingStore.setState(initialBookingData());
  useViewModeStore.setState({ mode: 'm' });
});

describe('results in the address', () => {
  it('a shared address restores the search in a fresh browser: places, date, filters, sort', async () => {
    const { calls } = api();
    const router = renderAt(
      '/jadwal?asal=Bandung+-+Pasteur&asal_id=5&asal_tipe=point&tujuan=Jakarta+-+Blok+M' +
        '&tujuan_id=9&tujuan_tipe=point&tanggal=2999-01-11&operator=XTR&urut=harga-termurah&cepat=langsung',
    );
    await screen.findByRole('list', { name: 'Hasil pencarian' });
    const search = calls('search-jadwal').at(-1)!;
    expect(Object.fromEntries(search)).toMatchObject({
      asal_id: '5',
      asal_tipe: 'point',
      tujuan_id: '9',
      tujuan_tipe: 'point',
      tanggal_berangkat: '2999-01-11',
      operator: 'XTR',
      sort: 'harga-termurah',
      quick_filter: 'langsung',
    });
    // Every request used the address's search: none went out for the store's defaults.
    expect(calls('search-jadwal').every((p) => p.get('asal_id') === '5')).toBe(true);
    const summary = screen.getByRole('banner');
    expect(summary.textContent).toContain('Bandung - Pasteur');
    expect(summary.textContent).toContain('Jakarta - Blok M');
    expect(summary.textContent).toContain(formatDate('2999-01-11', 'ddd, DD MMM YYYY'));
    expect(screen.getByRole('button', { name: 'Langsung' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const state = useBookingStore.getState();
    expect(state.formOriginDestination.origin).toEqual({
      id: 5,
      type: 'point',
      text: 'Bandung - Pasteur',
    });
    expect(state.schedule.filtersGo).toEqual({ operator: ['XTR'] });
    // The address stays as it was opened (same search, written the same way).
    expect(new URLSearchParams(router.state.location.search).get('cepat')).toBe('langsung');
  });

  it('writes the search into the address; filters replace the entry, another date adds one', async () => {
    const user = userEvent.setup();
    useBookingStore.getState().updateSchedule({ dateGo: GO });
    api();
    const router = renderAt(paths.results.path);
    await screen.findByRole('list', { name: 'Hasil pencarian' });
    const query = () => new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(query())).toMatchObject({
      asal: 'Bandung',
      asal_id: '1',
      asal_tipe: 'city',
      tujuan: 'Jakarta',
      tujuan_id: '2',
      tanggal: GO,
    });

    await user.click(screen.getByRole('button', { name: 'Langsung' }));
    await vi.waitFor(() => expect(query().get('cepat')).toBe('langsung'));
    expect(router.state.historyAction).toBe('REPLACE');

    const dates = screen.getByRole('navigation', { name: 'Pilih tanggal lain' });
    await user.click(within(dates).getByRole('button', { name: /11 Jan/ }));
    await vi.waitFor(() => expect(query().get('tanggal')).toBe('2999-01-11'));
    expect(router.state.historyAction).toBe('PUSH');

    // Back: the day before again, read from the address into the page.
    await act(() => router.navigate(-1));
    await vi.waitFor(() => expect(useBookingStore.getState().schedule.dateGo).toBe(GO));
    expect(screen.getByRole('banner').textContent).toContain(formatDate(GO, 'ddd, DD MMM YYYY'));
  });

  it('an address that names no usable search leaves the stored search in place', async () => {
    useBookingStore.getState().updateSchedule({ dateGo: GO });
    const { calls } = api();
    renderAt(
      '/jadwal?asal_id=abc&asal_tipe=planet&tujuan_id=2&tujuan_tipe=city&tanggal=2999-02-31',
    );
    await screen.findByRole('list', { name: 'Hasil pencarian' });
    expect(calls('search-jadwal').at(-1)!.get('asal_id')).toBe('1');
    expect(calls('search-jadwal').at(-1)!.get('tanggal_berangkat')).toBe(GO);
  });
});

describe('highlights and the list view', () => {
  it('highlights follow the filters: "Pagi" empties the list and the highlights alike', async () => {
    const user = userEvent.setup();
    useBookingStore.getState().updateSchedule({ dateGo: GO });
    const { calls } = api();
    renderAt(paths.results.path);
    expect(await screen.findByRole('heading', { name: 'Operator unggulan' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    // The time bands are written like every other time of the site.
    expect(screen.getByRole('checkbox', { name: /^06\.00 - 12\.00/ })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /Xpress Trans Priangan/ }));
    await vi.waitFor(() =>
      expect(calls('list-highlight-operator').at(-1)!.get('operator')).toBe('XTR'),
    );
    await user.click(screen.getByRole('button', { name: 'Pagi' }));
    await screen.findByRole('heading', { name: 'Jadwal tidak ditemukan' });
    const last = calls('list-highlight-operator').at(-1)!;
    expect(last.get('quick_filter')).toBe('pagi');
    expect(last.get('operator')).toBe('XTR');
    expect(screen.queryByRole('heading', { name: 'Operator unggulan' })).toBeNull();
  });

  it('shows the departure times on a closed group, the highlights after the first results, and every schedule in the list view', async () => {
    const user = userEvent.setup();
    useBookingStore.getState().updateSchedule({ dateGo: GO });
    api();
    const router = renderAt(paths.results.path);
    const firstList = await screen.findByRole('list', { name: 'Hasil pencarian' });
    // Two closed groups: no schedule card yet, but their departure times.
    expect(within(firstList).queryAllByRole('article')).toHaveLength(0);
    expect(firstList.textContent).toContain('08.00');
    expect(firstList.textContent).toContain('16.30');
    const strip = screen.getByRole('heading', { name: 'Operator unggulan' });
    expect(
      firstList.compareDocumentPosition(strip) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Semua jadwal' }));
    await vi.waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('tampilan')).toBe('daftar'),
    );
    // Every schedule of both groups (each group's list-jadwal), in departure order across them.
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      expect.stringContaining('06.15'),
      expect.stringContaining('08.00'),
      expect.stringContaining('13.30'),
      expect.stringContaining('16.30'),
    ]);
    expect(screen.getByRole('button', { name: 'Semua jadwal' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // The highlights sit after the first two schedules.
    const first = screen.getByRole('list', { name: 'Hasil pencarian' });
    expect(within(first).getAllByRole('article')).toHaveLength(2);
    const rest = screen.getByRole('list', { name: 'Hasil pencarian lainnya' });
    expect(
      screen.getByRole('heading', { name: 'Operator unggulan' }).compareDocumentPosition(rest) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    // Sorting by price reorders the one list.
    await user.selectOptions(screen.getByLabelText('Urutkan'), 'harga-termurah');
    await vi.waitFor(() =>
      expect(
        screen.getAllByRole('article').map((c) => within(c).getByRole('heading').textContent),
      ).toEqual([
        expect.stringContaining('06.15'),
        expect.stringContaining('16.30'),
        expect.stringContaining('13.30'),
        expect.stringContaining('08.00'),
      ]),
    );
  });
});

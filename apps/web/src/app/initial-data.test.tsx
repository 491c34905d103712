import { toIsoDate } from '@lintas/domain/format';
import {
  resultsFirstRequests,
  seatAlertDepartureRequest,
  singleLegSeatMapRequest,
} from '@lintas/domain/first-answers';
import type { InitialAnswer } from '@lintas/domain/initial-data';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { SeatAlertOpenPage } from '../features/seat-alerts/components/seat-alert-open-page';
import { useJourneySeatMaps } from '../features/seats/api/get-seat-map';
import {
  legFromRows,
  seatMapResult,
  SHUTTLE_12,
} from '../features/seats/testing/seat-map-fixtures';
import { ResultsPage } from '../features/schedules/components/results-page';
import {
  filterOptions,
  scheduleGroup,
  scheduleItem,
  schedulePage,
  stubApi,
} from '../features/schedules/testing/fixtures';
import { initialBookingData, useBookingStore } from '../stores/booking-store';
import { useViewModeStore } from '../stores/view-mode-store';
import { journeyLegs } from '../lib/journey';
import { seedInitialAnswers } from '../lib/initial-data';
import { createQueryClient } from '../lib/react-query';

/**
 * The first answers the server writes into the page (decision 0026), read by the pages
 * themselves: the keys @lintas/domain/first-answers builds are the ones their hooks use.
 */
beforeEach(() => {
  useBookingStore.setState(initialBookingData());
  useViewModeStore.setState({ mode: 'm' });
});

function renderWith(client: QueryClient, url: string) {
  const router = createMemoryRouter(
    [
      { path: paths.results.path, element: <ResultsPage /> },
      { path: paths.seatAlert.path, element: <SeatAlertOpenPage /> },
      { path: paths.seats.path, element: <h1>Pilih Kursi</h1> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** The results page's first calls, the list first. */
const CALLS = [
  'search-jadwal',
  'list-filter-search-jadwal',
  'list-tanggal-jadwal-available',
  'list-highlight-operator',
];

const ADDRESS =
  '/jadwal?asal=Bandung&asal_id=1&asal_tipe=city&tujuan=Jakarta&tujuan_id=2&tujuan_tipe=city';

/**
 * The keys the server builds (@lintas/domain/first-answers) are the ones the results page's
 * own hooks read: the page shows the embedded list and asks none of its four calls.
 */
describe('the results page starts from the embedded search', () => {
  const today = toIsoDate(new Date());
  const embeddedDays = {
    list: [
      { tanggal: '2999-01-10', hari: 'Kam', jumlah_jadwal: 1, harga_min: 150000, tersedia: true },
    ],
  };
  const embeddedList = schedulePage([
    scheduleGroup([scheduleItem({ jadwal_kode: 'XTR-9', operator_nama: 'Dari Halaman' })]),
  ]);

  it.each([
    ['a plain search', `${ADDRESS}&tanggal=2999-01-10`],
    [
      'filters, prices, sort and quick filters',
      `${ADDRESS}&tanggal=2999-01-10&operator=XTR,BRY&jam=06-12&fasilitas=ac&kelas=Eksekutif` +
        '&harga_min=100000&harga_max=200000&urut=harga-termurah&cepat=pagi,langsung',
    ],
    [
      "a round trip whose address names the return's filters (the go list comes first)",
      `${ADDRESS}&tanggal=2999-01-10&pulang=2999-01-12&arah=pulang&operator=XTR`,
    ],
    ['a day already past (today is searched)', `${ADDRESS}&tanggal=2020-01-01`],
    [
      'points, not cities',
      '/jadwal?asal_id=5&asal_tipe=point&tujuan_id=9&tujuan_tipe=point&tanggal=2999-01-10',
    ],
  ])('%s', async (_name, url) => {
    const api = stubApi({
      'search-jadwal': () => schedulePage([]),
      'list-filter-search-jadwal': () => filterOptions,
    });
    const requests = resultsFirstRequests(url.slice(url.indexOf('?')), today);
    expect(requests.map((r) => r.key[0])).toEqual(CALLS);
    const client = createQueryClient();
    seedInitialAnswers(
      client,
      requests.map((request, i) => ({
        key: request.key,
        data: [embeddedList, filterOptions, embeddedDays, { list: [] }][i],
        updatedAt: Date.now(),
      })),
    );
    renderWith(client, url);
    await screen.findByRole('list', { name: 'Hasil pencarian' });
    expect(screen.getAllByText('Dari Halaman').length).toBeGreaterThan(0);
    // Let the page settle: no call is made later either.
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const call of CALLS) expect(api.calls(call), call).toHaveLength(0);
  });

  it('an answer older than the page’s staleTime is shown and asked for again', async () => {
    const url = `${ADDRESS}&tanggal=2999-01-10`;
    const api = stubApi({ 'search-jadwal': () => embeddedList });
    const [request] = resultsFirstRequests(url.slice(url.indexOf('?')), today);
    const client = createQueryClient();
    seedInitialAnswers(client, [
      { key: request!.key, data: embeddedList, updatedAt: Date.now() - 60_000 },
    ]);
    renderWith(client, url);
    await screen.findByRole('list', { name: 'Hasil pencarian' });
    await vi.waitFor(() => expect(api.calls('search-jadwal')).toHaveLength(1));
  });
});

describe("a seat alert's link starts from the embedded departure and seat map", () => {
  const departure = {
    operator_kode: 'XTR',
    jadwal_kode: 'XTR-01-1400',
    tanggal_berangkat: '2999-01-10',
  };
  const place = (kota: string) => ({
    cabang_id: 1,
    cabang_kode: 'P1',
    cabang_nama: kota,
    kota_id: 1,
    kota_nama: kota,
    alamat: 'Jl. Contoh 1',
    lat: null,
    lng: null,
  });
  const detail = {
    ...scheduleItem({ jadwal_kode: 'XTR-01-1400', jam_berangkat: '14:00', kursi_tersedia: 1 }),
    titik_naik: place('Bandung'),
    titik_turun: place('Jakarta'),
    bisa_dipesan: true,
    alasan: null,
    list_pemberhentian: [],
    snk: '',
    denah: { baris: 5, kolom: 4, jumlah_kursi: 12 },
  };
  const seats = seatMapResult(legFromRows(SHUTTLE_12, { taken: ['1'] }));

  it('opens the seat map before any answer arrives, its seat map already in the cache', async () => {
    // The API never answers: whatever shows came from the page.
    const fetchMock = vi.fn((_input: RequestInfo | URL) => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    const answers: InitialAnswer[] = [
      { key: seatAlertDepartureRequest(departure).key, data: detail, updatedAt: Date.now() },
      { key: singleLegSeatMapRequest(departure).key, data: seats, updatedAt: Date.now() },
    ];
    const client = createQueryClient();
    seedInitialAnswers(client, answers);
    const router = renderWith(client, paths.seatAlert.getHref(departure));
    await screen.findByRole('heading', { name: 'Pilih Kursi' });
    expect(router.state.location.pathname).toBe(paths.seats.path);

    const legs = journeyLegs(useBookingStore.getState().schedule);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useJourneySeatMaps(legs), { wrapper });
    // The seat map shows at once; staleTime 0 still asks the server again behind it.
    expect(result.current.isPending).toBe(false);
    expect(result.current.maps['go-0']?.kursi).toEqual(seats.kursi);
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/travel/kursi'))).toBe(
        true,
      ),
    );
  });
});

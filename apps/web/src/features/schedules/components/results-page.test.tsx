import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertHost } from '../../../components/ui/alert-dialog';
import { paths } from '../../../config/paths';
import { createQueryClient } from '../../../lib/react-query';
import { useAlertStore } from '../../../stores/alert-store';
import { initialBookingData, useBookingStore } from '../../../stores/booking-store';
import { useViewModeStore } from '../../../stores/view-mode-store';
import {
  errorResponse,
  filterOptions,
  scheduleGroup,
  scheduleItem,
  schedulePage,
  stubApi,
} from '../testing/fixtures';
import { ResultsPage } from './results-page';

const GO = '2999-01-10';
const BACK = '2999-01-12';

function renderResults() {
  const router = createMemoryRouter(
    [
      { path: paths.results.path, element: <ResultsPage /> },
      { path: paths.seats.path, element: <h1>Pilih Kursi</h1> },
    ],
    { initialEntries: [paths.results.path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <AlertHost />
    </QueryClientProvider>,
  );
  return router;
}

function search(roundTrip: boolean) {
  const store = useBookingStore.getState();
  store.updateSchedule({
    roundTrip,
    dateGo: GO,
    dateReturn: roundTrip ? BACK : '',
    tripStatus: 'go',
    page: 1,
  });
  if (roundTrip) store.toggleRoundTrip();
}

const goItem = scheduleItem();
const backItem = scheduleItem({
  jadwal_kode: 'XTR-02-1700',
  jam_berangkat: '17:00',
  jam_tiba: '20:15',
  tanggal_berangkat: BACK,
  operator_nama: 'Xpress Trans Priangan',
});

function api(overrides: Record<string, (p: URLSearchParams) => unknown> = {}) {
  return stubApi({
    'search-jadwal': (p) =>
      schedulePage([scheduleGroup([p.get('asal_id') === '2' ? backItem : goItem])]),
    'list-filter-search-jadwal': () => filterOptions,
    'list-tanggal-jadwal-available': () => ({ list: [] }),
    'list-highlight-operator': () => ({ list: [] }),
    'check-jadwal': () => ({ tersedia: true, alasan: null, pergi: {}, pulang: null }),
    ...overrides,
  });
}

beforeEach(() => {
  useBookingStore.setState(initialBookingData());
  useAlertStore.setState({ queue: [], hosts: 0 });
  useViewModeStore.setState({ mode: 'd' });
});

describe('ResultsPage', () => {
  it('asks once for a quick filter: search-jadwal and the highlights are not asked again with the same parameters', async () => {
    const user = userEvent.setup();
    search(false);
    const { calls } = api();
    renderResults();
    await screen.findByRole('button', { name: /Pilih .*06\.00/ });
    const pagi = (name: string) => calls(name).filter((p) => p.get('quick_filter') === 'pagi');
    await user.click(screen.getByRole('button', { name: 'Pagi' }));
    await vi.waitFor(() => expect(pagi('search-jadwal')).toHaveLength(1));
    // Let the address follow the store (it is written after the render) and settle.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pagi('search-jadwal')).toHaveLength(1);
    expect(pagi('list-highlight-operator')).toHaveLength(1);
  });

  it('keeps filters, sort and quick filters separately for go and return, then checks both and opens the seats', async () => {
    const user = userEvent.setup();
    search(true);
    const { calls } = api();
    const router = renderResults();

    // A single group opens by itself.
    await screen.findByRole('button', { name: /Pilih pergi jadwal 06\.00/ });
    await user.selectOptions(await screen.findByLabelText('Urutkan'), 'harga-termurah');
    await user.click(screen.getByRole('checkbox', { name: /Xpress Trans Priangan/ }));
    await user.click(screen.getByRole('checkbox', { name: /Bayu Raya Shuttle/ }));
    await user.click(screen.getByRole('button', { name: 'Pagi' }));
    const lastGo = calls('search-jadwal').at(-1)!;
    expect(lastGo.get('operator')).toBe('XTR,BRY');
    expect(lastGo.get('sort')).toBe('harga-termurah');
    expect(lastGo.get('quick_filter')).toBe('pagi');
    expect(lastGo.get('group_by')).toBe('operator-jurusan');

    await user.click(await screen.findByRole('button', { name: /Pilih pergi jadwal 06\.00/ }));

    // The return list: its own (empty) filters, the reversed route, the return date.
    expect(await screen.findByRole('heading', { name: /Pilih jadwal pulang/ })).toBeTruthy();
    await vi.waitFor(() =>
      expect(document.activeElement?.textContent).toMatch(/Pilih jadwal pulang/),
    );
    const firstBack = calls('search-jadwal').at(-1)!;
    expect(firstBack.get('asal_id')).toBe('2');
    expect(firstBack.get('tanggal_berangkat')).toBe(BACK);
    expect(firstBack.get('operator')).toBeNull();
    expect(firstBack.get('sort')).toBeNull();
    expect((screen.getByLabelText('Urutkan') as HTMLSelectElement).value).toBe('berangkat-awal');
    expect(screen.getByRole('button', { name: 'Pagi' }).getAttribute('aria-pressed')).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Langsung' }));
    expect(calls('search-jadwal').at(-1)!.get('quick_filter')).toBe('langsung');
    const schedule = useBookingStore.getState().schedule;
    expect(schedule.filtersGo).toEqual({ operator: ['XTR', 'BRY'] });
    expect(schedule.filtersReturn).toEqual({});
    expect(schedule.sortGo).toBe('harga-termurah');
    expect(schedule.quickFilterGo).toBe('pagi');
    expect(schedule.quickFilterReturn).toBe('langsung');

    await user.click(await screen.findByRole('button', { name: /Pilih pulang jadwal 17\.00/ }));
    // The opened return group asked list-jadwal for the return leg with its own filters.
    expect(Object.fromEntries(calls('list-jadwal').at(-1)!)).toMatchObject({
      asal_id: '2',
      tujuan_id: '1',
      tanggal_berangkat: BACK,
      quick_filter: 'langsung',
      operator_kode: 'XTR',
    });
    expect(calls('list-jadwal').at(-1)!.get('operator')).toBeNull();
    await screen.findByRole('heading', { name: 'Pilih Kursi' });
    expect(router.state.location.pathname).toBe(paths.seats.path);
    const check = calls('check-jadwal').at(-1)!;
    expect(Object.fromEntries(check)).toMatchObject({
      operator_kode: 'XTR',
      kode: 'XTR-01-0600',
      tanggal: GO,
      jam: '06:00',
      flag_pp: '1',
      kode_pulang: 'XTR-02-1700',
      tanggal_pulang: BACK,
    });
    const chosen = useBookingStore.getState().schedule;
    expect(chosen.selectedGo).toMatchObject({
      operatorCode: 'XTR',
      scheduleCode: 'XTR-01-0600',
      date: GO,
    });
    expect(chosen.selectedReturn).toMatchObject({ scheduleCode: 'XTR-02-1700', date: BACK });
  });

  it('says why and stays when check-jadwal finds the schedule no longer bookable', async () => {
    const user = userEvent.setup();
    search(false);
    api({
      'check-jadwal': () => ({
        tersedia: false,
        alasan: 'Kursi sudah habis.',
        pergi: { tersedia: false },
        pulang: null,
      }),
    });
    const router = renderResults();
    await user.click(await screen.findByRole('button', { name: /^Pilih jadwal 06\.00/ }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText(/Kursi sudah habis\./)).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.results.path);
    expect(useBookingStore.getState().schedule.selectedGo).toBeNull();
  });

  it('the list view asks every group its schedules, and says so with a retry when one fails', async () => {
    const user = userEvent.setup();
    search(false);
    const bry = scheduleItem({
      operator_kode: 'BRY',
      operator_nama: 'Bayu Raya Shuttle',
      jadwal_kode: 'BRY-01-0700',
      jurusan_id: 3,
      jam_berangkat: '07:00',
    });
    let fail = true;
    const { calls } = api({
      'search-jadwal': () => schedulePage([scheduleGroup([goItem]), scheduleGroup([bry])]),
      'list-jadwal': (p) =>
        p.get('operator_kode') === 'BRY'
          ? fail
            ? errorResponse(503, 'Layanan sedang sibuk.', 'UNAVAILABLE')
            : { list: [bry] }
          : { list: [goItem] },
    });
    renderResults();
    await user.click(await screen.findByRole('button', { name: 'Semua jadwal' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Layanan sedang sibuk.')).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(
      screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent),
    ).toEqual([expect.stringContaining('06.00'), expect.stringContaining('07.00')]);
    expect(new Set(calls('list-jadwal').map((p) => p.get('group_kode')))).toEqual(
      new Set(['XTR|1|0-1', 'BRY|3|0-1']),
    );
  });

  it('pages through the groups', async () => {
    const user = userEvent.setup();
    search(false);
    const { calls } = api({
      'search-jadwal': (p) =>
        schedulePage([scheduleGroup([goItem])], { page: Number(p.get('page')), total_page: 2 }),
    });
    renderResults();
    expect(await screen.findByText('Halaman 1 dari 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Sebelumnya/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: /Berikutnya/ }));
    expect(await screen.findByText('Halaman 2 dari 2')).toBeTruthy();
    expect(calls('search-jadwal').at(-1)!.get('page')).toBe('2');
  });

  it('shows "Jadwal tidak ditemukan" with a way forward to another day', async () => {
    const user = userEvent.setup();
    search(false);
    const { calls } = api({ 'search-jadwal': () => schedulePage([]) });
    renderResults();
    expect(await screen.findByRole('heading', { name: 'Jadwal tidak ditemukan' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Ubah pencarian' })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Coba hari berikutnya' }));
    expect(calls('search-jadwal').at(-1)!.get('tanggal_berangkat')).toBe('2999-01-11');
    expect(useBookingStore.getState().formOriginDestination.dateTrip).toBe('2999-01-11');
  });

  it('shows the server message with a retry when the search fails', async () => {
    const user = userEvent.setup();
    search(false);
    let fail = true;
    api({
      'search-jadwal': () =>
        fail
          ? errorResponse(400, 'Tanggal keberangkatan sudah lewat.')
          : schedulePage([scheduleGroup([goItem])]),
    });
    renderResults();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Tanggal keberangkatan sudah lewat.')).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('button', { name: /^Pilih jadwal 06\.00/ })).toBeTruthy();
  });

  it('labels a connecting schedule with its legs and transfer point', async () => {
    search(false);
    const leg2 = scheduleItem({
      operator_kode: 'JTN',
      operator_nama: 'Jawa Tengah Nusantara',
      jadwal_kode: 'JTN-01-0930',
      jam_berangkat: '09:30',
      jam_tiba: '14:30',
    });
    const connecting = scheduleItem({
      operator_kode: 'CRB',
      operator_nama: 'Caruban Shuttle',
      flag_connecting: 1,
      titik_transit: {
        ...goItem.titik_turun,
        cabang_id: 14,
        kota_nama: 'Cirebon',
        cabang_nama: 'Cirebon Hub Kedawung',
      },
      waktu_transit: 60,
      list_leg: [
        scheduleItem({
          operator_kode: 'CRB',
          operator_nama: 'Caruban Shuttle',
          jadwal_kode: 'CRB-01-0500',
        }),
        leg2,
      ],
      list_connecting: [leg2],
    });
    api({ 'search-jadwal': () => schedulePage([scheduleGroup([connecting])]) });
    renderResults();
    await screen.findByRole('button', { name: /^Pilih jadwal/ });
    expect(screen.getAllByText('Bersambung').length).toBeGreaterThan(0);
    expect(screen.getByText('Transit 1x')).toBeTruthy();
    expect(screen.getByText(/Cirebon - Cirebon Hub Kedawung/)).toBeTruthy();
    const legs = screen.getByRole('list', { name: 'Perjalanan bersambung' });
    expect(within(legs).getAllByRole('listitem')).toHaveLength(2);
    expect(legs.textContent).toContain('Jawa Tengah Nusantara: 09.30');
  });
});

describe('ResultsPage price filter', () => {
  it('refuses a maximum below the minimum, then sends the range', async () => {
    const user = userEvent.setup();
    search(false);
    const { calls } = api();
    renderResults();
    const min = await screen.findByLabelText('Harga minimum');
    await user.type(min, '180000');
    await user.type(screen.getByLabelText('Harga maksimum'), '120000');
    await user.click(screen.getByRole('button', { name: 'Terapkan harga' }));
    expect(screen.getByText('Harga maksimum harus lebih besar dari harga minimum')).toBeTruthy();
    await user.clear(screen.getByLabelText('Harga maksimum'));
    await user.type(screen.getByLabelText('Harga maksimum'), '190000');
    await user.click(screen.getByRole('button', { name: 'Terapkan harga' }));
    await vi.waitFor(() => expect(calls('search-jadwal').at(-1)!.get('harga_max')).toBe('190000'));
    expect(calls('search-jadwal').at(-1)!.get('harga_min')).toBe('180000');
    expect(useBookingStore.getState().schedule.filtersGo).toEqual({
      harga_min: 180000,
      harga_max: 190000,
    });
  });
});

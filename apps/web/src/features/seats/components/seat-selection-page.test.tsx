import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import {
  initialBookingData,
  useBookingStore,
  type SelectedSchedule,
} from '../../../stores/booking-store';
import { useToastStore } from '../../../stores/toast-store';
import { useViewModeStore } from '../../../stores/view-mode-store';
import { fail, mockApi, ok } from '../../../testing/api-mock';
import { clearSeatNotice } from '../stores/seat-notice-store';
import { legFromRows, seatMapResult, SHUTTLE_12 } from '../testing/seat-map-fixtures';
import { SeatSelectionPage } from './seat-selection-page';

const BIG = ['P._.D', 'SS_SS', 'SS_SS', 'SS_SS'];
const go: SelectedSchedule = {
  operatorCode: 'XTR',
  scheduleCode: 'XTR-01-1000',
  date: '2026-11-22',
};
const back: SelectedSchedule = {
  operatorCode: 'XTR',
  scheduleCode: 'XTR-02-1500',
  date: '2026-11-23',
};
const connecting: SelectedSchedule = {
  operatorCode: 'CRB',
  scheduleCode: 'CRB-01-0800',
  date: '2026-11-22',
  // As the results page stores it: the search item's raw list_connecting.
  list_connecting: [
    { operator_kode: 'JTN', jadwal_kode: 'JTN-01-1200', tanggal_berangkat: '2026-11-22' },
  ],
};

const POLICY_LINE = 'Jadwal dapat diubah paling lambat 6 jam sebelum keberangkatan, tanpa biaya.';

/** What the server holds: taken seats per schedule code; a test changes it between calls. */
let taken: Record<string, string[]> = {};
let rows: string[] = SHUTTLE_12;

function serve() {
  return mockApi((url) => {
    if (url.pathname.endsWith('/travel/operator-snk'))
      return ok({
        operator_kode: url.searchParams.get('operator_kode'),
        operator_nama: 'Xpress Trans Priangan',
        snk: '',
        list_snk: [],
        list_kebijakan: [POLICY_LINE],
      });
    if (!url.pathname.endsWith('/travel/kursi')) return undefined;
    const code = url.searchParams.get('jadwal_kode') ?? '';
    const leg = (jadwal: string, extra = {}) =>
      legFromRows(rows, { jadwal_kode: jadwal, taken: taken[jadwal] ?? [], ...extra });
    const further = (url.searchParams.get('jadwal_kode_connecting') ?? '')
      .split(',')
      .filter(Boolean)
      .map((jadwal) => leg(jadwal, { operator_nama: 'Jawa Tengah Nusantara', harga: 150000 }));
    return ok(seatMapResult(leg(code), further));
  });
}

function renderAt(entry: InitialEntry = paths.seats.getHref()) {
  const router = createMemoryRouter(
    [
      { path: paths.home.path, element: <h1>Beranda</h1> },
      { path: paths.results.path, element: <h1>Pilih Jadwal</h1> },
      { path: paths.seats.path, element: <SeatSelectionPage /> },
      { path: paths.booker.path, element: <h1>Data Pemesan</h1> },
    ],
    { initialEntries: [entry] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function choose(goSchedule: SelectedSchedule, returnSchedule?: SelectedSchedule) {
  useBookingStore.getState().updateSchedule({
    roundTrip: Boolean(returnSchedule),
    dateGo: goSchedule.date,
    selectedGo: goSchedule,
    selectedReturn: returnSchedule ?? null,
  });
}

const seatState = () => useBookingStore.getState().seat;
const seatNos = (seats: Array<{ no: string }>) => seats.map((s) => s.no);

beforeEach(() => {
  useBookingStore.setState(initialBookingData());
  useViewModeStore.setState({ mode: 'm' });
  useToastStore.setState({ current: null });
  clearSeatNotice();
  taken = {};
  rows = SHUTTLE_12;
});

describe('SeatSelectionPage', () => {
  it('loads the seat map, stores the chosen seats, shows the total, and checks again before continuing', async () => {
    const user = userEvent.setup();
    const api = serve();
    choose(go);
    const router = renderAt();
    expect(screen.getByText('Memuat denah kursi…')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Kursi 1, tersedia' }));
    await user.click(screen.getByRole('button', { name: 'Kursi 6, tersedia' }));
    expect(seatNos(seatState().activeSeatGo)).toEqual(['1', '6']);
    expect(
      screen.getByRole('button', { name: 'Kursi 6, dipilih' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.getByText('2 kursi dipilih')).toBeTruthy();
    expect(
      screen.getByText('Rp 260.000', { normalizer: (t) => t.replace(/\s/g, ' ') }),
    ).toBeTruthy();
    // Deselecting is a click again.
    await user.click(screen.getByRole('button', { name: 'Kursi 6, dipilih' }));
    expect(seatNos(seatState().activeSeatGo)).toEqual(['1']);

    const callsBefore = api.callsTo('/travel/kursi').length;
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.booker.path));
    expect(api.callsTo('/travel/kursi').length).toBe(callsBefore + 1);
    expect(api.callsTo('/travel/kursi')[0]?.url.searchParams.get('operator_kode')).toBe('XTR');
  });

  it("shows the operator's cancellation and reschedule policy under the map, folded", async () => {
    serve();
    choose(go);
    renderAt();
    const policies = screen.getByTestId('operator-policies');
    expect(within(policies).getByText('Kebijakan pembatalan & ubah jadwal')).toBeTruthy();
    expect(await within(policies).findByText(POLICY_LINE)).toBeTruthy();
  });

  it('asks for at least one seat before continuing', async () => {
    const user = userEvent.setup();
    serve();
    choose(go);
    const router = renderAt();
    await screen.findByRole('button', { name: 'Kursi 1, tersedia' });
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    expect(
      await screen.findByText('Silakan pilih minimal 1 kursi untuk perjalanan Pergi.'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.seats.path);
  });

  it('allows at most 10 seats per booking', async () => {
    const user = userEvent.setup();
    rows = BIG;
    serve();
    choose(go);
    renderAt();
    await screen.findByRole('button', { name: 'Kursi 1, tersedia' });
    for (let no = 1; no <= 10; no += 1)
      await user.click(screen.getByRole('button', { name: `Kursi ${no}, tersedia` }));
    await user.click(screen.getByRole('button', { name: 'Kursi 11, tersedia' }));
    expect(await screen.findByText('Maksimal 10 kursi per pemesanan.')).toBeTruthy();
    expect(seatState().activeSeatGo).toHaveLength(10);
  });

  it('shows taken seats as disabled buttons', async () => {
    taken = { 'XTR-01-1000': ['2', '3'] };
    serve();
    choose(go);
    renderAt();
    const seat = (await screen.findByRole('button', {
      name: 'Kursi 2, sudah dipesan',
    })) as HTMLButtonElement;
    expect(seat.disabled).toBe(true);
    expect(screen.getByText('10 kursi tersisa')).toBeTruthy();
  });

  it('a round trip: the return needs as many seats as go, in its own tab', async () => {
    const user = userEvent.setup();
    serve();
    choose(go, back);
    const router = renderAt();
    const tabs = await screen.findByRole('tablist', { name: 'Rute perjalanan' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Pergi0 kursi', 'Pulang0/0 kursi']);
    await user.click(await screen.findByRole('button', { name: 'Kursi 1, tersedia' }));
    await user.click(screen.getByRole('button', { name: 'Kursi 2, tersedia' }));
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    // Sent to the return tab with the rule.
    expect(
      await screen.findByText('Silakan pilih 2 kursi untuk Pulang, sama dengan jumlah penumpang.'),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Pulang/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('Pulang · Xpress Trans Priangan');
    await user.click(await screen.findByRole('button', { name: 'Kursi 7, tersedia' }));
    await user.click(screen.getByRole('button', { name: 'Kursi 8, tersedia' }));
    await user.click(screen.getByRole('button', { name: 'Kursi 9, tersedia' }));
    expect(
      await screen.findByText('Jumlah kursi Pulang harus sama dengan kursi Pergi: 2 kursi.'),
    ).toBeTruthy();
    expect(seatNos(seatState().activeSeatReturn)).toEqual(['7', '8']);
    expect(seatNos(seatState().activeSeatGo)).toEqual(['1', '2']);
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.booker.path));
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    serve();
    choose(go, back);
    renderAt();
    const first = await screen.findByRole('tab', { name: /Pergi/ });
    first.focus();
    await user.keyboard('{ArrowRight}');
    const second = screen.getByRole('tab', { name: /Pulang/ });
    expect(document.activeElement).toBe(second);
    expect(second.getAttribute('aria-selected')).toBe('true');
  });

  it('a connecting trip: one map per leg, the connecting seats stored by schedule code', async () => {
    const user = userEvent.setup();
    const api = serve();
    choose(connecting);
    renderAt();
    await user.click(await screen.findByRole('button', { name: 'Kursi 3, tersedia' }));
    const query = api.callsTo('/travel/kursi')[0]?.url.searchParams;
    expect(query?.get('jadwal_kode_connecting')).toBe('JTN-01-1200');
    expect(query?.get('operator_kode_connecting')).toBe('JTN');
    expect(query?.get('tanggal_berangkat_connecting')).toBe('2026-11-22');
    await user.click(screen.getByRole('tab', { name: /Pergi · Rute 2 dari 2/ }));
    expect(screen.getByRole('tabpanel').textContent).toContain(
      'Pergi · Rute 2 dari 2 · Jawa Tengah Nusantara',
    );
    await user.click(screen.getByRole('button', { name: 'Kursi 5, tersedia' }));
    expect(seatState().connecting).toEqual([
      { jadwalCode: 'JTN-01-1200', operatorCode: 'JTN', date: '2026-11-22', seats: [{ no: '5' }] },
    ]);
    expect(seatState().lastConnectingRoute).toBe('JTN-01-1200');
    await user.click(screen.getByRole('button', { name: 'Kursi 6, tersedia' }));
    expect(
      await screen.findByText(
        'Jumlah kursi Pergi · Rute 2 dari 2 harus sama dengan kursi Pergi: 1 kursi.',
      ),
    ).toBeTruthy();
    // The total adds each leg's fare: 130.000 + 150.000.
    expect(
      screen.getByText('Rp 280.000', { normalizer: (t) => t.replace(/\s/g, ' ') }),
    ).toBeTruthy();
  });

  it('coming back from payment after losing a seat: says why and lets go of that seat', async () => {
    serve();
    choose(go);
    useBookingStore.getState().setActiveSeats('go', [{ no: '3' }, { no: '4' }]);
    const message = 'Kursi 3 sudah dipesan orang lain. Silakan pilih kursi lain.';
    const router = renderAt({
      pathname: paths.seats.path,
      state: { seatTakenMessage: message, kursi: ['3'], jadwal_kode: 'XTR-01-1000' },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Kursi Anda sudah tidak tersedia');
    expect(alert.textContent).toContain(message);
    expect(seatNos(seatState().activeSeatGo)).toEqual(['4']);
    // The state is consumed: a reload would not repeat it.
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });

  it('a chosen seat taken meanwhile is found when continuing, named, and let go', async () => {
    const user = userEvent.setup();
    serve();
    choose(go);
    useBookingStore.getState().setActiveSeats('go', [{ no: '1' }, { no: '2' }]);
    const router = renderAt();
    await screen.findByRole('button', { name: 'Kursi 2, dipilih' });
    taken = { 'XTR-01-1000': ['2'] };
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Kursi 2 (Pergi) baru saja dipesan orang lain dan sudah kami lepas dari pilihan Anda. Silakan pilih kursi lain.',
    );
    expect(seatNos(seatState().activeSeatGo)).toEqual(['1']);
    expect(screen.getByRole('button', { name: 'Kursi 2, sudah dipesan' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.seats.path);
  });

  it('a stored seat already taken when the map loads is let go at once', async () => {
    taken = { 'XTR-01-1000': ['5'] };
    serve();
    choose(go);
    useBookingStore.getState().setActiveSeats('go', [{ no: '5' }]);
    renderAt();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Kursi 5 (Pergi) baru saja dipesan orang lain',
    );
    expect(seatState().activeSeatGo).toEqual([]);
  });

  it('all seats taken: says so, with the way back to the schedules', async () => {
    taken = { 'XTR-01-1000': Array.from({ length: 12 }, (_, i) => String(i + 1)) };
    serve();
    choose(go);
    renderAt();
    expect(
      await screen.findByRole('heading', { name: 'Kursi untuk jadwal ini sudah habis' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Kembali ke daftar jadwal' }).getAttribute('href'),
    ).toBe(paths.results.getHref());
  });

  it('a failed load shows the reason and a retry that works', async () => {
    const user = userEvent.setup();
    let calls = 0;
    mockApi(() => {
      calls += 1;
      return calls === 1
        ? fail(409, 'SCHEDULE_UNAVAILABLE', 'Jadwal ini sudah berangkat.')
        : ok(seatMapResult(legFromRows(SHUTTLE_12)));
    });
    choose(go);
    renderAt();
    expect(await screen.findByText('Jadwal ini sudah berangkat.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pilih jadwal lain' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('button', { name: 'Kursi 1, tersedia' })).toBeTruthy();
  });

  it('without a chosen schedule, goes back home and says why', async () => {
    serve();
    const router = renderAt();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home.path));
    expect(useToastStore.getState().current?.message).toBe(
      'Silakan pilih jadwal keberangkatan terlebih dahulu.',
    );
  });

  it('a round trip without its return schedule goes back to the results', async () => {
    serve();
    useBookingStore.getState().updateSchedule({ roundTrip: true, dateGo: go.date, selectedGo: go });
    const router = renderAt();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.results.path));
    expect(useToastStore.getState().current?.message).toBe(
      'Silakan pilih jadwal pulang terlebih dahulu.',
    );
  });
});

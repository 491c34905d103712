import type { SeatMapPromo } from '@lintas/domain/seat-map-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import {
  initialBookingData,
  useBookingStore,
  type SelectedSchedule,
} from '../../../stores/booking-store';
import { useToastStore } from '../../../stores/toast-store';
import { useViewModeStore } from '../../../stores/view-mode-store';
import { mockApi, ok } from '../../../testing/api-mock';
import { clearSeatNotice } from '../stores/seat-notice-store';
import { legFromRows, seatMapResult, SHUTTLE_12 } from '../testing/seat-map-fixtures';
import { SeatSelectionPage } from './seat-selection-page';

const KURSIHEMAT: SeatMapPromo = {
  promo_kode: 'KURSIHEMAT',
  nama: 'Kursi Hemat Rp 10.000',
  tipe_diskon: 'amount',
  nilai_diskon: 10000,
  diskon_per_kursi: 10000,
  sisa_kursi: 2,
};
const XTRPAGI: SeatMapPromo = {
  promo_kode: 'XTRPAGI',
  nama: 'Diskon 10% Kursi Xpress Trans Priangan',
  tipe_diskon: 'percent',
  nilai_diskon: 10,
  diskon_per_kursi: 13000,
  sisa_kursi: null,
};

const go: SelectedSchedule = {
  operatorCode: 'XTR',
  scheduleCode: 'XTR-01-1000',
  date: '2026-11-22',
};
const connecting: SelectedSchedule = {
  operatorCode: 'CRB',
  scheduleCode: 'CRB-01-0800',
  date: '2026-11-22',
  list_connecting: [
    { operator_kode: 'JTN', jadwal_kode: 'JTN-01-1200', tanggal_berangkat: '2026-11-22' },
  ],
};

/** What the server offers per schedule code; a test changes it between calls. */
let offers: Record<string, SeatMapPromo[]> = {};

function serve() {
  return mockApi((url) => {
    if (!url.pathname.endsWith('/travel/kursi')) return undefined;
    const leg = (jadwal: string, extra = {}) =>
      legFromRows(SHUTTLE_12, { jadwal_kode: jadwal, list_promo: offers[jadwal] ?? [], ...extra });
    const further = (url.searchParams.get('jadwal_kode_connecting') ?? '')
      .split(',')
      .filter(Boolean)
      .map((jadwal) => leg(jadwal, { operator_nama: 'Jawa Tengah Nusantara', harga: 150000 }));
    return ok(seatMapResult(leg(url.searchParams.get('jadwal_kode') ?? ''), further));
  });
}

function renderAt() {
  const router = createMemoryRouter(
    [
      { path: paths.results.path, element: <h1>Pilih Jadwal</h1> },
      { path: paths.seats.path, element: <SeatSelectionPage /> },
      { path: paths.booker.path, element: <h1>Data Pemesan</h1> },
    ],
    { initialEntries: [paths.seats.getHref()] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function choose(schedule: SelectedSchedule) {
  useBookingStore.getState().updateSchedule({
    roundTrip: false,
    dateGo: schedule.date,
    selectedGo: schedule,
    selectedReturn: null,
  });
}

const spaces = { normalizer: (t: string) => t.replace(/\s+/g, ' ').trim() };
const autoSwitch = () =>
  screen.findByRole('checkbox', { name: /promo terhemat otomatis/ }) as Promise<HTMLInputElement>;

/** The tests of choosing promos by hand switch the default (best promo on each seat) off. */
async function choosePromosByHand(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await autoSwitch());
}
const goSeats = () => useBookingStore.getState().seat.activeSeatGo;
const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

beforeEach(() => {
  useBookingStore.setState(initialBookingData());
  useViewModeStore.setState({ mode: 'm' });
  useToastStore.setState({ current: null });
  clearSeatNotice();
  offers = { 'XTR-01-1000': [KURSIHEMAT, XTRPAGI] };
});

describe('SeatSelectionPage: seat promos', () => {
  it('lists what the leg offers, compactly, and nothing when it offers none', async () => {
    serve();
    choose(go);
    renderAt();
    const section = await screen.findByRole('region', { name: 'Promo kursi' });
    expect(
      within(section).getByText('KURSIHEMAT · hemat Rp 10.000/kursi · sisa 2 kursi', spaces),
    ).toBeTruthy();
    expect(
      within(section).getByText('XTRPAGI · hemat Rp 13.000/kursi · tanpa batas kursi', spaces),
    ).toBeTruthy();
    expect(within(section).getByText('Kursi Hemat Rp 10.000')).toBeTruthy();
    // Nothing selected yet: nothing to apply to.
    const applyAll = screen.getByRole('button', {
      name: 'Pakai untuk kursi terpilih: KURSIHEMAT',
    }) as HTMLButtonElement;
    expect(applyAll.disabled).toBe(true);
  });

  it('shows no promo section when the leg offers none', async () => {
    offers = {};
    serve();
    choose(go);
    renderAt();
    await screen.findByRole('button', { name: 'Kursi 1, tersedia' });
    expect(screen.queryByRole('region', { name: 'Promo kursi' })).toBeNull();
  });

  it('puts the best promo left on each seat as it is chosen, by default', async () => {
    const user = userEvent.setup();
    offers = { 'XTR-01-1000': [KURSIHEMAT] };
    serve();
    choose(go);
    renderAt();
    expect((await autoSwitch()).checked).toBe(true);
    await user.click(await screen.findByRole('button', { name: 'Kursi 1, tersedia' }));
    expect(
      await screen.findByText('Kursi 1 dipilih dengan promo KURSIHEMAT (hemat Rp 10.000).', spaces),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Kursi 6, tersedia' }));
    // KURSIHEMAT has two seats: the third seat is at the full fare.
    await user.click(screen.getByRole('button', { name: 'Kursi 7, tersedia' }));
    expect(goSeats().map((s) => s.promo_kode ?? null)).toEqual(['KURSIHEMAT', 'KURSIHEMAT', null]);
    expect(screen.getByText('Kursi 7 dipilih.')).toBeTruthy();
    // 3 × 130.000 − 2 × 10.000
    expect(screen.getByText('Rp 370.000', spaces)).toBeTruthy();
  });

  it('prefers the promo that saves most, and the switch takes promos off and puts them back', async () => {
    const user = userEvent.setup();
    serve();
    choose(go);
    renderAt();
    await user.click(await screen.findByRole('button', { name: 'Kursi 1, tersedia' }));
    // XTRPAGI (10 %, Rp 13.000) beats KURSIHEMAT (Rp 10.000).
    expect(goSeats()).toEqual([{ no: '1', promo_kode: 'XTRPAGI' }]);

    await user.click(await autoSwitch());
    expect(goSeats()).toEqual([{ no: '1', promo_kode: null }]);
    expect(
      screen.getByText('Promo kursi dilepas. Pilih sendiri bila ingin memakainya.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Kursi 6, tersedia' }));
    expect(goSeats()[1]).toEqual({ no: '6' });

    await user.click(await autoSwitch());
    expect(goSeats().map((s) => s.promo_kode)).toEqual(['XTRPAGI', 'XTRPAGI']);
  });

  it('applies a promo to one seat (toggle), stores it with the seat and prices the seat and the total after it', async () => {
    const user = userEvent.setup();
    serve();
    choose(go);
    renderAt();
    await choosePromosByHand(user);
    await user.click(await screen.findByRole('button', { name: 'Kursi 1, tersedia' }));
    await user.click(screen.getByRole('button', { name: 'Kursi 6, tersedia' }));
    expect(pressed('Pakai XTRPAGI untuk kursi 6')).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Pakai XTRPAGI untuk kursi 6' }));
    expect(pressed('Pakai XTRPAGI untuk kursi 6')).toBe('true');
    expect(goSeats()).toEqual([{ no: '1' }, { no: '6', promo_kode: 'XTRPAGI' }]);
    const prices = screen.getByRole('list', { name: 'Harga per kursi' });
    const seat6 = within(prices).getByText('Kursi 6').closest('li') as HTMLElement;
    expect(seat6.textContent?.replace(/\s+/g, ' ')).toContain(
      'sebelum promo Rp 130.000 setelah promo Rp 117.000',
    );
    // 130.000 + 117.000
    expect(screen.getByText('Rp 247.000', spaces)).toBeTruthy();
    expect(screen.getByText('hemat Rp 13.000', spaces)).toBeTruthy();

    // Another promo replaces it; pressing the active one takes it off.
    await user.click(screen.getByRole('button', { name: 'Pakai KURSIHEMAT untuk kursi 6' }));
    expect(pressed('Pakai XTRPAGI untuk kursi 6')).toBe('false');
    expect(goSeats()[1]).toEqual({ no: '6', promo_kode: 'KURSIHEMAT' });
    await user.click(screen.getByRole('button', { name: 'Pakai KURSIHEMAT untuk kursi 6' }));
    expect(goSeats()[1]).toEqual({ no: '6', promo_kode: null });
    expect(screen.getByText('Rp 260.000', spaces)).toBeTruthy();
  });

  it('"pakai untuk kursi terpilih" stops at the seats the promo has left; a full promo cannot be pressed', async () => {
    const user = userEvent.setup();
    serve();
    choose(go);
    renderAt();
    await choosePromosByHand(user);
    for (const no of ['1', '6', '7']) {
      await user.click(await screen.findByRole('button', { name: `Kursi ${no}, tersedia` }));
    }
    await user.click(
      screen.getByRole('button', { name: 'Pakai untuk kursi terpilih: KURSIHEMAT' }),
    );
    expect(goSeats().map((s) => s.promo_kode ?? null)).toEqual(['KURSIHEMAT', 'KURSIHEMAT', null]);
    expect(
      screen.getByText(
        'Promo KURSIHEMAT dipakai untuk kursi 1, 6. Kursi 7 tidak kebagian: promo ini tinggal 2 kursi.',
      ),
    ).toBeTruthy();
    const full = screen.getByRole('button', {
      name: 'Pakai KURSIHEMAT untuk kursi 7',
    }) as HTMLButtonElement;
    expect(full.disabled).toBe(true);
    expect(full.getAttribute('aria-pressed')).toBe('false');
    // 3 × 130.000 − 2 × 10.000
    expect(screen.getByText('Rp 370.000', spaces)).toBeTruthy();

    // The unlimited one covers every seat.
    await user.click(screen.getByRole('button', { name: 'Pakai untuk kursi terpilih: XTRPAGI' }));
    expect(goSeats().map((s) => s.promo_kode)).toEqual(['XTRPAGI', 'XTRPAGI', 'XTRPAGI']);
    expect(screen.getByText('Rp 351.000', spaces)).toBeTruthy();
  });

  it('desktop: the summary total is after promos and says how much the promos save', async () => {
    const user = userEvent.setup();
    useViewModeStore.setState({ mode: 'd' });
    serve();
    choose(go);
    renderAt();
    await choosePromosByHand(user);
    await user.click(await screen.findByRole('button', { name: 'Kursi 1, tersedia' }));
    await user.click(screen.getByRole('button', { name: 'Pakai KURSIHEMAT untuk kursi 1' }));
    const aside = screen.getByRole('complementary', { name: 'Ringkasan pesanan' });
    expect(within(aside).getByText('Rp 120.000', spaces)).toBeTruthy();
    expect(within(aside).getByText('Termasuk hemat promo kursi Rp 10.000', spaces)).toBeTruthy();
  });

  it('each leg offers its own promos; a connecting seat keeps its promo in the store', async () => {
    const user = userEvent.setup();
    offers = { 'CRB-01-0800': [], 'JTN-01-1200': [{ ...KURSIHEMAT, diskon_per_kursi: 10000 }] };
    serve();
    choose(connecting);
    renderAt();
    await user.click(await screen.findByRole('button', { name: 'Kursi 3, tersedia' }));
    expect(screen.queryByRole('region', { name: 'Promo kursi' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: /Pergi · Rute 2 dari 2/ }));
    await choosePromosByHand(user);
    await user.click(screen.getByRole('button', { name: 'Kursi 5, tersedia' }));
    await user.click(screen.getByRole('button', { name: 'Pakai KURSIHEMAT untuk kursi 5' }));
    expect(useBookingStore.getState().seat.connecting[0]?.seats).toEqual([
      { no: '5', promo_kode: 'KURSIHEMAT' },
    ]);
    // 130.000 + 150.000 − 10.000
    expect(screen.getByText('Rp 270.000', spaces)).toBeTruthy();
  });

  it('a promo that ran out meanwhile is taken off before continuing, and the page says so', async () => {
    const user = userEvent.setup();
    serve();
    choose(go);
    const router = renderAt();
    await choosePromosByHand(user);
    await user.click(await screen.findByRole('button', { name: 'Kursi 1, tersedia' }));
    await user.click(screen.getByRole('button', { name: 'Pakai KURSIHEMAT untuk kursi 1' }));
    offers = { 'XTR-01-1000': [XTRPAGI] };
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    expect(
      await screen.findByText(
        'Promo KURSIHEMAT untuk kursi 1 (Pergi) sudah tidak tersedia dan kami lepas.',
      ),
    ).toBeTruthy();
    expect(goSeats()).toEqual([{ no: '1', promo_kode: null }]);
    expect(router.state.location.pathname).toBe(paths.seats.path);
    // Next time it goes on.
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.booker.path));
  });
});

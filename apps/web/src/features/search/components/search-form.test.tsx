import { formatDate } from '@lintas/domain/format';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { createQueryClient } from '../../../lib/react-query';
import { initialBookingData, useBookingStore } from '../../../stores/booking-store';
import { useViewModeStore } from '../../../stores/view-mode-store';
import { SearchForm } from './search-form';

const city = (kota_id: number, kota_nama: string, points: Array<[number, string]>) => ({
  kota_id,
  kota_nama,
  provinsi: 'Jawa Barat',
  zona_waktu: 'WIB',
  list_cabang: points.map(([cabang_id, cabang_nama]) => ({
    cabang_id,
    cabang_kode: `C${cabang_id}`,
    cabang_nama,
    alamat: `Jl. ${cabang_nama}`,
    lat: null,
    lng: null,
    is_transit: 0,
  })),
});

const origins = [
  city(1, 'Bandung', [
    [1, 'Pasteur'],
    [2, 'Dipatiukur'],
  ]),
  city(2, 'Jakarta', [[6, 'Blok M']]),
];
const destinations = [
  city(2, 'Jakarta', [
    [6, 'Blok M'],
    [7, 'Kuningan'],
  ]),
  city(10, 'Purwakarta', [[20, 'Sadang']]),
];

function stubCatalog() {
  const fetchMock = vi.fn(async (input: string) => {
    const url = new URL(String(input), 'http://localhost');
    const name = url.pathname.split('/').pop();
    const text = url.searchParams.get('text') ?? '';
    let list = name === 'search-point-asal' ? origins : destinations;
    if (text) list = list.filter((c) => c.kota_nama.toLowerCase().includes(text.toLowerCase()));
    return new Response(
      JSON.stringify({ status: 'OK', results: { list, page: 1, total_page: 1 } }),
      { status: 200 },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return (name: string) =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((u) => u.pathname.endsWith(`/${name}`));
}

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <SearchForm /> },
      { path: paths.results.path, element: <h1>Pilih Jadwal</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  useBookingStore.setState(initialBookingData());
  useViewModeStore.setState({ mode: 'm' });
});

describe('SearchForm', () => {
  it('starts at Bandung → Jakarta and swaps the two', async () => {
    const user = userEvent.setup();
    stubCatalog();
    renderForm();
    expect((screen.getByLabelText('Dari') as HTMLInputElement).value).toBe('Bandung');
    expect((screen.getByLabelText('Ke') as HTMLInputElement).value).toBe('Jakarta');
    await user.click(screen.getByRole('button', { name: /Tukar asal dan tujuan/ }));
    expect((screen.getByLabelText('Dari') as HTMLInputElement).value).toBe('Jakarta');
    expect(useBookingStore.getState().formOriginDestination.destination).toEqual({
      id: 1,
      type: 'city',
      text: 'Bandung',
    });
  });

  it('walks through the form with the guide, remembering the step in the store', async () => {
    const user = userEvent.setup();
    stubCatalog();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Panduan pencarian jadwal' }));
    const tour = await screen.findByRole('dialog', { name: 'Panduan pencarian jadwal' });
    expect(tour.textContent).toContain('Sekali jalan atau pulang pergi');
    await user.click(within(tour).getByRole('button', { name: 'Lanjut' }));
    expect(useBookingStore.getState().guide.searchTrip).toEqual({ state: true, currentStep: 1 });
    expect(screen.getByRole('dialog', { name: 'Panduan pencarian jadwal' }).textContent).toContain(
      'Dari mana ke mana',
    );
    await user.click(screen.getByRole('button', { name: 'Lewati' }));
    expect(useBookingStore.getState().guide.searchTrip).toEqual({ state: false, currentStep: 0 });
  });

  it('picks a point as origin, then a destination reachable from that point', async () => {
    const user = userEvent.setup();
    const calls = stubCatalog();
    renderForm();

    const from = screen.getByLabelText('Dari');
    await user.click(from);
    expect(from.getAttribute('aria-expanded')).toBe('true');
    const dialog = await screen.findByRole('dialog', { name: /keberangkatan/ });
    await user.click(await within(dialog).findByRole('button', { name: /Dipatiukur/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((from as HTMLInputElement).value).toBe('Bandung - Dipatiukur');
    expect(document.activeElement).toBe(from);
    expect(useBookingStore.getState().formOriginDestination.origin).toEqual({
      id: 2,
      type: 'point',
      text: 'Bandung - Dipatiukur',
    });

    await user.click(screen.getByLabelText('Ke'));
    const toDialog = await screen.findByRole('dialog', { name: /tujuan/ });
    await within(toDialog).findByRole('heading', { name: 'Purwakarta' });
    const listCall = calls('list-tujuan').at(-1)!;
    expect(listCall.searchParams.get('asal_id')).toBe('2');
    expect(listCall.searchParams.get('asal_tipe')).toBe('point');

    // Typing searches with search-point-tujuan; a whole city can be chosen.
    await user.type(
      within(toDialog).getByRole('searchbox', { name: 'Cari kota atau titik' }),
      'purwa',
    );
    await vi.waitFor(() =>
      expect(calls('search-point-tujuan').at(-1)?.searchParams.get('text')).toBe('purwa'),
    );
    await vi.waitFor(() =>
      expect(within(toDialog).queryByRole('heading', { name: 'Jakarta' })).toBeNull(),
    );
    await user.click(within(toDialog).getByRole('button', { name: /Purwakarta \(semua titik\)/ }));
    expect(useBookingStore.getState().formOriginDestination.destination).toEqual({
      id: 10,
      type: 'city',
      text: 'Purwakarta',
    });
  });

  it('closes the picker with Escape and keeps the choice', async () => {
    const user = userEvent.setup();
    stubCatalog();
    renderForm();
    const from = screen.getByLabelText('Dari');
    from.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((from as HTMLInputElement).value).toBe('Bandung');
  });

  it('toggles round trip: the return date appears, never before departure, and the search stores it', async () => {
    const user = userEvent.setup();
    stubCatalog();
    useBookingStore.getState().setTripDates({ dateTrip: '2999-03-10' });
    const router = renderForm();
    expect(screen.queryByLabelText(/Tanggal pulang/)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Pulang Pergi' }));
    const back = screen.getByLabelText(/Tanggal pulang/) as HTMLInputElement;
    // Written in Indonesian; the calendar refuses days before the departure.
    expect(back.value).toBe(formatDate('2999-03-11', 'ddd, DD MMM YYYY'));
    // The second calendar button is the return date's (described by its label).
    const returnCalendar = screen.getAllByRole('button', { name: 'Buka kalender' })[1]!;
    expect(returnCalendar.getAttribute('aria-describedby')).toBe(
      document.querySelector('label[for="' + back.id + '"]')?.id,
    );
    await user.click(returnCalendar);
    const calendar = await screen.findByRole('dialog', { name: 'Maret 2999' });
    expect(
      (within(calendar).getByRole('button', { name: /^\w+, 9 Maret 2999$/ }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Cari Tiket' }));
    await screen.findByRole('heading', { name: 'Pilih Jadwal' });
    expect(router.state.location.pathname).toBe(paths.results.path);
    expect(useBookingStore.getState().schedule).toMatchObject({
      roundTrip: true,
      dateGo: '2999-03-10',
      dateReturn: '2999-03-11',
      tripStatus: 'go',
    });

    useBookingStore.getState().toggleRoundTrip();
    expect(useBookingStore.getState().formOriginDestination.isRoundtrip).toBe(false);
  });

  it('refuses the same origin and destination', async () => {
    const user = userEvent.setup();
    stubCatalog();
    useBookingStore.getState().setDestination({ id: 1, type: 'city', text: 'Bandung' });
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Cari Tiket' }));
    expect(screen.getByText('Kota asal dan tujuan tidak boleh sama')).toBeTruthy();
    expect(screen.getByLabelText('Ke').getAttribute('aria-invalid')).toBe('true');
  });
});

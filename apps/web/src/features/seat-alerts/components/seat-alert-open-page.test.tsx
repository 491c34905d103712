import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { paths } from '../../../config/paths';
import { initialBookingData, useBookingStore } from '../../../stores/booking-store';
import { mockApi, ok } from '../../../testing/api-mock';
import { seatAlertTexts } from './seat-alert-button';
import { SeatAlertOpenPage, seatAlertOpenTexts } from './seat-alert-open-page';

const DEPARTURE = {
  operator_kode: 'XTR',
  jadwal_kode: 'XTR-01-1400',
  tanggal_berangkat: '2999-01-10',
};

const point = (kota: string, cabang: string) => ({
  cabang_id: 1,
  cabang_kode: cabang.toUpperCase(),
  cabang_nama: cabang,
  kota_id: 1,
  kota_nama: kota,
  alamat: 'Jl. Contoh 1',
  lat: null,
  lng: null,
});

const detail = (overrides: Record<string, unknown> = {}) => ({
  operator_kode: 'XTR',
  operator_nama: 'Xtrans',
  operator_logo: null,
  jadwal_kode: 'XTR-01-1400',
  jurusan_id: 1,
  jurusan_nama: 'Bandung - Jakarta',
  tanggal_berangkat: '2999-01-10',
  jam_berangkat: '14:00',
  zona_berangkat: 'WIB',
  tanggal_tiba: '2999-01-10',
  jam_tiba: '17:15',
  zona_tiba: 'WIB',
  tanggal_berangkat_utama: '2999-01-10',
  durasi: 195,
  harga: 150_000,
  kursi_tersedia: 1,
  kursi_total: 12,
  kelas: 'Eksekutif',
  tipe_kendaraan: 'shuttle',
  fasilitas: [],
  titik_naik: point('Bandung', 'Pasteur'),
  titik_turun: point('Jakarta', 'Blok M'),
  bisa_dipesan: true,
  alasan: null,
  list_pemberhentian: [],
  snk: '',
  denah: { baris: 4, kolom: 4, jumlah_kursi: 12 },
  ...overrides,
});

function renderPage(href: string) {
  const router = createMemoryRouter(
    [
      { path: paths.seatAlert.path, element: <SeatAlertOpenPage /> },
      { path: paths.seats.path, element: <h1>Pilih Kursi</h1> },
      { path: paths.login.path, element: <h1>Login / Daftar</h1> },
    ],
    { initialEntries: [href] },
  );
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

beforeEach(() => {
  useBookingStore.setState(initialBookingData());
});

describe('/kabar-kursi (the link of a seat alert)', () => {
  it('makes the departure the chosen one-way trip and opens its seat map', async () => {
    // Another journey was in progress in this browser: the link replaces it.
    useBookingStore.getState().updateSchedule({ roundTrip: true, tripStatus: 'return' });
    useBookingStore.getState().setActiveSeats('go', [{ no: '3' }]);
    const api = mockApi((url) =>
      url.pathname.endsWith('/travel/detail-jadwal') ? ok(detail()) : undefined,
    );
    const router = renderPage(paths.seatAlert.getHref(DEPARTURE));
    await screen.findByRole('heading', { name: 'Pilih Kursi' });
    expect(router.state.location.pathname).toBe(paths.seats.path);
    const asked = api.callsTo('/travel/detail-jadwal')[0]!.url.searchParams;
    expect(Object.fromEntries(asked)).toEqual(DEPARTURE);
    const { schedule, seat } = useBookingStore.getState();
    expect(schedule.roundTrip).toBe(false);
    expect(schedule.selectedReturn).toBeNull();
    expect(schedule.selectedGo).toMatchObject({
      operatorCode: 'XTR',
      scheduleCode: 'XTR-01-1400',
      date: '2999-01-10',
      jam_berangkat: '14:00',
      operator_nama: 'Xtrans',
    });
    expect(schedule.selectedGo).not.toHaveProperty('list_pemberhentian');
    expect(seat.activeSeatGo).toEqual([]);
  });

  it('says the seat went again and offers another alert when it is sold out by now', async () => {
    mockApi((url) =>
      url.pathname.endsWith('/travel/detail-jadwal')
        ? ok(detail({ kursi_tersedia: 0 }))
        : undefined,
    );
    const router = renderPage(paths.seatAlert.getHref(DEPARTURE));
    expect(await screen.findByRole('heading', { name: 'Kursi sudah terisi lagi' })).toBeTruthy();
    expect(screen.getByText(seatAlertOpenTexts.taken)).toBeTruthy();
    // A guest here: the alert button leads to /login and back to this link.
    expect(screen.getByRole('link', { name: seatAlertTexts.ask }).getAttribute('href')).toBe(
      paths.login.getHref(paths.seatAlert.getHref(DEPARTURE)),
    );
    expect(router.state.location.pathname).toBe(paths.seatAlert.path);
    expect(useBookingStore.getState().schedule.selectedGo).toBeNull();
  });

  it('shows the reason when the departure cannot be booked any more, without an alert', async () => {
    mockApi((url) =>
      url.pathname.endsWith('/travel/detail-jadwal')
        ? ok(
            detail({
              bisa_dipesan: false,
              kursi_tersedia: 0,
              alasan: 'Jadwal ini sudah berangkat. Silakan pilih jadwal lain.',
            }),
          )
        : undefined,
    );
    renderPage(paths.seatAlert.getHref(DEPARTURE));
    expect(await screen.findByRole('heading', { name: 'Jadwal tidak dapat dipesan' })).toBeTruthy();
    expect(screen.getByText('Jadwal ini sudah berangkat. Silakan pilih jadwal lain.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: seatAlertTexts.ask })).toBeNull();
  });

  it('refuses an incomplete link without asking the server', async () => {
    const api = mockApi(() => undefined);
    renderPage(`${paths.seatAlert.path}?operator_kode=XTR&jadwal_kode=XTR-01-1400`);
    expect(await screen.findByText(seatAlertOpenTexts.badLink)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});

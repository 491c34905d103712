import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { initialBookingData, useBookingStore } from '../stores/booking-store';
import { useViewModeStore } from '../stores/view-mode-store';
import { renderApp } from './testing/render-app';

const renderAt = renderApp;

beforeEach(() => {
  useBookingStore.setState(initialBookingData());
  useViewModeStore.setState({ mode: 'm' });
});

describe('routes', () => {
  it('renders the home page in the shell with the search form defaults', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Pesan tiket bus/ })).toBeTruthy();
    expect((screen.getByLabelText('Dari') as HTMLInputElement).value).toBe('Bandung');
    expect((screen.getByLabelText('Ke') as HTMLInputElement).value).toBe('Jakarta');
    expect(screen.getByRole('link', { name: 'Lintas, ke beranda' }).getAttribute('href')).toBe('/');
    expect(document.querySelector('[data-view="m"]')).not.toBeNull();
  });

  // One render per path (about forty): slower than the 5 s default on a busy machine.
  it('has a lazy page for every path of config/paths.ts', async () => {
    // The journey steps send a person without a chosen trip back; give them one.
    const store = useBookingStore.getState();
    store.selectSchedule('go', {
      operatorCode: 'XTR',
      scheduleCode: 'XTR-01-1000',
      date: '2099-01-01',
    });
    store.setActiveSeats('go', [{ no: '1' }]);
    store.setCustomer({
      name: 'Budi Santoso',
      email: 'budi@example.com',
      phonenumber: '081234567890',
    });
    store.setPassengerName(0, 'Budi Santoso');
    // Pages only a customer may see send a guest to /login (spec §4 "Signup", §6).
    const guestGoesTo: Partial<Record<keyof typeof paths, string>> = {
      signup: paths.login.path,
      profile: paths.login.path,
      orders: paths.login.path,
      points: paths.login.path,
      referral: paths.login.path,
      feedback: paths.login.path,
      review: paths.login.path,
    };
    for (const [key, entry] of Object.entries(paths)) {
      const href =
        key === 'reservation'
          ? paths.reservation.getHref('LNT-1')
          : key === 'review'
            ? paths.review.getHref('LNT-1')
            : entry.path;
      // The operator console's pages send anybody without a staff session to its sign-in.
      const staffOnly = key.startsWith('operator') && key !== 'operatorLogin';
      const router = renderAt(href);
      expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
      expect(router.location.pathname).toBe(
        staffOnly ? paths.operatorLogin.path : (guestGoesTo[key as keyof typeof paths] ?? href),
      );
      document.body.innerHTML = '';
    }
  }, 60_000);

  it('shows the not-found page with a way home for an unknown path', async () => {
    renderAt('/tidak-ada');
    expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' }).getAttribute('href')).toBe('/');
  });

  it('searching stores the trip and opens the results page', async () => {
    const user = userEvent.setup();
    const router = renderAt('/');
    await screen.findByLabelText('Dari');
    await user.click(screen.getByRole('button', { name: /Tukar asal dan tujuan/ }));
    expect((screen.getByLabelText('Dari') as HTMLInputElement).value).toBe('Jakarta');
    await user.click(screen.getByRole('radio', { name: 'Pulang Pergi' }));
    expect(screen.getByLabelText(/Tanggal pulang/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cari Tiket' }));
    await screen.findByRole('heading', { level: 1, name: 'Pilih Jadwal' });
    expect(router.location.pathname).toBe('/jadwal');
    const schedule = useBookingStore.getState().schedule;
    expect(schedule.roundTrip).toBe(true);
    expect(schedule.detail).toMatchObject({ from: 'Jakarta', to: 'Bandung' });
    expect(schedule.dateGo).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses a return date before the departure date', async () => {
    const user = userEvent.setup();
    useBookingStore
      .getState()
      .setTripDates({ dateTrip: '2999-12-10', dateTripReturn: '2999-12-01' });
    useBookingStore.getState().toggleRoundTrip();
    renderAt('/');
    await user.click(await screen.findByRole('button', { name: 'Cari Tiket' }));
    const returnField = screen.getByLabelText(/Tanggal pulang/);
    expect(returnField.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Tanggal pulang tidak boleh sebelum tanggal berangkat')).toBeTruthy();
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { paths } from '../../../config/paths';
import { useBookingStore } from '../../../stores/booking-store';
import { fail, mockApi, ok } from '../../../testing/api-mock';
import { CODE, detail, payment } from '../testing/fixtures';
import { setUpReservationPage } from '../testing/render-reservation';

const renderReservation = setUpReservationPage(AppProvider);

/**
 * What a person does on the reservation page: waits out the deadline to the expired
 * state, books the same trip again, cancels after a confirmation, changes the payment
 * method; and a malformed code's not-found state.
 */
describe('reservation page', () => {
  it('counts down to the deadline and then shows the expired state with a new search', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let expired = false;
    const deadline = new Date(Date.now() + 3_000).toISOString();
    mockApi((url) => {
      if (url.pathname.endsWith('/travel/detail-reservasi'))
        return ok(detail({ expired_time: deadline, status: expired ? 'expired' : 'pending' }));
      return ok({
        reservasi_kode: CODE,
        status: 'pending',
        status_pembayaran: 'pending',
        paid_at: null,
        expired_time: deadline,
        pembayaran: null,
      });
    });
    renderReservation();
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toMatch(/^00:0[23]$/);
    expired = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_000);
    });
    expect(
      await screen.findByRole('heading', { name: 'Batas Waktu Pembayaran Habis' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cari Jadwal Lagi' }).getAttribute('href')).toBe('/');
  });

  it('books the same trip again: Pesan Lagi fills the search and the booker, then opens home', async () => {
    mockApi((url) =>
      url.pathname.endsWith('/travel/detail-reservasi')
        ? ok(detail({ status: 'cancelled', dibatalkan_pada: new Date().toISOString() }))
        : undefined,
    );
    const user = userEvent.setup();
    const router = renderReservation();
    await user.click(await screen.findByRole('button', { name: 'Pesan Lagi' }));
    expect(await screen.findByRole('heading', { name: 'Beranda' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    const state = useBookingStore.getState();
    expect(state.formOriginDestination.origin).toEqual({
      id: 1,
      type: 'point',
      text: 'Bandung - Pasteur',
    });
    expect(state.formOriginDestination.destination.text).toBe('Jakarta - Blok M');
    expect(state.customer.customer.email).toBe('budi@example.com');
  });

  it('cancels only after confirmation', async () => {
    let cancelled = false;
    const api = mockApi((url) => {
      if (url.pathname.endsWith('/travel/batal-reservasi')) {
        cancelled = true;
        return ok({
          reservasi_kode: CODE,
          status: 'cancelled',
          dibatalkan_pada: new Date().toISOString(),
        });
      }
      if (url.pathname.endsWith('/travel/detail-reservasi'))
        return ok(detail({ status: cancelled ? 'cancelled' : 'pending' }));
      return ok({
        reservasi_kode: CODE,
        status: 'pending',
        status_pembayaran: 'pending',
        paid_at: null,
        expired_time: '',
        pembayaran: null,
      });
    });
    const user = userEvent.setup();
    renderReservation();
    await user.click(await screen.findByRole('button', { name: 'Batalkan Pesanan' }));
    const dialog = screen.getByRole('dialog', { name: 'Batalkan pesanan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Tidak' }));
    expect(api.callsTo('/travel/batal-reservasi')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Batalkan Pesanan' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Ya, Batalkan' }),
    );
    expect(await screen.findByRole('heading', { name: 'Pesanan Dibatalkan' })).toBeTruthy();
    expect(api.callsTo('/travel/batal-reservasi')[0]?.body).toMatchObject({ reservasi_kode: CODE });
  });

  it('changes the payment method of a pending booking (ganti-pembayaran) and shows the new charge', async () => {
    let changed = false;
    const api = mockApi((url) => {
      if (url.pathname.endsWith('/travel/list-jenis-pembayaran'))
        return ok({
          amount: 150000,
          list_grup: [
            {
              grup_kode: 'retail',
              grup_nama: 'Gerai Retail',
              list_jenis_pembayaran: [
                {
                  jenis_pembayaran_kode: 'ALFAMART',
                  nama: 'Alfamart',
                  grup_kode: 'retail',
                  grup_nama: 'Gerai Retail',
                  tipe_admin_fee: 'flat',
                  nilai_admin_fee: 5000,
                  admin_fee: 5000,
                  minimal_transaksi: 10000,
                  maksimal_transaksi: 5000000,
                  tersedia: true,
                  keterangan: null,
                  logo: null,
                },
              ],
            },
          ],
        });
      if (url.pathname.endsWith('/travel/ganti-pembayaran')) {
        changed = true;
        return ok({});
      }
      if (url.pathname.endsWith('/travel/detail-reservasi'))
        return ok(
          changed
            ? detail({
                jenis_pembayaran_kode: 'ALFAMART',
                pembayaran: payment({
                  jenis_pembayaran_kode: 'ALFAMART',
                  nama_pembayaran: 'Alfamart',
                  grup_kode: 'retail',
                  va_number: undefined,
                  payment_code: 'ALFA123456',
                  jumlah: 155000,
                }),
              })
            : detail(),
        );
      return ok({
        reservasi_kode: CODE,
        status: 'pending',
        status_pembayaran: 'pending',
        paid_at: null,
        expired_time: '',
        pembayaran: null,
      });
    });
    const user = userEvent.setup();
    renderReservation();
    await user.click(await screen.findByRole('button', { name: 'Ganti Metode Pembayaran' }));
    await user.click(await screen.findByRole('radio', { name: /Alfamart/ }));
    await user.click(screen.getByRole('button', { name: 'Gunakan Metode Ini' }));
    expect(await screen.findByText('ALFA123456')).toBeTruthy();
    expect(screen.getByTestId('pay-amount').textContent).toBe('Rp\u00a0155.000');
    expect(api.callsTo('/travel/ganti-pembayaran')[0]?.body).toEqual({
      reservasi_kode: CODE,
      jenis_pembayaran_kode: 'ALFAMART',
    });
    expect(
      api.callsTo('/travel/list-jenis-pembayaran')[0]?.url.searchParams.get('reservasi_kode'),
    ).toBe(CODE);
  });

  it('shows a not-found state pointing to the lookup page for a malformed code', async () => {
    mockApi(() => fail(400, 'VALIDATION_ERROR', 'Kode reservasi tidak valid'));
    renderReservation();
    expect(await screen.findByRole('heading', { name: 'Pesanan tidak ditemukan' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cek Pesanan' }).getAttribute('href')).toBe(
      paths.lookup.getHref(CODE),
    );
  });
});

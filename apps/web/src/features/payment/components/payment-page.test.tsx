import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { paths } from '../../../config/paths';
import { getGuestToken } from '../../../lib/guest-tokens';
import { useBookingStore } from '../../../stores/booking-store';
import { useViewModeStore } from '../../../stores/view-mode-store';
import { fail, mockApi, ok, type Handler } from '../../../testing/api-mock';
import { methodsResult, quoteFor, seedJourney } from '../testing/fixtures';
import { PaymentPage } from './payment-page';

function LocationProbe({ name }: { name: string }) {
  const location = useLocation();
  return (
    <div>
      <h1>{name}</h1>
      <pre data-testid="state">{JSON.stringify(location.state)}</pre>
    </div>
  );
}

function renderPayment() {
  const router = createMemoryRouter(
    [
      { path: paths.payment.path, element: <PaymentPage /> },
      { path: paths.seats.path, element: <LocationProbe name="Kursi" /> },
      { path: paths.booker.path, element: <LocationProbe name="Pemesan" /> },
      { path: paths.reservation.path, element: <LocationProbe name="Reservasi" /> },
    ],
    { initialEntries: [paths.payment.getHref()] },
  );
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const baseHandler =
  (extra: Handler = () => undefined): Handler =>
  (url, init) => {
    const custom = extra(url, init);
    if (custom) return custom;
    if (url.pathname.endsWith('/travel/cek-harga'))
      return ok(quoteFor(JSON.parse(String(init?.body))));
    if (url.pathname.endsWith('/travel/list-jenis-pembayaran')) return ok(methodsResult);
    if (url.pathname.endsWith('/travel/list-voucher')) return ok([]);
    return undefined;
  };

beforeEach(() => {
  useViewModeStore.setState({ mode: 'm' });
  seedJourney();
});

describe('payment page', () => {
  it('lists methods by group with flat and percent fees and unavailable ones disabled', async () => {
    mockApi(baseHandler());
    renderPayment();
    const bca = await screen.findByRole('radio', { name: /BCA Virtual Account/ });
    // Each method's payment window is shown before the person chooses.
    expect(screen.getByText('Biaya admin Rp 4.000 · Bayar dalam 2 jam')).toBeTruthy();
    expect(screen.getByText('Biaya admin 0,7% · Bayar dalam 15 menit')).toBeTruthy();
    // A flat fee shows its '+Rp' like a percentage fee does.
    const bcaRow = bca.closest('label') as HTMLElement;
    expect(bcaRow.textContent?.replace(/\s/g, ' ')).toContain('+Rp 4.000');
    expect((screen.getByRole('radio', { name: /Dompet Kecil/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(screen.getByText('Maksimal transaksi Rp 150.000')).toBeTruthy();
    expect(screen.getByRole('group', { name: /Virtual Account/ })).toBeTruthy();
    expect((bca as HTMLInputElement).checked).toBe(false);
  });

  it('re-quotes with the chosen method and shows the new total', async () => {
    const api = mockApi(baseHandler());
    const user = userEvent.setup();
    renderPayment();
    await user.click(await screen.findByRole('radio', { name: /BCA Virtual Account/ }));
    await waitFor(() =>
      expect(
        api
          .callsTo('/travel/cek-harga')
          .some(
            (call) =>
              (call.body as { jenis_pembayaran_kode: string }).jenis_pembayaran_kode === 'BCA_VA',
          ),
      ).toBe(true),
    );
    const summary = screen.getByRole('complementary');
    await within(summary).findByText('Biaya Admin');
    expect(
      within(summary).getByRole('button', { name: /Bayar Sekarang · Rp\u00a0304\.000/ }),
    ).toBeTruthy();
    expect(useBookingStore.getState().reservation.payment).toMatchObject({
      code: 'BCA_VA',
      typeFee: 'flat',
      fee: 4000,
    });

    await user.click(screen.getByRole('radio', { name: /GoPay/ }));
    expect(await within(summary).findByRole('button', { name: /Rp\u00a0302\.000/ })).toBeTruthy();
  });

  it('applies a voucher: the discount shows and the quote carries it', async () => {
    const api = mockApi(
      baseHandler((url) =>
        url.pathname.endsWith('/travel/validasi-voucher')
          ? ok({
              voucher_kode: 'LINTASHEMAT',
              nama: 'Diskon 10% Semua Rute',
              total_amount: 300000,
              diskon: 25000,
              total_setelah_diskon: 275000,
            })
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderPayment();
    await screen.findByText('Total Pembayaran');
    await user.type(screen.getByLabelText('Kode voucher'), 'lintashemat');
    await user.click(screen.getByRole('button', { name: 'Pakai' }));
    expect(await screen.findByText(/Anda hemat Rp\s25\.000/)).toBeTruthy();
    const check = api.callsTo('/travel/validasi-voucher')[0];
    expect(check?.url.searchParams.get('voucher_kode')).toBe('LINTASHEMAT');
    expect(check?.url.searchParams.get('total_amount')).toBe('300000');
    expect(check?.url.searchParams.get('jadwal_kode')).toBe('XTR-01-1000');
    const line = await screen.findByText('Voucher LINTASHEMAT');
    expect(line.closest('[data-type]')?.getAttribute('data-type')).toBe('less');
    expect(
      api
        .callsTo('/travel/cek-harga')
        .some((call) => (call.body as { voucher_kode: string }).voucher_kode === 'LINTASHEMAT'),
    ).toBe(true);
  });

  it("shows the server's Indonesian reason when a voucher is refused", async () => {
    mockApi(
      baseHandler((url) =>
        url.pathname.endsWith('/travel/validasi-voucher')
          ? fail(400, 'VOUCHER_INVALID', 'Minimal transaksi Rp 500.000 untuk voucher ini.')
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderPayment();
    await screen.findByText('Total Pembayaran');
    await user.type(screen.getByLabelText('Kode voucher'), 'DISKON20RB');
    await user.click(screen.getByRole('button', { name: 'Pakai' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Minimal transaksi Rp 500.000 untuk voucher ini.',
    );
    expect(screen.getByLabelText('Kode voucher').getAttribute('aria-invalid')).toBe('true');
    expect(useBookingStore.getState().reservation.voucher).toBeNull();
  });

  it('asks for a method before reserving', async () => {
    const api = mockApi(baseHandler());
    const user = userEvent.setup();
    renderPayment();
    await screen.findByText('Total Pembayaran');
    await user.click(screen.getByRole('button', { name: 'Bayar Sekarang' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Pilih metode pembayaran terlebih dahulu.',
    );
    expect(api.callsTo('/travel/reservasi')).toHaveLength(0);
  });

  it('reserves with the latest total, keeps the guest token and opens the booking', async () => {
    const api = mockApi(
      baseHandler((url) =>
        url.pathname.endsWith('/travel/reservasi')
          ? ok({
              reservasi_kode: 'LNT-ABC123',
              status: 'pending',
              expired_time: '2030-01-01T00:00:00.000Z',
              expired_time_lokal: '2030-01-01 07:00:00',
              total: 304000,
              rincian: [],
              guest_token: 'tok-1',
              pembayaran: {},
            })
          : undefined,
      ),
    );
    const user = userEvent.setup();
    const router = renderPayment();
    await user.click(await screen.findByRole('radio', { name: /BCA Virtual Account/ }));
    await user.click(
      await screen.findByRole('button', { name: /Bayar Sekarang · Rp\u00a0304\.000/ }),
    );
    await screen.findByRole('heading', { name: 'Reservasi' });
    expect(router.state.location.pathname).toBe('/reservasi/LNT-ABC123');
    const body = api.callsTo('/travel/reservasi')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      total_bayar: 304000,
      jenis_pembayaran_kode: 'BCA_VA',
      pemesan_nama: 'Budi Santoso',
      kursi: [
        { no: '1', nama: 'Budi Santoso' },
        { no: '2', nama: 'Siti Aminah' },
      ],
    });
    expect(getGuestToken('LNT-ABC123')).toBe('tok-1');
    expect(useBookingStore.getState().reservation.reservationCode).toBe('LNT-ABC123');
  });

  it('sends the person back to the seat map with the reason when a seat was taken', async () => {
    mockApi(
      baseHandler((url) =>
        url.pathname.endsWith('/travel/reservasi')
          ? fail(409, 'SEAT_TAKEN', 'Kursi 2 sudah dipesan orang lain. Silakan pilih kursi lain.', {
              kursi: ['2'],
              jadwal_kode: 'XTR-01-1000',
            })
          : undefined,
      ),
    );
    const user = userEvent.setup();
    const router = renderPayment();
    await user.click(await screen.findByRole('radio', { name: /BCA Virtual Account/ }));
    await user.click(await screen.findByRole('button', { name: /Bayar Sekarang · / }));
    await screen.findByRole('heading', { name: 'Kursi' });
    expect(router.state.location.pathname).toBe(paths.seats.getHref());
    expect(router.state.location.state).toEqual({
      seatTakenMessage: 'Kursi 2 sudah dipesan orang lain. Silakan pilih kursi lain.',
      kursi: ['2'],
      jadwal_kode: 'XTR-01-1000',
    });
  });

  it('shows the new price lines when the price changed and reserves only after confirmation', async () => {
    let attempts = 0;
    const api = mockApi(
      baseHandler((url, init) => {
        if (!url.pathname.endsWith('/travel/reservasi')) return undefined;
        attempts += 1;
        const body = JSON.parse(String(init?.body)) as { total_bayar: number };
        if (body.total_bayar !== 309000)
          return fail(
            409,
            'PRICE_CHANGED',
            'Harga telah berubah menjadi Rp 309.000. Periksa kembali rincian harga sebelum melanjutkan.',
            {
              total_bayar: 309000,
              rincian: [
                { title: 'Harga Tiket Pergi (2 kursi)', value: 305000, type: 'normal' },
                { title: 'Biaya Admin', value: 4000, type: 'add' },
                { title: 'Total Pembayaran', value: 309000, type: 'total' },
              ],
            },
          );
        return ok({
          reservasi_kode: 'LNT-NEW1',
          status: 'pending',
          expired_time: '2030-01-01T00:00:00.000Z',
          expired_time_lokal: '',
          total: 309000,
          rincian: [],
          guest_token: 't',
          pembayaran: {},
        });
      }),
    );
    const user = userEvent.setup();
    const router = renderPayment();
    await user.click(await screen.findByRole('radio', { name: /BCA Virtual Account/ }));
    await user.click(await screen.findByRole('button', { name: /Bayar Sekarang · / }));
    const dialog = await screen.findByRole('dialog', { name: 'Harga telah berubah' });
    expect(within(dialog).getByText(/Harga telah berubah menjadi Rp 309.000/)).toBeTruthy();
    expect(within(dialog).getByText('Rp 305.000')).toBeTruthy();
    expect(attempts).toBe(1);
    await user.click(within(dialog).getByRole('button', { name: 'Bayar Rp\u00a0309.000' }));
    await screen.findByRole('heading', { name: 'Reservasi' });
    expect(router.state.location.pathname).toBe('/reservasi/LNT-NEW1');
    expect((api.callsTo('/travel/reservasi')[1]?.body as { total_bayar: number }).total_bayar).toBe(
      309000,
    );
  });

  it('sends one Idempotency-Key per press of Bayar, reused when a lost try is retried', async () => {
    let tries = 0;
    const api = mockApi(
      baseHandler((url, init) => {
        if (!url.pathname.endsWith('/travel/reservasi')) return undefined;
        tries += 1;
        // Press 1: the connection drops, the automatic retry gets PRICE_CHANGED.
        if (tries === 1) throw new TypeError('Failed to fetch');
        const body = JSON.parse(String(init?.body)) as { total_bayar: number };
        if (body.total_bayar !== 309000)
          return fail(409, 'PRICE_CHANGED', 'Harga telah berubah menjadi Rp 309.000.', {
            total_bayar: 309000,
            rincian: [{ title: 'Total Pembayaran', value: 309000, type: 'total' }],
          });
        return ok({
          reservasi_kode: 'LNT-KEY1',
          status: 'pending',
          expired_time: '2030-01-01T00:00:00.000Z',
          expired_time_lokal: '',
          total: 309000,
          rincian: [],
          guest_token: 't',
          pembayaran: {},
        });
      }),
    );
    const user = userEvent.setup();
    renderPayment();
    await user.click(await screen.findByRole('radio', { name: /BCA Virtual Account/ }));
    await user.click(await screen.findByRole('button', { name: /Bayar Sekarang · / }));
    const dialog = await screen.findByRole('dialog', { name: 'Harga telah berubah' });
    // Press 2: the person confirms the new price.
    await user.click(within(dialog).getByRole('button', { name: 'Bayar Rp\u00a0309.000' }));
    await screen.findByRole('heading', { name: 'Reservasi' });
    const keys = api
      .callsTo('/travel/reservasi')
      .map((call) => new Headers(call.init?.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('sends a person without booker details back to the booker form', async () => {
    useBookingStore.getState().updateCustomerState({ passengers: { pass0: 'Budi Santoso' } });
    mockApi(baseHandler());
    const router = renderPayment();
    await screen.findByRole('heading', { name: 'Pemesan' });
    expect(router.state.location.pathname).toBe(paths.booker.getHref());
  });

  it('adds the assurance with its price and a donation, and re-quotes', async () => {
    const api = mockApi(baseHandler());
    const user = userEvent.setup();
    renderPayment();
    const assurance = await screen.findByRole('checkbox', { name: /Tambah Asuransi Refund/ });
    await screen.findByText('+Rp 10.000');
    await user.click(assurance);
    await user.click(screen.getByRole('checkbox', { name: /Saya ingin berdonasi/ }));
    await user.click(screen.getByRole('radio', { name: 'Rp\u00a025.000' }));
    await waitFor(() =>
      expect(
        api
          .callsTo('/travel/cek-harga')
          .some(
            (call) =>
              (call.body as { flag_asuransi: number; donasi: number }).flag_asuransi === 1 &&
              (call.body as { donasi: number }).donasi === 25000,
          ),
      ).toBe(true),
    );
    expect(await screen.findByText('Donasi')).toBeTruthy();
  });
});

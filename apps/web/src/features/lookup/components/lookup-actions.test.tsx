import type { ReservationDetail } from '@lintas/domain/reservation-schemas';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import LookupRoute from '../../../app/routes/lookup';
import { paths } from '../../../config/paths';
import { getGuestToken } from '../../../lib/guest-tokens';
import { useViewModeStore } from '../../../stores/view-mode-store';
import { fail, mockApi, ok } from '../../../testing/api-mock';

/**
 * /cek-pesanan as the app composes it: a look-up that proves the contact gives this
 * device a guest token, and an unpaid booking then offers its own browser's actions.
 */
const CODE = 'LTS7KQ2MX9HPA';
const TOKEN = 'token-from-lookup';

function ticket(overrides: Partial<ReservationDetail> = {}): ReservationDetail {
  return {
    reservasi_kode: CODE,
    status: 'pending',
    expired_time: new Date(Date.now() + 30 * 60_000).toISOString(),
    expired_time_lokal: '2026-11-21 18:30:00',
    dibuat_pada: new Date().toISOString(),
    dibayar_pada: null,
    dibatalkan_pada: null,
    status_refund: null,
    pemesan: { nama: 'Budi Santoso', email: 'bu***@example.com', telp: '0812****7890' },
    flag_pp: false,
    flag_connecting: false,
    perjalanan: [],
    jenis_pembayaran_kode: 'BCA_VA',
    voucher_kode: null,
    rincian: [],
    total: 154000,
    pembayaran: {
      payment_kode: `${CODE}-1`,
      status: 'pending',
      jenis_pembayaran_kode: 'BCA_VA',
      nama_pembayaran: 'BCA Virtual Account',
      grup_kode: 'va',
      jumlah: 154000,
      kedaluwarsa: new Date(Date.now() + 30 * 60_000).toISOString(),
      va_number: '12345678901234',
      redirect_url: `/simulator/pembayaran/${CODE}-1`,
      perlu_refund: false,
      paid_at: null,
      instruksi: [],
    },
    ...overrides,
  };
}

const alfamartMethods = {
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
};

/** A server for one booking: the look-up gives TOKEN; changes and cancels need it. */
function bookingServer(initial: ReservationDetail) {
  let current = initial;
  return mockApi((url, init) => {
    const token = new Headers(init?.headers).get('X-Guest-Token');
    const refused = fail(404, 'RESERVATION_NOT_FOUND', 'Reservasi tidak ditemukan.');
    if (url.pathname.endsWith('/travel/web-detail-reservasi')) {
      const body = JSON.parse(String(init?.body)) as { pemesan_email_telp: string };
      return body.pemesan_email_telp === 'budi@example.com'
        ? ok({ ...current, guest_token: TOKEN })
        : refused;
    }
    if (url.pathname.endsWith('/travel/list-jenis-pembayaran')) return ok(alfamartMethods);
    if (url.pathname.endsWith('/travel/batal-reservasi')) {
      if (token !== TOKEN) return refused;
      current = { ...current, status: 'cancelled', dibatalkan_pada: new Date().toISOString() };
      return ok({ reservasi_kode: CODE, status: 'cancelled', dibatalkan_pada: null });
    }
    if (url.pathname.endsWith('/travel/ganti-pembayaran')) {
      if (token !== TOKEN) return refused;
      current = {
        ...current,
        jenis_pembayaran_kode: 'ALFAMART',
        pembayaran: {
          ...current.pembayaran!,
          payment_kode: `${CODE}-2`,
          jenis_pembayaran_kode: 'ALFAMART',
          nama_pembayaran: 'Alfamart',
          grup_kode: 'retail',
          va_number: undefined,
          payment_code: 'ALFA123456',
        },
      };
      return ok({});
    }
    return undefined;
  });
}

function renderLookup() {
  const router = createMemoryRouter(
    [
      { path: paths.lookup.path, element: <LookupRoute /> },
      { path: paths.reservation.path, element: <h1>Halaman pesanan</h1> },
    ],
    { initialEntries: [paths.lookup.getHref(CODE)] },
  );
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

async function lookUp(user: ReturnType<typeof userEvent.setup>, contact: string) {
  await user.type(screen.getByLabelText(/Email atau nomor telepon/), contact);
  await user.click(screen.getByRole('button', { name: 'Cek Pesanan' }));
}

beforeEach(() => useViewModeStore.setState({ mode: 'm' }));

describe('look-up of an unpaid booking on another device', () => {
  it('keeps the guest token and offers the payment page, change of method and cancel', async () => {
    const api = bookingServer(ticket());
    const user = userEvent.setup();
    const router = renderLookup();
    await lookUp(user, 'budi@example.com');

    expect(await screen.findByRole('heading', { name: /Menunggu Pembayaran/ })).toBeTruthy();
    expect(getGuestToken(CODE)).toBe(TOKEN);
    expect(screen.getByRole('button', { name: 'Ganti Metode Pembayaran' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Batalkan Pesanan' })).toBeTruthy();
    const pay = screen.getByRole('link', { name: 'Lanjutkan Pembayaran' });
    expect(pay.getAttribute('href')).toBe(paths.reservation.getHref(CODE));
    await user.click(pay);
    expect(router.state.location.pathname).toBe(paths.reservation.getHref(CODE));
    expect(api.callsTo('/travel/web-detail-reservasi')).toHaveLength(1);
  });

  it('cancels with the token after a confirmation and shows the booking cancelled', async () => {
    const api = bookingServer(ticket());
    const user = userEvent.setup();
    renderLookup();
    await lookUp(user, 'budi@example.com');
    await user.click(await screen.findByRole('button', { name: 'Batalkan Pesanan' }));
    const dialog = screen.getByRole('dialog', { name: 'Batalkan pesanan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Batalkan' }));

    expect(await screen.findByRole('heading', { name: `${CODE} · Dibatalkan` })).toBeTruthy();
    const [cancel] = api.callsTo('/travel/batal-reservasi');
    expect(cancel?.body).toMatchObject({ reservasi_kode: CODE });
    expect(new Headers(cancel?.init?.headers).get('X-Guest-Token')).toBe(TOKEN);
    expect(screen.queryByRole('button', { name: 'Batalkan Pesanan' })).toBeNull();
  });

  it('changes the method with the token and shows the new payment code', async () => {
    const api = bookingServer(ticket());
    const user = userEvent.setup();
    renderLookup();
    await lookUp(user, 'budi@example.com');
    await user.click(await screen.findByRole('button', { name: 'Ganti Metode Pembayaran' }));
    await user.click(await screen.findByRole('radio', { name: /Alfamart/ }));
    await user.click(screen.getByRole('button', { name: 'Gunakan Metode Ini' }));

    expect(await screen.findByText('ALFA123456')).toBeTruthy();
    const [change] = api.callsTo('/travel/ganti-pembayaran');
    expect(change?.body).toEqual({ reservasi_kode: CODE, jenis_pembayaran_kode: 'ALFAMART' });
    expect(new Headers(change?.init?.headers).get('X-Guest-Token')).toBe(TOKEN);
  });

  it('shows a paid booking as its ticket, without actions', async () => {
    bookingServer(
      ticket({
        status: 'paid',
        dibayar_pada: new Date().toISOString(),
        pembayaran: null,
      }),
    );
    const user = userEvent.setup();
    renderLookup();
    await lookUp(user, 'budi@example.com');
    expect(await screen.findByRole('img', { name: `QR kode booking ${CODE}` })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Batalkan Pesanan' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Lanjutkan Pembayaran' })).toBeNull();
  });

  it('keeps nothing and offers nothing when the contact does not match', async () => {
    bookingServer(ticket());
    const user = userEvent.setup();
    renderLookup();
    await lookUp(user, 'orang.lain@example.com');
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Pesanan tidak ditemukan/);
    expect(getGuestToken(CODE)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Batalkan Pesanan' })).toBeNull();
  });
});

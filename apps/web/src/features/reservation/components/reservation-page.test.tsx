import type { PaymentView } from '@lintas/domain/payment-schemas';
import type { ReservationDetail } from '@lintas/domain/reservation-schemas';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { paths } from '../../../config/paths';
import { guestContactMessages } from '../../../lib/guest-lookup';
import { resetPlatformForTests } from '../../../lib/platform';
import { getGuestToken, saveGuestToken } from '../../../lib/guest-tokens';
import { useBookingStore } from '../../../stores/booking-store';
import { useViewModeStore } from '../../../stores/view-mode-store';
import { fail, mockApi, ok } from '../../../testing/api-mock';
import { PAYMENT_POLL_MS } from '../api/check-payment';
import { ReservationPage } from './reservation-page';

const CODE = 'LNT-ABC123';

function payment(overrides: Partial<PaymentView> = {}): PaymentView {
  return {
    payment_kode: 'LNT-ABC123-1',
    status: 'pending',
    jenis_pembayaran_kode: 'BCA_VA',
    nama_pembayaran: 'BCA Virtual Account',
    grup_kode: 'va',
    jumlah: 154000,
    kedaluwarsa: new Date(Date.now() + 3600_000).toISOString(),
    va_number: '12345678901234',
    redirect_url: '/simulator/pembayaran/LNT-ABC123-1',
    perlu_refund: false,
    paid_at: null,
    instruksi: [
      { title: 'ATM BCA', steps: ['Masukkan kartu ATM', 'Pilih Transfer ke BCA Virtual Account'] },
    ],
    ...overrides,
  };
}

export function detail(overrides: Partial<ReservationDetail> = {}): ReservationDetail {
  return {
    reservasi_kode: CODE,
    status: 'pending',
    expired_time: new Date(Date.now() + 30 * 60_000).toISOString(),
    expired_time_lokal: '2026-11-21 18:30:00',
    dibuat_pada: new Date().toISOString(),
    dibayar_pada: null,
    dibatalkan_pada: null,
    status_refund: null,
    pemesan: { nama: 'Budi Santoso', email: 'budi@example.com', telp: '081234567890' },
    flag_pp: false,
    flag_connecting: false,
    perjalanan: [
      {
        arah: 'pergi',
        leg_index: 0,
        operator_kode: 'XTR',
        operator_nama: 'Xpress Trans Priangan',
        operator_logo: null,
        jadwal_kode: 'XTR-01-1000',
        jurusan: 'Bandung - Jakarta',
        kelas: 'Eksekutif',
        tipe_kendaraan: 'Shuttle',
        tanggal_berangkat: '2026-11-22',
        jam_berangkat: '10:00',
        zona_waktu_berangkat: 'WIB',
        tanggal_tiba: '2026-11-22',
        jam_tiba: '13:00',
        zona_waktu_tiba: 'WIB',
        asal: {
          cabang_id: 1,
          kota_id: 1,
          cabang_kode: 'BDG-PST',
          cabang_nama: 'Pasteur',
          alamat: 'Jl. Pasteur 1',
          kota_nama: 'Bandung',
        },
        tujuan: {
          cabang_id: 6,
          kota_id: 2,
          cabang_kode: 'JKT-BLM',
          cabang_nama: 'Blok M',
          alamat: 'Jl. Blok M 2',
          kota_nama: 'Jakarta',
        },
        harga_per_kursi: 150000,
        kursi: [
          { no: '1', nama: 'Budi Santoso', harga: 150000, promo_kode: null, diskon_promo: 0 },
        ],
      },
    ],
    jenis_pembayaran_kode: 'BCA_VA',
    voucher_kode: null,
    rincian: [
      { title: 'Harga Tiket Pergi (1 kursi)', value: 150000, type: 'normal' },
      { title: 'Biaya Admin', value: 4000, type: 'add' },
      { title: 'Total Pembayaran', value: 154000, type: 'total' },
    ],
    total: 154000,
    pembayaran: payment(),
    ...overrides,
  };
}

function renderReservation() {
  const router = createMemoryRouter(
    [
      { path: paths.reservation.path, element: <ReservationPage code={CODE} /> },
      { path: paths.lookup.path, element: <h1>Cek Pesanan</h1> },
      { path: '/', element: <h1>Beranda</h1> },
    ],
    { initialEntries: [paths.reservation.getHref(CODE)] },
  );
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

beforeEach(() => {
  useViewModeStore.setState({ mode: 'm' });
  saveGuestToken(CODE, 'guest-secret');
});

describe('reservation page', () => {
  it('shows what to pay, where and until when, with the guest token sent', async () => {
    const api = mockApi((url) => {
      if (url.pathname.endsWith('/travel/detail-reservasi')) return ok(detail());
      if (url.pathname.endsWith('/travel/check-pembayaran'))
        return ok({
          reservasi_kode: CODE,
          status: 'pending',
          status_pembayaran: 'pending',
          paid_at: null,
          expired_time: '',
          pembayaran: null,
        });
      return undefined;
    });
    renderReservation();
    expect(await screen.findByRole('heading', { name: 'Menunggu Pembayaran' })).toBeTruthy();
    expect(screen.getByTestId('pay-amount').textContent).toBe('Rp\u00a0154.000');
    expect(screen.getByText('1234 5678 9012 34')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salin Nomor Virtual Account' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^(29|30):\d\d$/);
    expect(screen.getByText('Masukkan kartu ATM')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buka Halaman Pembayaran' }).getAttribute('href')).toBe(
      '/simulator/pembayaran/LNT-ABC123-1',
    );
    const headers = new Headers(api.callsTo('/travel/detail-reservasi')[0]?.init?.headers);
    expect(headers.get('X-Guest-Token')).toBe('guest-secret');
  });

  it('draws the QRIS code from qr_string', async () => {
    mockApi((url) => {
      if (url.pathname.endsWith('/travel/detail-reservasi'))
        return ok(
          detail({
            pembayaran: payment({
              va_number: undefined,
              jenis_pembayaran_kode: 'QRIS',
              nama_pembayaran: 'QRIS',
              grup_kode: 'qris',
              qr_string: '00020101021226620014COM.LINTAS',
            }),
          }),
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
    renderReservation();
    const qr = await screen.findByRole('img', { name: 'Kode QRIS untuk membayar' });
    expect(qr.getAttribute('data-qr-value')).toBe('00020101021226620014COM.LINTAS');
    expect(qr.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(100);
  });

  it("draws the ticket's QR from the signed qr_content, which the boarding scan accepts", async () => {
    const signed = `LINTAS1.${CODE}.AbCdEfGhIjKlMnOpQrStUv`;
    mockApi((url) => {
      if (url.pathname.endsWith('/travel/detail-reservasi'))
        return ok(
          detail({
            status: 'paid',
            dibayar_pada: new Date().toISOString(),
            qr_content: signed,
            pembayaran: payment({ status: 'paid' }),
          }),
        );
      return undefined;
    });
    renderReservation();
    const ticket = await screen.findByRole('region', { name: 'E-Tiket' });
    expect(
      within(ticket)
        .getByRole('img', { name: `QR kode booking ${CODE}` })
        .getAttribute('data-qr-value'),
    ).toBe(signed);
  });

  it('a paid booking on a departure the operator cancelled shows the cancellation and the refund, no ticket to board with', async () => {
    mockApi((url) =>
      url.pathname.endsWith('/travel/detail-reservasi')
        ? ok(
            detail({
              status: 'paid',
              dibayar_pada: new Date().toISOString(),
              qr_content: 'LNT-SIGNED.qr',
              pembayaran: payment({ status: 'paid' }),
              status_refund: 'required',
              refund: [
                {
                  kode: 'RF-9',
                  alasan: 'Keberangkatan dibatalkan',
                  alasan_kode: 'keberangkatan_dibatalkan',
                  jumlah: 154000,
                  status: 'required',
                  status_label: 'Menunggu diproses',
                  dikembalikan_pada: null,
                },
              ],
            }),
          )
        : undefined,
    );
    renderReservation();
    expect(
      await screen.findByRole('heading', { name: 'Keberangkatan Dibatalkan Operator' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pengembalian Dana' })).toBeTruthy();
    expect(screen.queryByText(/Pembayaran Berhasil/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'E-Tiket' })).toBeNull();
    expect(screen.queryByRole('img', { name: `QR kode booking ${CODE}` })).toBeNull();
  });

  it('inside the Android app: the host gets the order page, and saves the ticket instead of printing', async () => {
    window.history.replaceState(null, '', '/?platform=APP-ANDROID');
    resetPlatformForTests();
    const host: Array<[string, unknown]> = [];
    window.LintasAndroid = {
      sendOrderDetailUrl: (payload) => host.push(['sendOrderDetailUrl', JSON.parse(payload)]),
      downloadEticket: (payload) => host.push(['downloadEticket', JSON.parse(payload)]),
    };
    const print = vi.fn();
    const originalPrint = window.print;
    window.print = print;
    try {
      mockApi((url) =>
        url.pathname.endsWith('/travel/detail-reservasi')
          ? ok(detail({ status: 'paid', dibayar_pada: new Date().toISOString() }))
          : undefined,
      );
      const user = userEvent.setup();
      renderReservation();
      await user.click(await screen.findByRole('button', { name: 'Cetak / Unduh E-Tiket' }));
      expect(host.map(([action]) => action)).toEqual(['sendOrderDetailUrl', 'downloadEticket']);
      expect(host[1]?.[1]).toMatchObject({
        url: expect.stringMatching(new RegExp(`/reservasi/${CODE}$`)),
        fileName: `e-tiket-${CODE}.pdf`,
      });
      expect(print).not.toHaveBeenCalled();
    } finally {
      delete window.LintasAndroid;
      window.history.replaceState(null, '', '/');
      resetPlatformForTests();
      window.print = originalPrint;
    }
  });

  it('polls the payment status while pending, shows the ticket once paid, then stops polling', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let paid = false;
    const api = mockApi((url) => {
      if (url.pathname.endsWith('/travel/detail-reservasi'))
        return ok(
          paid
            ? detail({
                status: 'paid',
                dibayar_pada: new Date().toISOString(),
                pembayaran: payment({ status: 'paid' }),
              })
            : detail(),
        );
      if (url.pathname.endsWith('/travel/check-pembayaran'))
        return ok({
          reservasi_kode: CODE,
          status: paid ? 'paid' : 'pending',
          status_pembayaran: paid ? 'paid' : 'pending',
          paid_at: null,
          expired_time: '',
          pembayaran: null,
        });
      return undefined;
    });
    renderReservation();
    await screen.findByRole('heading', { name: 'Menunggu Pembayaran' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS + 100);
    });
    const before = api.callsTo('/travel/check-pembayaran').length;
    expect(before).toBeGreaterThanOrEqual(2);

    paid = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS + 100);
    });
    expect(await screen.findByRole('heading', { name: /Pembayaran Berhasil/ })).toBeTruthy();
    const ticket = screen.getByRole('region', { name: 'E-Tiket' });
    expect(within(ticket).getByTestId('booking-code').textContent).toBe(CODE);
    expect(
      within(ticket)
        .getByRole('img', { name: `QR kode booking ${CODE}` })
        .getAttribute('data-qr-value'),
    ).toBe(CODE);
    expect(within(ticket).getByText('Xpress Trans Priangan')).toBeTruthy();
    expect(within(ticket).getByRole('button', { name: 'Cetak / Unduh E-Tiket' })).toBeTruthy();

    const afterPaid = api.callsTo('/travel/check-pembayaran').length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 3);
    });
    expect(api.callsTo('/travel/check-pembayaran').length).toBe(afterPaid);
  });

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

describe('reservation page on a device without the guest token', () => {
  const LOOKUP_TOKEN = 'token-from-lookup';
  const pendingStatus = {
    reservasi_kode: CODE,
    status: 'pending',
    status_pembayaran: 'pending',
    paid_at: null,
    expired_time: '',
    pembayaran: null,
  };

  /** detail-reservasi opens only with the look-up's token; the look-up knows one e-mail. */
  function secondDeviceApi(lookup?: () => ReturnType<typeof fail>) {
    return mockApi((url, init) => {
      const token = new Headers(init?.headers).get('X-Guest-Token');
      if (url.pathname.endsWith('/travel/web-detail-reservasi')) {
        if (lookup) return lookup();
        const body = JSON.parse(String(init?.body)) as { pemesan_email_telp: string };
        return body.pemesan_email_telp === 'budi@example.com'
          ? ok({ ...detail(), guest_token: LOOKUP_TOKEN })
          : fail(404, 'RESERVATION_NOT_FOUND', 'Reservasi tidak ditemukan.');
      }
      if (url.pathname.endsWith('/travel/detail-reservasi'))
        return token === LOOKUP_TOKEN
          ? ok(detail())
          : fail(404, 'RESERVATION_NOT_FOUND', 'Reservasi tidak ditemukan.');
      if (url.pathname.endsWith('/travel/check-pembayaran')) return ok(pendingStatus);
      return undefined;
    });
  }

  beforeEach(() => localStorage.clear());

  it('asks for the e-mail or phone instead of a dead end, then opens the booking with the token it gets', async () => {
    const api = secondDeviceApi();
    const user = userEvent.setup();
    renderReservation();
    expect(await screen.findByRole('heading', { name: `Buka pesanan ${CODE}` })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Pesanan tidak ditemukan' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Cek Pesanan' }).getAttribute('href')).toBe(
      paths.lookup.getHref(CODE),
    );

    // Checked before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Buka Pesanan' }));
    expect(screen.getByText(guestContactMessages.contactRequired)).toBeTruthy();
    expect(api.callsTo('/travel/web-detail-reservasi')).toHaveLength(0);

    // A wrong contact: the look-up's own message, nothing kept.
    const field = screen.getByLabelText(/Email atau nomor telepon pemesan/);
    await user.type(field, 'orang.lain@example.com');
    await user.click(screen.getByRole('button', { name: 'Buka Pesanan' }));
    expect((await screen.findByRole('alert')).textContent).toBe(guestContactMessages.notFound);
    expect(getGuestToken(CODE)).toBeNull();

    await user.clear(field);
    await user.type(field, 'budi@example.com');
    await user.click(screen.getByRole('button', { name: 'Buka Pesanan' }));
    expect(await screen.findByRole('heading', { name: 'Menunggu Pembayaran' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Batalkan Pesanan' })).toBeTruthy();
    expect(getGuestToken(CODE)).toBe(LOOKUP_TOKEN);
    const lookups = api.callsTo('/travel/web-detail-reservasi');
    // The contact travels in a POST body, never in the URL.
    expect(lookups.at(-1)?.init?.method).toBe('POST');
    expect(lookups.at(-1)?.body).toEqual({
      reservasi_kode: CODE,
      pemesan_email_telp: 'budi@example.com',
    });
    expect(lookups.at(-1)?.url.search).toBe('');
    const detailCalls = api.callsTo('/travel/detail-reservasi');
    expect(new Headers(detailCalls.at(-1)?.init?.headers).get('X-Guest-Token')).toBe(LOOKUP_TOKEN);
  });

  it("shows the server's message when the look-up is rate limited", async () => {
    secondDeviceApi(() =>
      fail(429, 'RATE_LIMITED', 'Terlalu banyak percobaan. Coba lagi dalam 1 menit.'),
    );
    const user = userEvent.setup();
    renderReservation();
    await user.type(
      await screen.findByLabelText(/Email atau nomor telepon pemesan/),
      '081234567890',
    );
    await user.click(screen.getByRole('button', { name: 'Buka Pesanan' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Terlalu banyak percobaan. Coba lagi dalam 1 menit.',
    );
    expect(getGuestToken(CODE)).toBeNull();
  });
});

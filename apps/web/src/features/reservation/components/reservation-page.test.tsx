import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { resetPlatformForTests } from '../../../lib/platform';
import { mockApi, ok } from '../../../testing/api-mock';
import { PAYMENT_POLL_MS } from '../api/check-payment';
import { CODE, detail, payment } from '../testing/fixtures';
import { setUpReservationPage } from '../testing/render-reservation';

const renderReservation = setUpReservationPage(AppProvider);

/**
 * The reservation page showing a booking: what to pay and how (VA, QRIS), the payment
 * polled until paid, the e-ticket and its QR, a departure the operator cancelled, and
 * the Android app's host taking the order page and the ticket.
 */
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

  it("inside the Android app: the host gets the order page, and saves the ticket's signed file; no print button", async () => {
    window.history.replaceState(null, '', '/?platform=APP-ANDROID');
    resetPlatformForTests();
    const host: Array<[string, unknown]> = [];
    window.LintasAndroid = {
      sendOrderDetailUrl: (payload) => host.push(['sendOrderDetailUrl', JSON.parse(payload)]),
      downloadEticket: (payload) => host.push(['downloadEticket', JSON.parse(payload)]),
    };
    const path = `/api/travel/unduh-e-tiket?t=${CODE}.pdf.1790000000.${'s'.repeat(43)}`;
    try {
      const api = mockApi((url) => {
        if (url.pathname.endsWith('/travel/detail-reservasi'))
          return ok(detail({ status: 'paid', dibayar_pada: new Date().toISOString() }));
        if (url.pathname.endsWith('/travel/tautan-e-tiket'))
          return ok({
            reservasi_kode: CODE,
            format: 'pdf',
            url: `https://lintas.example${path}`,
            path,
            nama_file: `e-tiket-${CODE}.pdf`,
            berlaku_sampai: new Date(Date.now() + 600_000).toISOString(),
            berlaku_menit: 10,
          });
        return undefined;
      });
      const user = userEvent.setup();
      renderReservation();
      await user.click(await screen.findByRole('button', { name: 'Unduh E-Tiket' }));
      await vi.waitFor(() =>
        expect(host.map(([action]) => action)).toEqual(['sendOrderDetailUrl', 'downloadEticket']),
      );
      expect(host[1]?.[1]).toEqual({
        url: `${window.location.origin}${path}`,
        fileName: `e-tiket-${CODE}.pdf`,
      });
      const asked = api.callsTo('/travel/tautan-e-tiket')[0];
      expect(asked?.body).toEqual({ reservasi_kode: CODE, format: 'pdf' });
      expect(new Headers(asked?.init?.headers).get('X-Guest-Token')).toBe('guest-secret');
      expect(screen.queryByRole('button', { name: 'Cetak E-Tiket' })).toBeNull();
    } finally {
      delete window.LintasAndroid;
      window.history.replaceState(null, '', '/');
      resetPlatformForTests();
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
    expect(within(ticket).getByRole('button', { name: 'Unduh E-Tiket' })).toBeTruthy();
    expect(within(ticket).getByRole('button', { name: 'Tambah ke Kalender' })).toBeTruthy();
    expect(within(ticket).getByRole('button', { name: 'Cetak E-Tiket' })).toBeTruthy();

    const afterPaid = api.callsTo('/travel/check-pembayaran').length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 3);
    });
    expect(api.callsTo('/travel/check-pembayaran').length).toBe(afterPaid);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { paths } from '../../../config/paths';
import { guestContactMessages } from '../../../lib/guest-lookup';
import { getGuestToken } from '../../../lib/guest-tokens';
import { fail, mockApi, ok } from '../../../testing/api-mock';
import { CODE, detail } from '../testing/fixtures';
import { setUpReservationPage } from '../testing/render-reservation';

const renderReservation = setUpReservationPage(AppProvider);

/**
 * Opening a booking on another device, without its guest token: the look-up by e-mail
 * or phone gives the token, and a rate-limited look-up says so.
 */
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

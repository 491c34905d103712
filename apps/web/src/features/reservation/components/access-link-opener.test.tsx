import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { paths } from '../../../config/paths';
import { getGuestToken } from '../../../lib/guest-tokens';
import { fail, mockApi, ok } from '../../../testing/api-mock';
import ReservationRoute from '../../../app/routes/reservation';

const CODE = 'LTS7KQ2MX9HPA';

function renderAt(token: string) {
  const router = createMemoryRouter(
    [{ path: paths.reservation.path, element: <ReservationRoute /> }],
    { initialEntries: [`${paths.reservation.getHref(CODE)}?akses=${encodeURIComponent(token)}`] },
  );
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

beforeEach(() => localStorage.clear());

/** The booker's e-mailed link (issue 22): exchanged once for this device's access. */
describe('AccessLinkOpener', () => {
  it('keeps the guest token the link gives, drops the token from the address and opens the booking with it', async () => {
    const api = mockApi((url) =>
      url.pathname.endsWith('/travel/buka-akses-reservasi')
        ? ok({ reservasi_kode: CODE, guest_token: 'tamu-123' })
        : undefined,
    );
    const router = renderAt('1900000000.abc');
    expect(screen.getByText('Membuka pesanan dari tautan…')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe(paths.reservation.getHref(CODE));
    expect(router.state.location.search).toBe('');
    expect(getGuestToken(CODE)).toBe('tamu-123');
    expect(api.callsTo('/travel/buka-akses-reservasi').map((call) => call.body)).toEqual([
      { reservasi_kode: CODE, akses: '1900000000.abc' },
    ]);
    // The booking is then asked for as this device's own, with the token the link gave.
    await waitFor(() => expect(api.callsTo('/travel/detail-reservasi').length).toBeGreaterThan(0));
    const detail = api.callsTo('/travel/detail-reservasi')[0];
    expect(new Headers(detail?.init?.headers).get('x-guest-token')).toBe('tamu-123');
  });

  it('says an expired link cannot open the booking and points to Cek Pesanan', async () => {
    mockApi(() =>
      fail(
        404,
        'RESERVATION_NOT_FOUND',
        'Tautan ini tidak berlaku atau sudah kedaluwarsa. Minta tautan baru dari halaman Cek Pesanan.',
      ),
    );
    renderAt('1.old');
    expect(await screen.findByText('Tautan tidak dapat membuka pesanan')).toBeTruthy();
    expect(screen.getByText(/sudah kedaluwarsa/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cek Pesanan' }).getAttribute('href')).toBe(
      paths.lookup.getHref(CODE),
    );
    expect(getGuestToken(CODE)).toBeNull();
  });
});

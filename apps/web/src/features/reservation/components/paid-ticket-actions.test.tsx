import type { ReservationDetail } from '@lintas/domain/reservation-schemas';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { paths } from '../../../config/paths';
import { saveGuestToken } from '../../../lib/guest-tokens';
import { mockApi, ok } from '../../../testing/api-mock';
import { CODE, detail, payment } from '../testing/fixtures';
import { ReservationPage } from './reservation-page';

/** A paid ticket on a departure far ahead (the fixture's date is in 2026). */
function paid(overrides: Partial<ReservationDetail> = {}): ReservationDetail {
  const base = detail({ status: 'paid', dibayar_pada: '2998-12-01T01:00:00.000Z' });
  return {
    ...base,
    pembayaran: payment({ status: 'paid' }),
    perjalanan: base.perjalanan.map((leg) => ({
      ...leg,
      tanggal_berangkat: '2999-01-10',
      tanggal_tiba: '2999-01-10',
    })),
    ...overrides,
  };
}

const withLeg = (patch: Partial<ReservationDetail['perjalanan'][number]>) => {
  const ticket = paid();
  return { ...ticket, perjalanan: ticket.perjalanan.map((leg) => ({ ...leg, ...patch })) };
};

function renderActions(ticket: ReservationDetail) {
  mockApi((url) => (url.pathname.endsWith('/travel/detail-reservasi') ? ok(ticket) : undefined));
  const router = createMemoryRouter(
    [
      {
        path: paths.reservation.path,
        element: <ReservationPage code={CODE} />,
      },
      { path: paths.reschedule.path, element: <h1>Ubah Jadwal</h1> },
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

/** Waits for the ticket's page to show its status (whatever the status). */
async function settled() {
  await waitFor(() => expect(document.getElementById('status-heading')).not.toBeNull());
}

/** The paid ticket's side column, where what can still be done with it is offered. */
const sideColumn = () => screen.getByRole('complementary', { name: 'Ringkasan pembayaran' });

/**
 * What a paid ticket's page offers after the sale (issue 21): "Ubah Jadwal" and "Batalkan
 * Tiket" side by side until the bus leaves, a moved ticket pointing to its new booking, and
 * the new booking saying what it replaced.
 */
describe('"Ubah Jadwal" on a paid ticket', () => {
  beforeEach(() => saveGuestToken(CODE, 'guest-secret'));

  it('is offered on a paid one-way ticket still to leave, beside cancelling it, and opens the screen', async () => {
    const user = userEvent.setup();
    const router = renderActions(paid());
    const move = await screen.findByRole('button', { name: 'Ubah Jadwal' });
    const side = sideColumn();
    expect(within(side).getByRole('heading', { name: 'Ganti jadwal?' })).toBeTruthy();
    expect(within(side).getByRole('button', { name: 'Batalkan Tiket' })).toBeTruthy();
    expect(side.contains(move)).toBe(true);
    await user.click(move);
    expect(router.state.location.pathname).toBe(paths.reschedule.getHref(CODE));
  });

  it.each([
    ['an unpaid booking', detail()],
    ['a bus boarding now', withLeg({ status_perjalanan: 'boarding' })],
    ['a bus that has left', withLeg({ status_perjalanan: 'berangkat' })],
    ['a bus that has arrived', withLeg({ status_perjalanan: 'tiba' })],
    ['a departure already past', withLeg({ tanggal_berangkat: '2020-01-10' })],
    ['a round trip', paid({ flag_pp: true })],
    ['a connecting trip', paid({ flag_connecting: true })],
    [
      'a departure the operator cancelled',
      paid({
        refund: [
          {
            kode: 'RF-1',
            alasan: 'Keberangkatan dibatalkan',
            alasan_kode: 'keberangkatan_dibatalkan',
            jumlah: 154000,
            status: 'required',
            status_label: 'Diproses',
            dikembalikan_pada: null,
          },
        ],
      }),
    ],
  ])('is not offered for %s', async (_name, ticket) => {
    renderActions(ticket);
    await settled();
    expect(screen.queryByRole('button', { name: 'Ubah Jadwal' })).toBeNull();
  });

  it('a moved ticket says where it went and offers no second move', async () => {
    renderActions(
      paid({
        status: 'cancelled',
        dibatalkan_pada: new Date().toISOString(),
        dipindahkan_ke: 'LTSNEW',
      }),
    );
    const link = await screen.findByRole('link', { name: 'Lihat Tiket Baru' });
    expect(link.getAttribute('href')).toBe(paths.reservation.getHref('LTSNEW'));
    expect(screen.getByRole('heading', { name: 'Jadwal Dipindahkan' })).toBeTruthy();
    expect(screen.getByText(/tidak berlaku lagi untuk naik/).textContent).toMatch(/LTSNEW/);
    // One notice: not also the banner of a ticket its booker cancelled, nor a second link.
    expect(screen.queryByRole('heading', { name: /Dibatalkan/ })).toBeNull();
    expect(screen.queryByText(/Anda batalkan/)).toBeNull();
    expect(screen.queryByText(/tidak ada dana yang dikembalikan/)).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Lihat Tiket Baru' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Ubah Jadwal' })).toBeNull();
  });

  it('the new ticket names the booking it replaced', async () => {
    renderActions(
      paid({
        dipindahkan_dari: 'LTSOLD',
        total: 162000,
        pembayaran: payment({ status: 'paid', jumlah: 29300 }),
      }),
    );
    const link = await screen.findByRole('link', { name: 'Lihat tiket lama' });
    expect(link.getAttribute('href')).toBe(paths.reservation.getHref('LTSOLD'));
    // The whole ticket's price, not said to be a payment received just now.
    expect(screen.getByText(/Tiket pengganti LTSOLD/).textContent).toContain(
      'total harga tiket Rp\u00a0162.000',
    );
    // What was paid now is the move's own payment.
    expect(screen.getByText(/Tiket pengganti LTSOLD/).textContent).toContain(
      'Pembayaran perubahan jadwal Rp\u00a029.300 sudah kami terima.',
    );
    expect(screen.queryByText(/Pembayaran Rp\s162\.000/)).toBeNull();
  });

  it.each([
    ['has left', 'berangkat'],
    ['has arrived', 'tiba'],
  ] as const)(
    'once the bus %s: neither cancelling nor moving is offered, the page says why',
    async (_name, status) => {
      renderActions(withLeg({ status_perjalanan: status }));
      await settled();
      const side = sideColumn();
      expect(
        within(side).getByText(
          'Bus sudah berangkat; tiket ini tidak dapat dibatalkan atau diubah jadwalnya lagi.',
        ),
      ).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Batalkan Tiket' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Ubah Jadwal' })).toBeNull();
      // The e-ticket itself stays: it is still the ticket of the trip under way.
      expect(screen.getByRole('region', { name: 'E-Tiket' })).toBeTruthy();
    },
  );

  it('while the bus is boarding, cancelling is still offered (the server decides the deadline)', async () => {
    renderActions(withLeg({ status_perjalanan: 'boarding' }));
    await settled();
    expect(within(sideColumn()).getByRole('button', { name: 'Batalkan Tiket' })).toBeTruthy();
    expect(screen.queryByText(/Bus sudah berangkat/)).toBeNull();
  });
});

import type { ReservationDetail } from '@lintas/domain/reservation-schemas';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { paths } from '../../../config/paths';
import { saveGuestToken } from '../../../lib/guest-tokens';
import { mockApi, ok } from '../../../testing/api-mock';
import { CODE, detail, payment } from '../testing/fixtures';
import { MovedTicketNotice, PaidTicketActions } from './reservation-actions';

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
        element: (
          <>
            <MovedTicketNotice code={CODE} />
            <h1>Detail Pesanan</h1>
            <PaidTicketActions code={CODE} />
          </>
        ),
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

/** Waits for the ticket's answer to be rendered (the section of a paid ticket or the page). */
async function settled() {
  await screen.findByRole('heading', { name: 'Detail Pesanan' });
  // The query answers in a later task: give it the chance to render what it would.
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('"Ubah Jadwal" on a paid ticket', () => {
  beforeEach(() => saveGuestToken(CODE, 'guest-secret'));

  it('is offered on a paid one-way ticket still to leave, and opens the screen', async () => {
    const user = userEvent.setup();
    const router = renderActions(paid());
    await user.click(await screen.findByRole('button', { name: 'Ubah Jadwal' }));
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
    expect(screen.getByText(/tidak berlaku lagi untuk naik/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ubah Jadwal' })).toBeNull();
  });

  it('the new ticket names the booking it replaced', async () => {
    renderActions(paid({ dipindahkan_dari: 'LTSOLD' }));
    const link = await screen.findByRole('link', { name: 'Lihat tiket lama' });
    expect(link.getAttribute('href')).toBe(paths.reservation.getHref('LTSOLD'));
    expect(screen.getByText(/Pengganti tiket LTSOLD/)).toBeTruthy();
  });
});

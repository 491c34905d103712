import type { ReservationDetail } from '@lintas/domain/reservation-schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { mockApi, ok } from '../../../testing/api-mock';
import { detail, payment } from '../testing/fixtures';
import { setUpReservationPage } from '../testing/render-reservation';

const renderReservation = setUpReservationPage(AppProvider);

type Leg = ReservationDetail['perjalanan'][number];

/** The fixture's booking with its one leg as `go`, and a return leg when `back` is given. */
function booking(
  go: Partial<Leg>,
  back: Partial<Leg> | null,
  overrides: Partial<ReservationDetail>,
) {
  const base = detail();
  const leg = base.perjalanan[0]!;
  return detail({
    ...overrides,
    flag_pp: back !== null,
    perjalanan: [
      { ...leg, ...go },
      ...(back ? [{ ...leg, arah: 'pulang' as const, jadwal_kode: 'XTR-02-1500', ...back }] : []),
    ],
  });
}

const answer = (body: ReservationDetail) =>
  mockApi((url) => (url.pathname.endsWith('/travel/detail-reservasi') ? ok(body) : undefined));

const PAID = {
  status: 'paid' as const,
  dibayar_pada: new Date().toISOString(),
  pembayaran: payment({ status: 'paid' }),
};

/** Issue 21: the ticket shows each direction's live status and a moved departure (decision 0039). */
describe("the ticket's departure status", () => {
  it('a paid round trip: the bus gone late on the way out, the return moved later', async () => {
    answer(
      booking(
        {
          status_perjalanan: 'berangkat',
          status_perjalanan_label: 'Sudah Berangkat',
          status_perjalanan_pada: '2026-11-22T03:25:00.000Z',
          mundur_menit: 20,
        },
        { mundur_menit: 30 },
        PAID,
      ),
    );
    renderReservation();
    const ticket = await screen.findByRole('region', { name: 'E-Tiket' });
    const go = within(ticket).getByRole('list', { name: 'Status Pergi' });
    expect(
      within(go)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Sudah Berangkat · 10.25 WIB', 'Terlambat 20 menit']);
    const back = within(ticket).getByRole('list', { name: 'Status Pulang' });
    expect(within(back).getByRole('listitem').textContent).toBe('Jadwal dimundurkan 30 menit');
  });

  it('a paid ticket on time and not yet boarding shows no chip', async () => {
    answer(booking({}, null, PAID));
    renderReservation();
    const ticket = await screen.findByRole('region', { name: 'E-Tiket' });
    expect(within(ticket).queryByRole('list', { name: /^Status/ })).toBeNull();
  });

  it('a booking still to pay tells of a departure moved earlier', async () => {
    answer(booking({ mundur_menit: -15 }, null, {}));
    renderReservation();
    expect(await screen.findByText('Jadwal dimajukan 15 menit')).toBeTruthy();
  });

  it('an expired booking shows none, whatever the bus did', async () => {
    answer(
      booking(
        {
          status_perjalanan: 'boarding',
          status_perjalanan_label: 'Boarding',
          status_perjalanan_pada: '2026-11-22T02:40:00.000Z',
        },
        null,
        { status: 'expired' },
      ),
    );
    renderReservation();
    await screen.findByRole('heading', { name: 'Batas Waktu Pembayaran Habis' });
    expect(screen.queryByText('Boarding')).toBeNull();
  });
});

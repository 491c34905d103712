import type { RescheduleResult } from '@lintas/domain/reschedule-schemas';
import type { ReservationDetail } from '@lintas/domain/reservation-schemas';
import type { ScheduleItem } from '@lintas/domain/schedule-result-schemas';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { CODE, detail, payment } from '../../features/reservation/testing/fixtures';
import { rescheduleMessages } from '../../features/reschedule/components/reschedule-messages';
import {
  scheduleGroup,
  scheduleItem,
  schedulePage,
} from '../../features/schedules/testing/fixtures';
import {
  legFromRows,
  seatMapResult,
  SHUTTLE_12,
} from '../../features/seats/testing/seat-map-fixtures';
import { getGuestToken, saveGuestToken } from '../../lib/guest-tokens';
import { fail, mockApi, ok, type Handler } from '../../testing/api-mock';
import { useViewModeStore } from '../../stores/view-mode-store';
import { AppProvider } from '../provider';
import RescheduleRoute from './reschedule';

const DATE = '2999-01-10';
const NEW_CODE = 'LTSNEW0000001';

/** A paid one-seat ticket on XTR's 10.00 departure (Pasteur -> Blok M) on DATE. */
function paidTicket(overrides: Partial<ReservationDetail> = {}): ReservationDetail {
  const base = detail({ status: 'paid', dibayar_pada: '2998-12-01T01:00:00.000Z' });
  const leg = base.perjalanan[0]!;
  return {
    ...base,
    pembayaran: payment({ status: 'paid' }),
    perjalanan: [{ ...leg, tanggal_berangkat: DATE, tanggal_tiba: DATE }],
    ...overrides,
  };
}

const departure = (time: string, overrides: Partial<ScheduleItem> = {}) =>
  scheduleItem({
    jadwal_kode: `XTR-01-${time.replace(':', '')}`,
    jam_berangkat: time,
    tanggal_berangkat: DATE,
    tanggal_berangkat_utama: DATE,
    ...overrides,
  });

function quote(overrides: Partial<RescheduleResult['ubah_jadwal']> = {}): RescheduleResult {
  const point = {
    operator_kode: 'XTR',
    operator_nama: 'Xpress Trans Priangan',
    tanggal_berangkat: DATE,
    berangkat_pada: `${DATE}T03:00:00.000Z`,
    asal: 'Pasteur',
    tujuan: 'Blok M',
  };
  return {
    reservasi_kode: CODE,
    reservasi_baru: null,
    ubah_jadwal: {
      dapat_diubah: true,
      alasan_tidak_dapat: null,
      batas_ubah_jadwal: `${DATE}T00:00:00.000Z`,
      jadwal_lama: { ...point, jadwal_kode: 'XTR-01-1000', jam_berangkat: '10:00' },
      jadwal_baru: { ...point, jadwal_kode: 'XTR-01-1700', jam_berangkat: '17:00' },
      penumpang: [{ nama: 'Budi Santoso', kursi_lama: '1', kursi_baru: '8' }],
      biaya_ubah_jadwal: 15000,
      tarif_lama: 150000,
      tarif_baru: 165000,
      selisih_tarif: 15000,
      selisih_lebih_murah: null,
      total_bayar: 30000,
      refund: 0,
      rincian: [
        { title: 'Biaya Ubah Jadwal (1 penumpang)', value: 15000, type: 'add' },
        { title: 'Selisih Tarif', value: 15000, type: 'add' },
        { title: 'Total Bayar', value: 30000, type: 'total' },
      ],
      kebijakan: ['Jadwal dapat diubah paling lambat 6 jam sebelum keberangkatan.'],
      ...overrides,
    },
  };
}

const moved = (status: 'pending' | 'paid'): RescheduleResult => ({
  ...quote(),
  reservasi_baru: {
    reservasi_kode: NEW_CODE,
    status,
    guest_token: 'new-guest-secret',
    expired_time: `${DATE}T01:00:00.000Z`,
    total: 184000,
    pembayaran: null,
  },
});

const bodyOf = (init: RequestInit | undefined) =>
  typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};

/** The API of the screen: the ticket, the day's departures, seat maps and ubah-jadwal. */
function api({
  ticket = paidTicket(),
  items = [departure('10:00'), departure('17:00', { harga: 165000 })],
  search,
  move = (body) => (body.konfirmasi === true ? ok(moved('pending')) : ok(quote())),
  takenOn17 = [] as string[],
}: {
  ticket?: ReservationDetail;
  items?: ScheduleItem[];
  search?: Handler;
  move?: (body: Record<string, unknown>) => ReturnType<Handler>;
  takenOn17?: string[];
} = {}) {
  const group = scheduleGroup(items);
  return mockApi((url, init) => {
    const name = url.pathname.split('/').pop();
    if (name === 'detail-reservasi') return ok(ticket);
    if (name === 'search-jadwal')
      return search ? search(url, init) : ok(schedulePage([group], { tanggal_berangkat: DATE }));
    if (name === 'list-jadwal')
      return ok({
        list: items.filter(
          (item) => item.tanggal_berangkat === url.searchParams.get('tanggal_berangkat'),
        ),
      });
    if (name === 'kursi')
      return ok(
        seatMapResult(
          legFromRows(SHUTTLE_12, {
            jadwal_kode: url.searchParams.get('jadwal_kode') ?? '',
            taken: url.searchParams.get('jadwal_kode') === 'XTR-01-1700' ? takenOn17 : [],
          }),
        ),
      );
    if (name === 'ubah-jadwal') return move(bodyOf(init));
    return undefined;
  });
}

function renderScreen(ticket: ReservationDetail = paidTicket()) {
  const router = createMemoryRouter(
    [
      { path: paths.reschedule.path, element: <RescheduleRoute /> },
      { path: paths.reservation.path, element: <h1>Tiket {ticket.reservasi_kode}</h1> },
    ],
    { initialEntries: [paths.reschedule.getHref(ticket.reservasi_kode)] },
  );
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

async function chooseSeventeen(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /^Jadwal 17\.00 .*Rp/ }));
  await user.click(await screen.findByRole('button', { name: 'Kursi 8, tersedia' }));
}

describe('Ubah Jadwal (the reschedule screen)', () => {
  beforeEach(() => {
    useViewModeStore.setState({ mode: 'm' });
    saveGuestToken(CODE, 'guest-secret');
  });

  it("lists the day's departures of the same trip with the ticket's own marked and not choosable", async () => {
    const calls = api();
    renderScreen();
    const current = await screen.findByRole('button', {
      name: new RegExp(`^Jadwal 10\\.00 .*${rescheduleMessages.current}$`),
    });
    expect((current as HTMLButtonElement).disabled).toBe(true);
    const other = screen.getByRole('button', { name: /^Jadwal 17\.00 .*Rp/ });
    expect((other as HTMLButtonElement).disabled).toBe(false);
    expect(other.textContent).toContain('165.000');
    // The results page's search, narrowed to the ticket's operator and its two points.
    const searched = calls.callsTo('/travel/search-jadwal')[0]!.url.searchParams;
    expect(Object.fromEntries(searched)).toMatchObject({
      asal_id: '1',
      asal_tipe: 'point',
      tujuan_id: '6',
      tujuan_tipe: 'point',
      tanggal_berangkat: DATE,
      operator: 'XTR',
    });
    // Nothing is priced before a departure and seats are chosen.
    expect(calls.callsTo('/travel/ubah-jadwal')).toHaveLength(0);
  });

  it('prices the move once a seat is chosen, then confirms it at that price and opens the new booking to pay, its guest token kept', async () => {
    const user = userEvent.setup();
    const calls = api();
    const router = renderScreen();
    await chooseSeventeen(user);

    const price = await screen.findByTestId('reschedule-price');
    expect(price.textContent).toContain('Biaya Ubah Jadwal (1 penumpang)');
    expect(price.textContent).toContain('30.000');
    // The list folds to the chosen departure; another can still be chosen.
    expect(screen.queryByRole('button', { name: /^Jadwal 10\.00 / })).toBeNull();
    expect(
      screen.getByRole('button', { name: /^Jadwal 17\.00 / }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.getByRole('button', { name: 'Pilih Jadwal Lain' })).toBeTruthy();
    expect(screen.getByText('Jadwal dapat diubah paling lambat 6 jam sebelum keberangkatan.'));
    expect(screen.getByText('Kursi 1 → 8')).toBeTruthy();
    const [preview] = calls.callsTo('/travel/ubah-jadwal');
    expect(preview!.body).toEqual({
      reservasi_kode: CODE,
      jadwal_kode: 'XTR-01-1700',
      tanggal_berangkat: DATE,
      kursi: ['8'],
    });
    // The guest's proof travels as for the paid cancellation.
    expect(new Headers(preview!.init?.headers).get('X-Guest-Token')).toBe('guest-secret');

    await user.click(screen.getByRole('button', { name: /^Ubah Jadwal · Bayar Rp\s30\.000$/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(paths.reservation.getHref(NEW_CODE)),
    );
    const confirmed = calls.callsTo('/travel/ubah-jadwal').at(-1)!;
    expect(confirmed.body).toMatchObject({ konfirmasi: true, total_bayar: 30000, kursi: ['8'] });
    expect(getGuestToken(NEW_CODE)).toBe('new-guest-secret');
  });

  it('a move that owes nothing goes straight to the new ticket', async () => {
    const user = userEvent.setup();
    api({
      move: (body) =>
        body.konfirmasi === true
          ? ok(moved('paid'))
          : ok(quote({ total_bayar: 0, selisih_tarif: -15000, selisih_lebih_murah: 'keep' })),
    });
    const router = renderScreen();
    await chooseSeventeen(user);
    await screen.findByText(/selisihnya tidak dikembalikan/);
    await user.click(await screen.findByRole('button', { name: 'Ubah Jadwal Sekarang' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(paths.reservation.getHref(NEW_CODE)),
    );
  });

  it("opens on the ticket's own date and lists another day's departures when the date changes", async () => {
    const user = userEvent.setup();
    const NEXT = '2999-01-11';
    const nextDay = [departure('10:00', { tanggal_berangkat: NEXT })];
    const group = scheduleGroup(nextDay);
    const calls = api({
      items: [departure('10:00'), ...nextDay],
      search: (url) =>
        url.searchParams.get('tanggal_berangkat') === NEXT
          ? ok(schedulePage([group], { tanggal_berangkat: NEXT }))
          : ok(schedulePage([scheduleGroup([departure('10:00')])], { tanggal_berangkat: DATE })),
    });
    renderScreen();
    const field = (await screen.findByLabelText('Tanggal berangkat baru')) as HTMLInputElement;
    expect(field.value).toBe('Kam, 10 Jan 2999');
    await screen.findByText(rescheduleMessages.noOther);
    await user.click(field);
    await user.clear(field);
    await user.type(field, '11/01/2999');
    // The same 10.00 on the next day is another departure: choosable.
    const sameTime = await screen.findByRole('button', { name: /^Jadwal 10\.00 .*Rp/ });
    expect((sameTime as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(rescheduleMessages.noOther)).toBeNull();
    expect(
      calls
        .callsTo('/travel/search-jadwal')
        .map((c) => c.url.searchParams.get('tanggal_berangkat')),
    ).toContain(NEXT);
  });

  it('says when the day has no other departure', async () => {
    api({ items: [departure('10:00')] });
    renderScreen();
    await screen.findByText(rescheduleMessages.noOther);
    expect(
      screen.getByRole('button', {
        name: new RegExp(`^Jadwal 10\\.00 .*${rescheduleMessages.current}$`),
      }),
    );
  });

  it("shows the search's failure in Indonesian with a retry", async () => {
    const user = userEvent.setup();
    let failing = true;
    const items = [departure('10:00'), departure('17:00')];
    const group = scheduleGroup(items);
    api({
      items,
      search: () =>
        failing
          ? fail(503, 'SERVICE_UNAVAILABLE', 'Layanan sedang sibuk. Coba lagi sebentar lagi.')
          : ok(schedulePage([group], { tanggal_berangkat: DATE })),
    });
    renderScreen();
    // One retry of a 5xx first (lib/query-retry), then the failure is shown.
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Layanan sedang sibuk');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    await screen.findByRole('button', { name: /^Jadwal 17\.00 .*Rp/ });
  });

  it('a seat taken meanwhile sends the person back to the seat map, told, the seat let go', async () => {
    const user = userEvent.setup();
    const calls = api({
      move: (body) =>
        body.konfirmasi === true
          ? fail(409, 'SEAT_TAKEN', 'Kursi 8 baru saja dipesan orang lain. Pilih kursi lain.', {
              kursi: ['8'],
            })
          : ok(quote()),
    });
    renderScreen();
    await chooseSeventeen(user);
    const mapsBefore = calls.callsTo('/travel/kursi').length;
    await user.click(
      await screen.findByRole('button', { name: /^Ubah Jadwal · Bayar Rp\s30\.000$/ }),
    );
    const seatCard = screen.getByRole('heading', { name: '2. Pilih kursi baru' })
      .parentElement as HTMLElement;
    expect((await within(seatCard).findByRole('alert')).textContent).toBe(
      'Kursi 8 baru saja dipesan orang lain. Pilih kursi lain.',
    );
    expect(within(seatCard).getByText(/Pilih 1 kursi lagi/)).toBeTruthy();
    await waitFor(() => expect(calls.callsTo('/travel/kursi').length).toBeGreaterThan(mapsBefore));
    expect(screen.queryByRole('button', { name: /^Ubah Jadwal/ })).toBeNull();
  });

  it('a price changed meanwhile is said and priced again', async () => {
    const user = userEvent.setup();
    let price = 30000;
    const calls = api({
      move: (body) => {
        if (body.konfirmasi !== true)
          return ok(
            quote({
              total_bayar: price,
              rincian: [{ title: 'Total Bayar', value: price, type: 'total' }],
            }),
          );
        price = 45000;
        return fail(409, 'PRICE_CHANGED', 'Biaya ubah jadwal berubah menjadi Rp 45.000.', {
          total_bayar: 45000,
        });
      },
    });
    renderScreen();
    await chooseSeventeen(user);
    await user.click(
      await screen.findByRole('button', { name: /^Ubah Jadwal · Bayar Rp\s30\.000$/ }),
    );
    expect((await screen.findByText(/berubah menjadi Rp 45\.000/)).getAttribute('role')).toBe(
      'alert',
    );
    await screen.findByRole('button', { name: /^Ubah Jadwal · Bayar Rp\s45\.000$/ });
    expect(
      calls.callsTo('/travel/ubah-jadwal').filter((c) => !bodyOf(c.init).konfirmasi),
    ).toHaveLength(2);
  });

  it("says why a move is refused now (past the policy's deadline) and offers nothing to press", async () => {
    const user = userEvent.setup();
    const reason = 'Batas ubah jadwal sudah lewat: paling lambat 6 jam sebelum keberangkatan.';
    api({ move: () => ok(quote({ dapat_diubah: false, alasan_tidak_dapat: reason })) });
    renderScreen();
    await chooseSeventeen(user);
    expect((await screen.findByText(reason)).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: /^Ubah Jadwal/ })).toBeNull();
  });

  it('asks a seat only for the passengers still travelling', async () => {
    const user = userEvent.setup();
    const ticket = paidTicket();
    const leg = ticket.perjalanan[0]!;
    const seat = leg.kursi[0]!;
    const partly = {
      ...ticket,
      perjalanan: [
        {
          ...leg,
          kursi: [
            { ...seat, no: '1', nama: 'Budi Santoso' },
            { ...seat, no: '2', nama: 'Sinta Dewi', dibatalkan: true },
          ],
        },
      ],
    };
    const calls = api({ ticket: partly });
    renderScreen(partly);
    await user.click(await screen.findByRole('button', { name: /^Jadwal 17\.00 .*Rp/ }));
    expect(await screen.findByText(/Pilih 1 kursi lagi: .*\(Budi Santoso\)/)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Kursi 8, tersedia' }));
    await screen.findByTestId('reschedule-price');
    expect(calls.callsTo('/travel/ubah-jadwal')[0]!.body).toMatchObject({ kursi: ['8'] });
  });

  it("says the server's refusal at the confirmation in its own words", async () => {
    const user = userEvent.setup();
    const refusal = 'Pesanan ini sudah dibatalkan.';
    api({
      move: (body) =>
        body.konfirmasi === true ? fail(409, 'RESCHEDULE_NOT_ALLOWED', refusal) : ok(quote()),
    });
    const router = renderScreen();
    await chooseSeventeen(user);
    await user.click(
      await screen.findByRole('button', { name: /^Ubah Jadwal · Bayar Rp\s30\.000$/ }),
    );
    expect((await screen.findByText(refusal)).getAttribute('role')).toBe('alert');
    expect(router.state.location.pathname).toBe(paths.reschedule.getHref(CODE));
  });

  it("asks a device without the booking's token for the booker's contact first", async () => {
    mockApi((url) =>
      url.pathname.endsWith('/travel/detail-reservasi')
        ? fail(404, 'RESERVATION_NOT_FOUND', 'Pesanan tidak ditemukan')
        : undefined,
    );
    renderScreen();
    await screen.findByRole('heading', { name: `Buka pesanan ${CODE}` });
    expect(screen.queryByLabelText('Tanggal berangkat baru')).toBeNull();
  });

  it('a ticket whose bus has left is not moved here', async () => {
    const ticket = paidTicket();
    const leg = ticket.perjalanan[0]!;
    const departed = {
      ...ticket,
      perjalanan: [{ ...leg, status_perjalanan: 'berangkat' as const }],
    };
    api({ ticket: departed });
    renderScreen(departed);
    await screen.findByRole('heading', { name: 'Jadwal tidak dapat diubah' });
    expect(screen.queryByLabelText('Tanggal berangkat baru')).toBeNull();
  });
});

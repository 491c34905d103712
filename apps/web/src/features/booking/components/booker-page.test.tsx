import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { createQueryClient } from '../../../lib/react-query';
import {
  initialBookingData,
  passengerNamesFor,
  useBookingStore,
  type SelectedSchedule,
} from '../../../stores/booking-store';
import { useToastStore } from '../../../stores/toast-store';
import { useViewModeStore } from '../../../stores/view-mode-store';
import { mockApi, ok } from '../../../testing/api-mock';
import { BookerPage } from './booker-page';

const go: SelectedSchedule = {
  operatorCode: 'XTR',
  scheduleCode: 'XTR-01-1000',
  date: '2026-11-22',
  // Fields of the search item the results page keeps: the summary reads them.
  operator_nama: 'Xpress Trans Priangan',
  jam_berangkat: '10:00',
  jam_tiba: '13:00',
  tanggal_berangkat: '2026-11-22',
  harga: 130000,
  titik_naik: { cabang_nama: 'Pasteur', kota_nama: 'Bandung' },
  titik_turun: { cabang_nama: 'Blok M', kota_nama: 'Jakarta' },
};
const back: SelectedSchedule = {
  operatorCode: 'XTR',
  scheduleCode: 'XTR-02-1500',
  date: '2026-11-23',
};

function renderBooker() {
  const router = createMemoryRouter(
    [
      { path: paths.home.path, element: <h1>Beranda</h1> },
      { path: paths.results.path, element: <h1>Pilih Jadwal</h1> },
      { path: paths.seats.path, element: <h1>Pilih Kursi</h1> },
      { path: paths.booker.path, element: <BookerPage /> },
      { path: paths.payment.path, element: <h1>Pembayaran</h1> },
    ],
    { initialEntries: [paths.booker.getHref()] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function journey({
  roundTrip = false,
  seats = ['5', '6'],
  returnSeats = ['8', '9'],
  schedule = go,
} = {}) {
  const store = useBookingStore.getState();
  store.updateSchedule({
    roundTrip,
    dateGo: schedule.date,
    selectedGo: schedule,
    selectedReturn: roundTrip ? back : null,
  });
  store.setActiveSeats(
    'go',
    seats.map((no) => ({ no })),
  );
  if (roundTrip)
    store.setActiveSeats(
      'return',
      returnSeats.map((no) => ({ no })),
    );
}

/** The field labelled `label` (the label also holds the required mark '*'). */
const input = (label: string) =>
  screen.getByLabelText(
    new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`),
  ) as HTMLInputElement;
const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent ?? null;
const customer = () => useBookingStore.getState().customer;

/** The operator's after-sale policy (operator-snk), the one call the form makes. */
const POLICY_LINE =
  'Tiket yang sudah dibayar dapat dibatalkan paling lambat 6 jam sebelum keberangkatan.';
let policyApi: ReturnType<typeof mockApi>;

beforeEach(() => {
  policyApi = mockApi((url) =>
    url.pathname.endsWith('/travel/operator-snk')
      ? ok({
          operator_kode: 'XTR',
          operator_nama: 'Xpress Trans Priangan',
          snk: '',
          list_snk: [],
          list_kebijakan: [POLICY_LINE],
        })
      : undefined,
  );
  useBookingStore.setState(initialBookingData());
  useViewModeStore.setState({ mode: 'm' });
  useToastStore.setState({ current: null });
});

describe('BookerPage', () => {
  it('on a phone, a compact trip summary above the form', () => {
    journey();
    renderBooker();
    const summary = screen.getByRole('region', { name: 'Ringkasan Perjalanan' });
    for (const text of [
      'Xpress Trans Priangan',
      'Min, 22 Nov',
      '10.00–13.00',
      'Pasteur',
      'Blok M',
      'Kursi 5, 6',
    ]) {
      expect(summary.textContent).toContain(text);
    }
    expect(
      summary.compareDocumentPosition(input('Nama Lengkap')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('one passenger field per seat, and a trip summary beside the form on desktop', () => {
    useViewModeStore.setState({ mode: 'd' });
    journey();
    renderBooker();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Data Pemesan & Penumpang' }),
    ).toBeTruthy();
    expect(input('Penumpang 1 - Kursi 5')).toBeTruthy();
    expect(input('Penumpang 2 - Kursi 6')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Ringkasan Perjalanan' });
    for (const text of [
      'Xpress Trans Priangan',
      'Min, 22 Nov 2026',
      '10.00',
      '13.00',
      'Pasteur, Bandung',
      'Blok M, Jakarta',
      '5, 6',
    ]) {
      expect(summary.textContent).toContain(text);
    }
  });

  it('submitting the empty form shows the required messages and focuses the first field', async () => {
    const user = userEvent.setup();
    journey();
    const router = renderBooker();
    await user.click(screen.getByRole('button', { name: 'Lanjutkan ke Pembayaran' }));
    expect(errorOf('booker-name')).toBe('Harap isi');
    expect(errorOf('booker-email')).toBe('Harap isi');
    expect(errorOf('booker-phone')).toBe('Harap isi');
    expect(errorOf('passenger-go-0')).toBe('Harap isi nama penumpang');
    expect(errorOf('passenger-go-1')).toBe('Harap isi nama penumpang');
    expect(document.activeElement).toBe(input('Nama Lengkap'));
    expect(input('Nama Lengkap').getAttribute('aria-invalid')).toBe('true');
    expect(input('Nama Lengkap').getAttribute('aria-describedby')).toBe('booker-name-error');
    expect(screen.getByRole('alert').textContent).toBe('Periksa kembali data yang ditandai merah.');
    expect(router.state.location.pathname).toBe(paths.booker.path);
  });

  it('names keep letters and spaces only: a digit is dropped and the rule is named', async () => {
    const user = userEvent.setup();
    journey();
    renderBooker();
    await user.type(input('Nama Lengkap'), 'Budi1');
    expect(input('Nama Lengkap').value).toBe('Budi');
    expect(errorOf('booker-name')).toBe('Hanya abjad yang boleh digunakan');
    expect(customer().customer.name).toBe('Budi');
    // The message goes once the value is right again.
    await user.type(input('Nama Lengkap'), ' S');
    expect(errorOf('booker-name')).toBeNull();
  });

  it('names are 3 to 32 characters: short ones are told on blur, long ones cut to 32', async () => {
    const user = userEvent.setup();
    journey();
    renderBooker();
    await user.type(input('Nama Lengkap'), 'Bu');
    await user.tab();
    expect(errorOf('booker-name')).toBe('Masukan min 3 karakter, maksimal 32 karakter');
    await user.clear(input('Nama Lengkap'));
    await user.click(input('Nama Lengkap'));
    await user.paste('A'.repeat(40));
    expect(input('Nama Lengkap').value).toBe('A'.repeat(32));
    expect(errorOf('booker-name')).toBe('Masukan min 3 karakter, maksimal 32 karakter');
    await user.tab();
    expect(errorOf('booker-name')).toBeNull();
  });

  it('checks the e-mail format on blur', async () => {
    const user = userEvent.setup();
    journey();
    renderBooker();
    await user.type(input('Email'), 'budi@mail');
    await user.tab();
    expect(errorOf('booker-email')).toBe('Format email tidak valid');
    await user.type(input('Email'), '.com');
    expect(errorOf('booker-email')).toBeNull();
    expect(customer().customer.email).toBe('budi@mail.com');
  });

  it('the phone keeps digits only, at most 15, and needs at least 9', async () => {
    const user = userEvent.setup();
    journey();
    renderBooker();
    await user.type(input('Nomor Telepon'), '0812-34');
    expect(input('Nomor Telepon').value).toBe('081234');
    await user.tab();
    expect(errorOf('booker-phone')).toBe('Masukan min 9 & max 15 digit angka ');
    await user.clear(input('Nomor Telepon'));
    await user.click(input('Nomor Telepon'));
    await user.paste('+62 812 3456 7890 1234');
    expect(input('Nomor Telepon').value).toBe('628123456789012');
    expect(errorOf('booker-phone')).toBe('Masukan min 9 & max 15 digit angka ');
    await user.tab();
    expect(errorOf('booker-phone')).toBeNull();
    expect(customer().customer.phonenumber).toBe('628123456789012');
  });

  it('a passenger name of spaces only asks for the passenger', async () => {
    const user = userEvent.setup();
    journey();
    renderBooker();
    await user.type(input('Penumpang 1 - Kursi 5'), '   ');
    await user.tab();
    expect(errorOf('passenger-go-0')).toBe('Harap isi nama penumpang');
  });

  it('a booker name of spaces only shows its own error', async () => {
    const user = userEvent.setup();
    journey();
    renderBooker();
    await user.type(input('Nama Lengkap'), '    ');
    await user.tab();
    expect(errorOf('booker-name')).toBe('Nama tidak boleh hanya berisi spasi');
  });

  it('"Sama dengan pemesan" fills the first passenger with the booker and follows it', async () => {
    const user = userEvent.setup();
    journey();
    renderBooker();
    await user.type(input('Nama Lengkap'), 'Budi Santoso');
    await user.click(screen.getByRole('checkbox', { name: 'Sama dengan pemesan' }));
    expect(input('Penumpang 1 - Kursi 5').value).toBe('Budi Santoso');
    expect(input('Penumpang 1 - Kursi 5').readOnly).toBe(true);
    expect(customer().sameAsCustomerGo).toBe(true);
    await user.type(input('Nama Lengkap'), 'wan');
    expect(input('Penumpang 1 - Kursi 5').value).toBe('Budi Santosowan');
    await user.click(screen.getByRole('checkbox', { name: 'Sama dengan pemesan' }));
    expect(customer().sameAsCustomerGo).toBe(false);
    expect(input('Penumpang 1 - Kursi 5').readOnly).toBe(false);
  });

  it('"Sama dengan pemesan" still fills the first passenger after the seats changed (a seat lost at payment)', async () => {
    const store = useBookingStore.getState();
    store.setCustomer({
      name: 'Budi Santoso',
      email: 'budi@example.com',
      phonenumber: '081234567890',
    });
    store.updateCustomerState({ sameAsCustomerGo: true });
    // The seat was lost and another chosen: the stored passenger names are gone.
    journey({ seats: ['7'] });
    useBookingStore.setState((state) => ({ customer: { ...state.customer, passengers: {} } }));
    renderBooker();
    await waitFor(() => expect(input('Penumpang 1 - Kursi 7').value).toBe('Budi Santoso'));
    expect(passengerNamesFor(useBookingStore.getState().customer, 'go', 1)).toEqual([
      'Budi Santoso',
    ]);
  });

  it('a round trip: return passengers start as the go passengers, with their own "Sama dengan pemesan"', async () => {
    const user = userEvent.setup();
    journey({ roundTrip: true });
    renderBooker();
    expect(screen.getByRole('heading', { name: 'Penumpang Pergi' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Penumpang Pulang' })).toBeTruthy();
    await user.type(input('Penumpang 1 - Kursi 5'), 'Siti Aminah');
    await user.type(input('Penumpang 2 - Kursi 6'), 'Agus Salim');
    expect(input('Penumpang 1 - Kursi 8').value).toBe('Siti Aminah');
    expect(input('Penumpang 2 - Kursi 9').value).toBe('Agus Salim');
    await user.type(input('Nama Lengkap'), 'Dewi Lestari');
    const [, returnToggle] = screen.getAllByRole('checkbox', { name: 'Sama dengan pemesan' });
    await user.click(returnToggle as HTMLElement);
    expect(customer().sameAsCustomerReturn).toBe(true);
    expect(customer().sameAsCustomerGo).toBe(false);
    expect(input('Penumpang 1 - Kursi 8').value).toBe('Dewi Lestari');
    expect(input('Penumpang 1 - Kursi 5').value).toBe('Siti Aminah');
    expect(passengerNamesFor(customer(), 'return', 2)).toEqual(['Dewi Lestari', 'Agus Salim']);
  });

  it("a connecting trip names each passenger's seat on the further legs", () => {
    journey({
      schedule: {
        ...go,
        list_connecting: [
          { operator_kode: 'JTN', jadwal_kode: 'JTN-01-1200', tanggal_berangkat: '2026-11-22' },
        ],
      },
    });
    useBookingStore
      .getState()
      .setConnectingSeats({ jadwalCode: 'JTN-01-1200', seats: [{ no: '3' }, { no: '4' }] });
    renderBooker();
    expect(screen.getByText('Pergi · Rute 2 dari 2: Kursi 3')).toBeTruthy();
    expect(screen.getByText('Pergi · Rute 2 dari 2: Kursi 4')).toBeTruthy();
  });

  it('continues to payment only when complete, and everything typed is in the persisted store', async () => {
    const user = userEvent.setup();
    journey();
    const router = renderBooker();
    await user.type(input('Nama Lengkap'), 'Budi Santoso');
    await user.type(input('Email'), 'budi@example.com');
    await user.type(input('Nomor Telepon'), '081234567890');
    await user.type(input('Penumpang 1 - Kursi 5'), 'Budi Santoso');
    await user.click(screen.getByRole('button', { name: 'Lanjutkan ke Pembayaran' }));
    // One passenger is missing: not yet.
    expect(errorOf('passenger-go-1')).toBe('Harap isi nama penumpang');
    expect(document.activeElement).toBe(input('Penumpang 2 - Kursi 6'));
    expect(router.state.location.pathname).toBe(paths.booker.path);
    await user.type(input('Penumpang 2 - Kursi 6'), 'Siti Aminah');
    await user.click(screen.getByRole('button', { name: 'Lanjutkan ke Pembayaran' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.payment.path));

    const saved = JSON.parse(localStorage.getItem('app') ?? '{}').state;
    expect(saved.customer.customer).toEqual({
      name: 'Budi Santoso',
      email: 'budi@example.com',
      phonenumber: '081234567890',
    });
    expect(saved.customer.passengers).toEqual({ pass0: 'Budi Santoso', pass1: 'Siti Aminah' });
  });

  it('prefills everything from the store (a reload mid-journey loses nothing)', () => {
    journey({ roundTrip: true });
    const store = useBookingStore.getState();
    store.setCustomer({
      name: 'Budi Santoso',
      email: 'budi@example.com',
      phonenumber: '081234567890',
    });
    store.setPassengerName(0, 'Budi Santoso');
    store.setPassengerName(1, 'Siti Aminah');
    store.setReturnPassengerName(1, 'Rina Wati');
    store.updateCustomerState({ sameAsCustomerGo: true });
    renderBooker();
    expect(input('Nama Lengkap').value).toBe('Budi Santoso');
    expect(input('Email').value).toBe('budi@example.com');
    expect(input('Nomor Telepon').value).toBe('081234567890');
    expect(input('Penumpang 2 - Kursi 6').value).toBe('Siti Aminah');
    expect(input('Penumpang 2 - Kursi 9').value).toBe('Rina Wati');
    const [goToggle] = screen.getAllByRole('checkbox', {
      name: 'Sama dengan pemesan',
    }) as HTMLInputElement[];
    expect(goToggle?.checked).toBe(true);
  });

  it("shows the operator's cancellation policy, folded, before continuing to payment", async () => {
    journey({ roundTrip: true });
    renderBooker();
    const policies = screen.getByTestId('operator-policies');
    expect(within(policies).getByText('Kebijakan pembatalan & ubah jadwal')).toBeTruthy();
    expect(await within(policies).findByText(POLICY_LINE)).toBeTruthy();
    // Go and return share an operator: its policy is asked once.
    expect(policyApi.callsTo('/travel/operator-snk')).toHaveLength(1);
  });

  it('without seats, goes back to the seat map and says why', async () => {
    useBookingStore.getState().updateSchedule({ dateGo: go.date, selectedGo: go });
    const router = renderBooker();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.seats.path));
    expect(useToastStore.getState().current?.message).toBe('Silakan pilih kursi terlebih dahulu.');
  });

  it('without a schedule, goes back home', async () => {
    const router = renderBooker();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home.path));
    expect(useToastStore.getState().current?.message).toBe(
      'Silakan pilih jadwal keberangkatan terlebih dahulu.',
    );
  });
});

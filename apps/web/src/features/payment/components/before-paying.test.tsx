import type { VoucherListItem } from '@lintas/domain/pricing-schemas';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { paths } from '../../../config/paths';
import { useBookingStore } from '../../../stores/booking-store';
import { useViewModeStore } from '../../../stores/view-mode-store';
import { mockApi, ok, type Handler } from '../../../testing/api-mock';
import { methodsResult, quoteFor, seedJourney } from '../testing/fixtures';
import { PaymentPage } from './payment-page';

function renderPayment() {
  const router = createMemoryRouter([{ path: paths.payment.path, element: <PaymentPage /> }], {
    initialEntries: [paths.payment.getHref()],
  });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

function voucher(overrides: Partial<VoucherListItem>): VoucherListItem {
  return {
    voucher_kode: 'X',
    nama: 'X',
    deskripsi: '',
    syarat: '',
    tipe_diskon: 'amount',
    nilai_diskon: 20_000,
    maksimal_diskon: null,
    minimal_transaksi: 0,
    kuota: null,
    sisa_kuota: null,
    berlaku_mulai: '2026-11-01T00:00:00.000Z',
    berlaku_sampai: '2026-12-31T00:00:00.000Z',
    operator_kode: null,
    jenis_pembayaran_kode: null,
    khusus_pelanggan_baru: false,
    dapat_digunakan: true,
    keterangan: null,
    ...overrides,
  };
}

const vouchers: VoucherListItem[] = [
  voucher({ voucher_kode: 'DISKON20RB', nama: 'Potongan Rp 20.000' }),
  voucher({
    voucher_kode: 'LINTASHEMAT',
    nama: 'Diskon 10% Semua Rute',
    minimal_transaksi: 350_000,
    dapat_digunakan: false,
    keterangan: 'Minimal transaksi Rp\u00a0350.000 untuk voucher ini.',
  }),
  voucher({
    voucher_kode: 'BCAHEMAT',
    nama: 'Potongan BCA',
    dapat_digunakan: false,
    keterangan: 'Voucher ini hanya berlaku untuk metode pembayaran BCA Virtual Account.',
  }),
];

const handler =
  (extra: Handler = () => undefined): Handler =>
  (url, init) => {
    const custom = extra(url, init);
    if (custom) return custom;
    if (url.pathname.endsWith('/travel/cek-harga'))
      return ok(quoteFor(JSON.parse(String(init?.body))));
    if (url.pathname.endsWith('/travel/list-jenis-pembayaran')) return ok(methodsResult);
    if (url.pathname.endsWith('/travel/list-voucher')) return ok(vouchers);
    if (url.pathname.endsWith('/travel/operator-snk'))
      return ok({
        operator_kode: 'XTR',
        operator_nama: 'Xpress Trans Priangan',
        snk: '',
        list_snk: [
          'Penumpang wajib hadir 15 menit sebelum keberangkatan.',
          'Bagasi maksimal 10 kg per penumpang.',
        ],
      });
    if (url.pathname.endsWith('/travel/asuransi-snk'))
      return ok({
        judul: 'Ketentuan Asuransi Refund',
        biaya_per_penumpang: 5000,
        list_snk: ['Pembatalan diajukan paling lambat 6 jam sebelum keberangkatan.'],
      });
    return undefined;
  };

beforeEach(() => {
  useViewModeStore.setState({ mode: 'm' });
  seedJourney();
});

describe('terms before paying', () => {
  it('says by the pay button what pressing it agrees to, and opens the operator terms in a sheet', async () => {
    const api = mockApi(handler());
    const user = userEvent.setup();
    renderPayment();
    const line = await screen.findByTestId('terms-agreement');
    expect(line.textContent).toBe(
      'Dengan menekan Bayar Sekarang, Anda menyetujui Syarat & Ketentuan Xpress Trans Priangan.',
    );
    // The line sits with the pay button, in the summary.
    const summary = screen.getByRole('complementary');
    expect(within(summary).getByTestId('terms-agreement')).toBe(line);

    await user.click(
      within(line).getByRole('button', { name: 'Syarat & Ketentuan Xpress Trans Priangan' }),
    );
    const sheet = await screen.findByRole('dialog', {
      name: 'Syarat & Ketentuan Xpress Trans Priangan',
    });
    expect(await within(sheet).findByText('Bagasi maksimal 10 kg per penumpang.')).toBeTruthy();
    expect(api.callsTo('/travel/operator-snk')[0]?.url.searchParams.get('operator_kode')).toBe(
      'XTR',
    );
    await user.click(within(sheet).getByRole('button', { name: 'Mengerti' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names the refund-assurance terms once the assurance is chosen, and links them by the choice', async () => {
    mockApi(handler());
    const user = userEvent.setup();
    renderPayment();
    const line = await screen.findByTestId('terms-agreement');
    expect(line.textContent).not.toContain('Asuransi');
    await user.click(screen.getByRole('checkbox', { name: /Tambah Asuransi Refund/ }));
    await waitFor(() =>
      expect(line.textContent).toBe(
        'Dengan menekan Bayar Sekarang, Anda menyetujui Syarat & Ketentuan Xpress Trans Priangan dan Ketentuan Asuransi Refund.',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Baca Ketentuan Asuransi Refund' }));
    const sheet = await screen.findByRole('dialog', { name: 'Ketentuan Asuransi Refund' });
    expect(await within(sheet).findByText(/Biaya Rp.5\.000 per penumpang/)).toBeTruthy();
    expect(within(sheet).getByText(/6 jam sebelum keberangkatan/)).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Reading the terms did not change the choice.
    expect(useBookingStore.getState().reservation.isRefundable).toBe(true);
  });

  it('names every operator of a round trip', async () => {
    mockApi(handler());
    useBookingStore.setState((state) => ({
      schedule: {
        ...state.schedule,
        roundTrip: true,
        selectedReturn: {
          operatorCode: 'PSR',
          scheduleCode: 'PSR-02-1400',
          date: '2026-11-24',
          operator_nama: 'Pasundan Shuttle',
          jam_berangkat: '14:00',
          jam_tiba: '17:00',
        },
      },
      seat: { ...state.seat, activeSeatReturn: [{ no: '3' }, { no: '4' }] },
      formOriginDestination: { ...state.formOriginDestination, isRoundtrip: true },
    }));
    renderPayment();
    const line = await screen.findByTestId('terms-agreement');
    expect(
      within(line)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Syarat & Ketentuan Xpress Trans Priangan', 'Syarat & Ketentuan Pasundan Shuttle']);
  });
});

describe('voucher list on the payment step', () => {
  it('asks for the vouchers of this order and marks those that do not apply, with the reason', async () => {
    const api = mockApi(handler());
    const user = userEvent.setup();
    renderPayment();
    await screen.findByText('Total Pembayaran');
    await user.click(screen.getByRole('button', { name: 'Lihat voucher yang tersedia' }));
    const list = await screen.findByRole('list', { name: 'Daftar voucher' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-usable'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    expect(items[1]?.textContent).toContain(
      'Tidak berlaku Minimal transaksi Rp\u00a0350.000 untuk voucher ini.',
    );
    const blocked = within(items[2] as HTMLElement).getByRole('button', {
      name: 'Voucher BCAHEMAT tidak berlaku',
    }) as HTMLButtonElement;
    expect(blocked.disabled).toBe(true);
    expect(blocked.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(blocked.getAttribute('aria-describedby') as string)?.textContent,
    ).toContain('hanya berlaku untuk metode pembayaran BCA Virtual Account');
    expect(
      within(items[0] as HTMLElement).getByRole('button', { name: 'Pakai voucher DISKON20RB' }),
    ).toBeTruthy();

    // The order the server judged: the fare total after promos, the operators, the method.
    const params = api.callsTo('/travel/list-voucher').at(-1)?.url.searchParams;
    expect(params?.get('total_amount')).toBe('300000');
    expect(params?.get('operator_kode')).toBe('XTR');
    expect(params?.get('jenis_pembayaran_kode')).toBeNull();
  });

  it('asks again for the chosen method', async () => {
    const api = mockApi(handler());
    const user = userEvent.setup();
    renderPayment();
    await user.click(await screen.findByRole('radio', { name: /BCA Virtual Account/ }));
    await user.click(screen.getByRole('button', { name: 'Lihat voucher yang tersedia' }));
    await screen.findByRole('list', { name: 'Daftar voucher' });
    await waitFor(() =>
      expect(
        api.callsTo('/travel/list-voucher').at(-1)?.url.searchParams.get('jenis_pembayaran_kode'),
      ).toBe('BCA_VA'),
    );
  });
});

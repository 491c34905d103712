import type { PaymentMethodItem, PaymentMethodsResult } from '@lintas/domain/pricing-schemas';
import type { ReservationDetail } from '@lintas/domain/reservation-schemas';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { fail, mockApi, ok } from '../../../testing/api-mock';
import { ChangeMethod } from './change-method';

const CODE = 'LNT-CHG001';

/** A pending booking paid by BCA VA: 150.000 of fares with a voucher, 4.000 admin fee. */
const booking = {
  reservasi_kode: CODE,
  status: 'pending',
  expired_time: new Date(Date.now() + 120 * 60_000).toISOString(),
  expired_time_lokal: '2026-11-21 18:30:00',
  perjalanan: [{ zona_waktu_berangkat: 'WIB' }],
  jenis_pembayaran_kode: 'BCA_VA',
  voucher_kode: 'BCAHEMAT',
  total: 139_000,
  pembayaran: { nama_pembayaran: 'BCA Virtual Account' },
} as unknown as ReservationDetail;

function method(overrides: Partial<PaymentMethodItem>): PaymentMethodItem {
  return {
    jenis_pembayaran_kode: 'X',
    nama: 'X',
    grup_kode: 'va',
    grup_nama: 'Transfer Virtual Account',
    tipe_admin_fee: 'flat',
    nilai_admin_fee: 4000,
    admin_fee: 4000,
    minimal_transaksi: 10_000,
    maksimal_transaksi: 50_000_000,
    tersedia: true,
    keterangan: null,
    logo: null,
    batas_waktu_menit: 120,
    ...overrides,
  };
}

const VOUCHER_REASON = 'Voucher pada pesanan ini tidak berlaku untuk metode pembayaran ini.';

/** The server's list for this booking: it still owes 135.000 before the fee. */
const methods: PaymentMethodsResult = {
  amount: 135_000,
  list_grup: [
    {
      grup_kode: 'va',
      grup_nama: 'Transfer Virtual Account',
      list_jenis_pembayaran: [
        method({ jenis_pembayaran_kode: 'BCA_VA', nama: 'BCA Virtual Account' }),
        method({ jenis_pembayaran_kode: 'BNI_VA', nama: 'BNI Virtual Account' }),
      ],
    },
    {
      grup_kode: 'qris',
      grup_nama: 'QRIS',
      list_jenis_pembayaran: [
        method({
          jenis_pembayaran_kode: 'QRIS',
          nama: 'QRIS',
          grup_kode: 'qris',
          grup_nama: 'QRIS',
          tipe_admin_fee: 'percent',
          nilai_admin_fee: 0.7,
          admin_fee: 945,
          tersedia: false,
          keterangan: VOUCHER_REASON,
        }),
      ],
    },
    {
      grup_kode: 'ewallet',
      grup_nama: 'Dompet Digital',
      list_jenis_pembayaran: [
        method({
          jenis_pembayaran_kode: 'GOPAY',
          nama: 'GoPay',
          grup_kode: 'ewallet',
          grup_nama: 'Dompet Digital',
          tipe_admin_fee: 'percent',
          nilai_admin_fee: 2,
          admin_fee: 2700,
          tersedia: false,
          keterangan: VOUCHER_REASON,
        }),
        method({
          jenis_pembayaran_kode: 'DANA',
          nama: 'DANA',
          grup_kode: 'ewallet',
          grup_nama: 'Dompet Digital',
          tipe_admin_fee: 'percent',
          nilai_admin_fee: 1.5,
          admin_fee: 2025,
        }),
      ],
    },
  ],
};

function renderChangeMethod(onChanged = vi.fn(), onClose = vi.fn()) {
  render(
    <AppProvider>
      <button type="button">Ganti Metode Pembayaran</button>
      <ChangeMethod detail={booking} onChanged={onChanged} onClose={onClose} />
    </AppProvider>,
  );
  return { onChanged, onClose };
}

describe('change of payment method', () => {
  it('offers only the methods the booking can take, each with its fee in rupiah and the new total', async () => {
    const api = mockApi((url) =>
      url.pathname.endsWith('/travel/list-jenis-pembayaran') ? ok(methods) : undefined,
    );
    renderChangeMethod();
    const sheet = await screen.findByRole('dialog', { name: 'Ganti Metode Pembayaran' });
    await within(sheet).findByRole('radio', { name: /BNI Virtual Account/ });
    // The booking's own method and the ones its voucher rules out are not offered.
    const offered = within(sheet)
      .getAllByRole('radio')
      .map((radio) => (radio as HTMLInputElement).value);
    expect(offered).toEqual(['BNI_VA', 'DANA']);
    // Why the others are missing, said once.
    expect(within(sheet).getAllByText(VOUCHER_REASON)).toHaveLength(1);
    // A flat fee and a percentage fee both in rupiah, with the total each would make.
    const bni = within(sheet).getByRole('radio', { name: /BNI/ }).closest('label') as HTMLElement;
    expect(bni.textContent).toContain('Biaya admin +Rp\u00a04.000');
    expect(bni.textContent).toContain('TotalRp\u00a0139.000');
    const dana = within(sheet).getByRole('radio', { name: /DANA/ }).closest('label') as HTMLElement;
    expect(dana.textContent).toContain('Biaya admin +Rp\u00a02.025 (1,5%)');
    expect(dana.textContent).toContain('Rp\u00a0137.025');
    // The deadline does not move (decision 0013), and the sheet says until when.
    expect(sheet.textContent).toContain('Batas pembayaran tetap Sab, 21 Nov 2026, 18.30 WIB');
    expect(
      api.callsTo('/travel/list-jenis-pembayaran')[0]?.url.searchParams.get('reservasi_kode'),
    ).toBe(CODE);
  });

  it('shows the new total of the chosen method before the person confirms, then changes it', async () => {
    const api = mockApi((url) => {
      if (url.pathname.endsWith('/travel/list-jenis-pembayaran')) return ok(methods);
      if (url.pathname.endsWith('/travel/ganti-pembayaran')) return ok({});
      return undefined;
    });
    const user = userEvent.setup();
    const { onChanged } = renderChangeMethod();
    const sheet = await screen.findByRole('dialog', { name: 'Ganti Metode Pembayaran' });
    expect(within(sheet).getByText('Total saat ini')).toBeTruthy();
    await user.click(await within(sheet).findByRole('radio', { name: /DANA/ }));
    expect(within(sheet).getByText('Total baru dengan DANA')).toBeTruthy();
    expect(within(sheet).getByTestId('change-total').textContent).toBe('Rp\u00a0137.025');
    expect(api.callsTo('/travel/ganti-pembayaran')).toHaveLength(0);
    await user.click(within(sheet).getByRole('button', { name: 'Gunakan Metode Ini' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(api.callsTo('/travel/ganti-pembayaran')[0]?.body).toEqual({
      reservasi_kode: CODE,
      jenis_pembayaran_kode: 'DANA',
    });
  });

  it("asks for a choice first, and shows the server's refusal without closing", async () => {
    mockApi((url) => {
      if (url.pathname.endsWith('/travel/list-jenis-pembayaran')) return ok(methods);
      if (url.pathname.endsWith('/travel/ganti-pembayaran'))
        return fail(
          422,
          'VOUCHER_INVALID',
          'Voucher ini hanya berlaku untuk metode pembayaran BCA Virtual Account.',
        );
      return undefined;
    });
    const user = userEvent.setup();
    const { onChanged } = renderChangeMethod();
    const sheet = await screen.findByRole('dialog', { name: 'Ganti Metode Pembayaran' });
    await within(sheet).findByRole('radio', { name: /BNI/ });
    await user.click(within(sheet).getByRole('button', { name: 'Gunakan Metode Ini' }));
    expect(within(sheet).getByRole('alert').textContent).toBe(
      'Pilih metode pembayaran baru terlebih dahulu.',
    );
    await user.click(within(sheet).getByRole('radio', { name: /BNI/ }));
    await user.click(within(sheet).getByRole('button', { name: 'Gunakan Metode Ini' }));
    expect((await within(sheet).findByRole('alert')).textContent).toMatch(/hanya berlaku/);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('offers no button to press when the voucher allows only the current method', async () => {
    const onlyCurrent: PaymentMethodsResult = {
      amount: 135_000,
      list_grup: methods.list_grup.map((group) => ({
        ...group,
        list_jenis_pembayaran: group.list_jenis_pembayaran.map((item) =>
          item.jenis_pembayaran_kode === 'BCA_VA'
            ? item
            : { ...item, tersedia: false, keterangan: VOUCHER_REASON },
        ),
      })),
    };
    mockApi((url) =>
      url.pathname.endsWith('/travel/list-jenis-pembayaran') ? ok(onlyCurrent) : undefined,
    );
    renderChangeMethod();
    const sheet = await screen.findByRole('dialog', { name: 'Ganti Metode Pembayaran' });
    expect(
      await within(sheet).findByText('Tidak ada metode lain yang dapat dipakai untuk pesanan ini.'),
    ).toBeTruthy();
    expect(within(sheet).getByText(VOUCHER_REASON)).toBeTruthy();
    expect(within(sheet).queryByRole('radio')).toBeNull();
    expect(within(sheet).queryByRole('button', { name: 'Gunakan Metode Ini' })).toBeNull();
    // The header's close button and the footer's.
    expect(within(sheet).getAllByRole('button', { name: 'Tutup' })).toHaveLength(2);
  });

  it('is a modal sheet: focus moves into it, Escape and Batal close it', async () => {
    mockApi((url) =>
      url.pathname.endsWith('/travel/list-jenis-pembayaran') ? ok(methods) : undefined,
    );
    const user = userEvent.setup();
    const { onClose } = renderChangeMethod();
    const sheet = await screen.findByRole('dialog', { name: 'Ganti Metode Pembayaran' });
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    expect(sheet.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(within(sheet).getByRole('button', { name: 'Batal' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

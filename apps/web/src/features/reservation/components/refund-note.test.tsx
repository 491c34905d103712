import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { detail } from '../testing/fixtures';
import { RefundNote } from './refund-note';

describe('RefundNote (the refund on the ticket)', () => {
  it('shows what is owed and when it was given back', () => {
    render(
      <RefundNote
        detail={detail({
          status: 'paid',
          status_refund: 'refunded',
          refund: [
            {
              kode: 'RF-3',
              alasan: 'Keberangkatan dibatalkan',
              alasan_kode: 'keberangkatan_dibatalkan',
              jumlah: 264000,
              status: 'refunded',
              status_label: 'Sudah dikembalikan',
              dikembalikan_pada: '2026-11-21T02:00:00.000Z',
            },
            {
              kode: 'RF-4',
              alasan: 'Pembayaran ganda',
              alasan_kode: 'ganda',
              jumlah: 150000,
              status: 'required',
              status_label: 'Menunggu diproses',
              dikembalikan_pada: null,
            },
          ],
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Pengembalian Dana' })).toBeTruthy();
    expect(screen.getByText('Rp 264.000')).toBeTruthy();
    expect(
      screen.getByText(/Sudah dikembalikan pada Sab, 21 Nov 2026 ke metode pembayaran Anda/),
    ).toBeTruthy();
    expect(
      screen.getByText('Menunggu diproses. Dana dikembalikan ke metode pembayaran Anda.'),
    ).toBeTruthy();
  });

  it('a passenger cancelled with nothing back: still says who was cancelled and who travels', () => {
    const base = detail({
      status: 'paid',
      refund: [],
      penumpang_dibatalkan: 1,
      total_aktif: 300000,
    });
    const [leg] = base.perjalanan;
    const seat = { harga: 150000, promo_kode: null, diskon_promo: 0 };
    render(
      <RefundNote
        detail={{
          ...base,
          perjalanan: [
            {
              ...leg!,
              kursi: [
                { ...seat, no: '1', nama: 'Budi Santoso', dibatalkan: true },
                { ...seat, no: '3', nama: 'Siti Rahayu', dibatalkan: false },
              ],
            },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Penumpang Dibatalkan' })).toBeTruthy();
    expect(screen.getByText(/tidak ada dana yang dikembalikan/)).toBeTruthy();
    expect(screen.getByTestId('partial-cancellation').textContent).toContain(
      '1 penumpang dibatalkan. Tetap berangkat dengan e-tiket ini (1 penumpang): Siti Rahayu (kursi 3).',
    );
    // Nothing came back: no "total after the refunds" to read as a saving.
    expect(screen.queryByText(/Total setelah pengembalian dana/)).toBeNull();
  });

  it('shows nothing when nothing is owed', () => {
    const { container } = render(<RefundNote detail={detail({ refund: [] })} />);
    expect(container.innerHTML).toBe('');
  });
});

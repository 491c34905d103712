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

  it('shows nothing when nothing is owed', () => {
    const { container } = render(<RefundNote detail={detail({ refund: [] })} />);
    expect(container.innerHTML).toBe('');
  });
});

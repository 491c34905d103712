import { describe, expect, it } from 'vitest';
import { paidPriceLines } from './paid-price-lines';

const rincian = [
  { title: 'Tiket (3 kursi)', value: 450000, type: 'normal' as const },
  { title: 'Biaya layanan', value: 4000, type: 'add' as const },
  { title: 'Total', value: 454000, type: 'total' as const },
];
const refund = (alasan_kode: 'dibatalkan_pelanggan' | 'terlambat', jumlah: number) => ({
  kode: `RF-${jumlah}`,
  alasan: 'x',
  alasan_kode,
  jumlah,
  status: 'refunded' as const,
  status_label: 'Sudah dikembalikan',
  dikembalikan_pada: null,
});

describe('paidPriceLines', () => {
  it('is the lines as paid while no passenger was cancelled', () => {
    expect(paidPriceLines({ rincian, total_aktif: null, refund: [] })).toEqual(rincian);
  });

  it('adds what the passengers cancelled one by one gave back, and the new total', () => {
    const lines = paidPriceLines({
      rincian,
      total_aktif: 154000,
      penumpang_dibatalkan: 2,
      refund: [refund('dibatalkan_pelanggan', 150000), refund('dibatalkan_pelanggan', 150000)],
    });
    expect(lines.slice(0, 3)).toEqual(rincian);
    expect(lines.slice(3)).toEqual([
      { title: 'Dana dikembalikan (2 penumpang dibatalkan)', value: 300000, type: 'less' },
      { title: 'Total setelah pengembalian', value: 154000, type: 'total' },
    ]);
  });

  it('leaves out refunds that are not part of the ticket price, and a cancel that gave nothing', () => {
    expect(
      paidPriceLines({ rincian, total_aktif: 454000, refund: [refund('terlambat', 454000)] }),
    ).toEqual(rincian);
    expect(paidPriceLines({ rincian, total_aktif: 454000, penumpang_dibatalkan: 1 })).toEqual(
      rincian,
    );
  });
});

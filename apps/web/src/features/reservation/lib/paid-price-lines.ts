import type { PriceLine } from '@lintas/domain/price-lines';
import type { ReservationDetail } from '@lintas/domain/reservation-schemas';

/**
 * A paid ticket's "Rincian Pembayaran": the lines as paid, every seat bought, and, once
 * the booker cancelled passengers one by one (decision 0046), the money those
 * cancellations give back and what the ticket costs now. The lines stay a receipt of the
 * payment; the two lines below it keep the card from reading as if every seat still
 * travelled at the first price. Refunds for other reasons (a late payment, a move) are
 * not part of the ticket's price and stay in the refund card only.
 */
export function paidPriceLines(
  detail: Pick<ReservationDetail, 'rincian' | 'total_aktif' | 'penumpang_dibatalkan' | 'refund'>,
): PriceLine[] {
  const returned = (detail.refund ?? [])
    .filter((refund) => refund.alasan_kode === 'dibatalkan_pelanggan')
    .reduce((sum, refund) => sum + refund.jumlah, 0);
  if (detail.total_aktif == null || returned === 0) return detail.rincian;
  return [
    ...detail.rincian,
    {
      title: `Dana dikembalikan (${detail.penumpang_dibatalkan ?? 0} penumpang dibatalkan)`,
      value: returned,
      type: 'less',
    },
    { title: 'Total setelah pengembalian', value: detail.total_aktif, type: 'total' },
  ];
}

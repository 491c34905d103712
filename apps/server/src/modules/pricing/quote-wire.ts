import type { PriceQuoteResult } from '@lintas/domain/pricing-schemas';
import type { Quote } from './pricing.types.js';

/** A quote in the wire shape of cek-harga (spec §3 payment state, Indonesian field names). */
export function toPriceQuoteResult(quote: Quote): PriceQuoteResult {
  return {
    total_harga: quote.total,
    harga_tiket: quote.fareTotal,
    voucher: quote.voucher
      ? {
          voucher_kode: quote.voucher.code,
          nama: quote.voucher.name,
          diskon: quote.voucher.discount,
        }
      : null,
    biaya_asuransi: quote.insuranceFee,
    donasi: quote.donation,
    point: { total_point: quote.pointsBalance, point_digunakan: quote.pointsUsed },
    jenis_pembayaran: quote.paymentMethod
      ? {
          jenis_pembayaran_kode: quote.paymentMethod.code,
          nama: quote.paymentMethod.name,
          tipe_admin_fee: quote.paymentMethod.feeType,
          nilai_admin_fee: quote.paymentMethod.feeValue,
        }
      : null,
    admin_fee: quote.adminFee,
    kursi: quote.seats.map((seat) => ({
      arah: seat.direction === 'go' ? 'pergi' : 'pulang',
      leg_index: seat.legIndex,
      no: seat.no,
      harga: seat.fare,
      promo_kode: seat.promoCode,
      diskon_promo: seat.promoDiscount,
    })),
    rincian_harga: quote.lines,
  };
}

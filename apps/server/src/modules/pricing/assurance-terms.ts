import { formatRupiah } from '@lintas/domain/format';
import type { AssuranceTerms } from '@lintas/domain/pricing-schemas';

/** Until how many hours before the first departure a covered ticket may be cancelled. */
const ASSURANCE_CLAIM_HOURS_BEFORE_DEPARTURE = 6;

/**
 * The refund-assurance terms (asuransi-snk), shown on the payment step before anyone pays
 * for it. Kept with pricing because the fee is pricing's: `quote` charges
 * `feePerPassengerLeg` for every passenger of every leg (go, return and each connecting
 * leg), and the terms must name that same figure. What the assurance refunds follows how
 * a booking is priced here: the seat fares after promos and voucher are refundable; the
 * admin fee (the payment method's), the assurance itself and a donation are not; points
 * spent come back as points (the customers module's ledger). A paid ticket is cancelled
 * through customer service (there is no self-service refund of a paid ticket yet), so
 * the claim goes there.
 */
export function assuranceTerms(feePerPassengerLeg: number): AssuranceTerms {
  const fee = formatRupiah(feePerPassengerLeg);
  const hours = ASSURANCE_CLAIM_HOURS_BEFORE_DEPARTURE;
  return {
    judul: 'Ketentuan Asuransi Refund',
    biaya_per_penumpang: feePerPassengerLeg,
    list_snk: [
      `Asuransi Refund bersifat opsional. Biayanya ${fee} per penumpang untuk setiap perjalanan: pergi, pulang dan setiap bagian perjalanan sambung dihitung sendiri-sendiri. Biaya ini dibayar bersama tiket.`,
      'Dengan Asuransi Refund, tiket yang sudah dibayar dapat dibatalkan dan Anda menerima kembali harga tiket yang Anda bayar (setelah potongan promo kursi dan voucher) untuk seluruh penumpang dan perjalanan dalam pesanan.',
      `Pembatalan diajukan paling lambat ${hours} jam sebelum jadwal keberangkatan perjalanan pertama, melalui layanan pelanggan Lintas (WhatsApp call center), dengan menyebutkan kode booking serta email atau nomor telepon pemesan.`,
      'Yang tidak dikembalikan: biaya admin metode pembayaran, biaya Asuransi Refund itu sendiri, dan donasi. Poin Lintas yang dipakai dikembalikan sebagai poin.',
      'Dana dikembalikan ke rekening bank atau dompet digital atas nama pemesan paling lambat 14 hari kerja setelah pengajuan disetujui.',
      `Asuransi Refund tidak berlaku bila penumpang tidak hadir saat keberangkatan atau pengajuan melewati batas ${hours} jam sebelum keberangkatan.`,
      'Bila perjalanan dibatalkan oleh operator, seluruh harga tiket dikembalikan kepada pemesan, dengan maupun tanpa Asuransi Refund.',
      'Pesanan yang belum dibayar tidak memerlukan Asuransi Refund: pesanan itu dapat dibatalkan tanpa biaya dari halaman pesanan sebelum batas waktu pembayaran.',
    ],
  };
}

import type {
  FlashSaleCard,
  FlashSaleCardDetail,
  FlashSaleHome,
  FlashSalePurchaseDetail,
  FlashSaleSession,
} from '@lintas/domain/flashsale-schemas';
import type { PaymentMethodsResult } from '@lintas/domain/pricing-schemas';

/**
 * The flash sale the page tests see: a session running now (08.00–11.00), its voucher
 * cards, card 7's detail (30% off up to Rp 75.000), one BCA VA method and card 7's paid
 * purchase. Tests override what they are about.
 */

const HOUR = 3_600_000;

export function session(id: number, overrides: Partial<FlashSaleSession> = {}): FlashSaleSession {
  return {
    sesi_sub_id: id,
    nama: `Sesi ${id}`,
    mulai: new Date(Date.now() - HOUR).toISOString(),
    selesai: new Date(Date.now() + 2 * HOUR).toISOString(),
    jam_mulai: '08.00',
    jam_selesai: '11.00',
    status: 'berlangsung',
    jumlah_card: 2,
    ...overrides,
  };
}

export function card(id: number, overrides: Partial<FlashSaleCard> = {}): FlashSaleCard {
  return {
    card_id: id,
    sesi_sub_id: 1,
    jenis: 'voucher',
    nama: `Voucher ${id}`,
    deskripsi: 'Potongan untuk satu pemesanan tiket di semua rute.',
    gambar: null,
    harga_normal: 75_000,
    harga: 14_900,
    stok: 20,
    terjual: 5,
    sisa: 12,
    persen_terjual: 40,
    status: 'tersedia',
    mulai: session(1).mulai,
    selesai: session(1).selesai,
    ...overrides,
  };
}

export function detail(overrides: Partial<FlashSaleCardDetail> = {}): FlashSaleCardDetail {
  return {
    ...card(7),
    syarat: ['Berlaku 14 hari.'],
    voucher: {
      tipe_diskon: 'percent',
      nilai_diskon: 30,
      maksimal_diskon: 75_000,
      minimal_transaksi: 0,
      berlaku_hari: 14,
      operator_kode: null,
    },
    sesi: session(1),
    ...overrides,
  };
}

export const home = (overrides: Partial<FlashSaleHome> = {}): FlashSaleHome => ({
  judul: 'Flash Sale sedang berlangsung',
  subjudul: 'Sesi 08.00–11.00 WIB: jawab kuis, dapatkan voucher tiket harga spesial.',
  sesi: session(1),
  list_tanggal: [
    { tanggal: '2026-11-21', jumlah_sesi: 2 },
    { tanggal: '2026-11-22', jumlah_sesi: 1 },
  ],
  ...overrides,
});

export const methods: PaymentMethodsResult = {
  amount: 14_900,
  list_grup: [
    {
      grup_kode: 'va',
      grup_nama: 'Transfer Virtual Account',
      list_jenis_pembayaran: [
        {
          jenis_pembayaran_kode: 'BCA_VA',
          nama: 'BCA Virtual Account',
          grup_kode: 'va',
          grup_nama: 'Transfer Virtual Account',
          tipe_admin_fee: 'flat',
          nilai_admin_fee: 4000,
          admin_fee: 4000,
          minimal_transaksi: 10_000,
          maksimal_transaksi: 10_000_000,
          tersedia: true,
          keterangan: null,
          logo: null,
          batas_waktu_menit: 15,
        },
      ],
    },
  ],
};

export function purchase(
  overrides: Partial<FlashSalePurchaseDetail> = {},
): FlashSalePurchaseDetail {
  return {
    transaksi_kode: 'FSABCD2345',
    status: 'paid',
    card: { card_id: 7, nama: 'Voucher 7', jenis: 'voucher', gambar: null },
    pemesan: { nama: 'Sari', email: 'sari@example.com', telp: '081234567890' },
    harga: 14_900,
    admin_fee: 4000,
    total: 18_900,
    dibuat: new Date().toISOString(),
    expired_time: new Date(Date.now() + 10 * 60_000).toISOString(),
    paid_at: new Date().toISOString(),
    voucher_kode: 'FSVOUCHER1',
    voucher_berlaku_sampai: '2026-12-05T01:00:00.000Z',
    perlu_refund: false,
    pembayaran: null,
    ...overrides,
  };
}

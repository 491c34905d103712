import type { PaymentView } from '@lintas/domain/payment-schemas';
import type { ReservationDetail } from '@lintas/domain/reservation-schemas';

/**
 * A guest's pending booking as the reservation tests see it: one seat Bandung - Jakarta,
 * BCA Virtual Account, Rp 154.000 with the admin fee. Tests override what they are about.
 */

export const CODE = 'LNT-ABC123';

export function payment(overrides: Partial<PaymentView> = {}): PaymentView {
  return {
    payment_kode: 'LNT-ABC123-1',
    status: 'pending',
    jenis_pembayaran_kode: 'BCA_VA',
    nama_pembayaran: 'BCA Virtual Account',
    grup_kode: 'va',
    jumlah: 154000,
    kedaluwarsa: new Date(Date.now() + 3600_000).toISOString(),
    va_number: '12345678901234',
    redirect_url: '/simulator/pembayaran/LNT-ABC123-1',
    perlu_refund: false,
    paid_at: null,
    instruksi: [
      { title: 'ATM BCA', steps: ['Masukkan kartu ATM', 'Pilih Transfer ke BCA Virtual Account'] },
    ],
    ...overrides,
  };
}

export function detail(overrides: Partial<ReservationDetail> = {}): ReservationDetail {
  return {
    reservasi_kode: CODE,
    status: 'pending',
    expired_time: new Date(Date.now() + 30 * 60_000).toISOString(),
    expired_time_lokal: '2026-11-21 18:30:00',
    dibuat_pada: new Date().toISOString(),
    dibayar_pada: null,
    dibatalkan_pada: null,
    status_refund: null,
    pemesan: { nama: 'Budi Santoso', email: 'budi@example.com', telp: '081234567890' },
    flag_pp: false,
    flag_connecting: false,
    perjalanan: [
      {
        arah: 'pergi',
        leg_index: 0,
        operator_kode: 'XTR',
        operator_nama: 'Xpress Trans Priangan',
        operator_logo: null,
        jadwal_kode: 'XTR-01-1000',
        jurusan: 'Bandung - Jakarta',
        kelas: 'Eksekutif',
        tipe_kendaraan: 'Shuttle',
        status_perjalanan: 'terjadwal',
        status_perjalanan_label: 'Terjadwal',
        status_perjalanan_pada: null,
        mundur_menit: 0,
        tanggal_berangkat: '2026-11-22',
        jam_berangkat: '10:00',
        zona_waktu_berangkat: 'WIB',
        tanggal_tiba: '2026-11-22',
        jam_tiba: '13:00',
        zona_waktu_tiba: 'WIB',
        asal: {
          cabang_id: 1,
          kota_id: 1,
          cabang_kode: 'BDG-PST',
          cabang_nama: 'Pasteur',
          alamat: 'Jl. Pasteur 1',
          kota_nama: 'Bandung',
        },
        tujuan: {
          cabang_id: 6,
          kota_id: 2,
          cabang_kode: 'JKT-BLM',
          cabang_nama: 'Blok M',
          alamat: 'Jl. Blok M 2',
          kota_nama: 'Jakarta',
        },
        harga_per_kursi: 150000,
        kursi: [
          {
            no: '1',
            nama: 'Budi Santoso',
            harga: 150000,
            promo_kode: null,
            diskon_promo: 0,
            dibatalkan: false,
          },
        ],
      },
    ],
    jenis_pembayaran_kode: 'BCA_VA',
    voucher_kode: null,
    rincian: [
      { title: 'Harga Tiket Pergi (1 kursi)', value: 150000, type: 'normal' },
      { title: 'Biaya Admin', value: 4000, type: 'add' },
      { title: 'Total Pembayaran', value: 154000, type: 'total' },
    ],
    total: 154000,
    pembayaran: payment(),
    ...overrides,
  };
}

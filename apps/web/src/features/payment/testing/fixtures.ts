import type { PriceLine } from '@lintas/domain/price-lines';
import type { PaymentMethodsResult, PriceQuoteResult } from '@lintas/domain/pricing-schemas';
import { initialBookingData, useBookingStore } from '../../../stores/booking-store';

/** A one-way journey up to the payment step: XTR 10.00, seats 1 and 2, two passengers. */
export function seedJourney() {
  const data = initialBookingData();
  data.schedule.selectedGo = {
    operatorCode: 'XTR',
    scheduleCode: 'XTR-01-1000',
    date: '2026-11-22',
    operator_nama: 'Xpress Trans Priangan',
    jam_berangkat: '10:00',
    jam_tiba: '13:00',
  };
  data.seat.activeSeatGo = [{ no: '1' }, { no: '2' }];
  data.customer.customer = {
    name: 'Budi Santoso',
    email: 'budi@example.com',
    phonenumber: '081234567890',
  };
  data.customer.passengers = { pass0: 'Budi Santoso', pass1: 'Siti Aminah' };
  useBookingStore.setState(data);
}

export function quoteFor(body: Record<string, unknown>): PriceQuoteResult {
  const fare = 300_000;
  const voucher = body.voucher_kode === 'LINTASHEMAT' ? 25_000 : 0;
  const assurance = body.flag_asuransi ? 10_000 : 0;
  const donation = Number(body.donasi ?? 0);
  const method = body.jenis_pembayaran_kode as string | null;
  const fee = method === 'BCA_VA' ? 4_000 : method === 'GOPAY' ? 2_000 : 0;
  const lines: PriceLine[] = [
    { title: 'Harga Tiket Pergi (2 kursi)', value: fare, type: 'normal' },
  ];
  if (voucher) lines.push({ title: 'Voucher LINTASHEMAT', value: voucher, type: 'less' });
  if (assurance) lines.push({ title: 'Asuransi Refund', value: assurance, type: 'add' });
  if (donation) lines.push({ title: 'Donasi', value: donation, type: 'add' });
  if (method) lines.push({ title: 'Biaya Admin', value: fee, type: 'add' });
  const total = fare - voucher + assurance + donation + fee;
  lines.push({ title: 'Total Pembayaran', value: total, type: 'total' });
  return {
    total_harga: total,
    harga_tiket: fare,
    voucher: voucher ? { voucher_kode: 'LINTASHEMAT', nama: 'Diskon 10%', diskon: voucher } : null,
    biaya_asuransi: assurance,
    donasi: donation,
    point: { total_point: 0, point_digunakan: 0 },
    jenis_pembayaran: null,
    admin_fee: fee,
    kursi: [],
    rincian_harga: lines,
  };
}

export const methodsResult: PaymentMethodsResult = {
  amount: 300_000,
  list_grup: [
    {
      grup_kode: 'va',
      grup_nama: 'Virtual Account',
      list_jenis_pembayaran: [
        {
          jenis_pembayaran_kode: 'BCA_VA',
          nama: 'BCA Virtual Account',
          grup_kode: 'va',
          grup_nama: 'Virtual Account',
          tipe_admin_fee: 'flat',
          nilai_admin_fee: 4000,
          admin_fee: 4000,
          minimal_transaksi: 10000,
          maksimal_transaksi: 50_000_000,
          tersedia: true,
          keterangan: null,
          logo: null,
          batas_waktu_menit: 120,
        },
      ],
    },
    {
      grup_kode: 'ewallet',
      grup_nama: 'Dompet Digital',
      list_jenis_pembayaran: [
        {
          jenis_pembayaran_kode: 'GOPAY',
          nama: 'GoPay',
          grup_kode: 'ewallet',
          grup_nama: 'Dompet Digital',
          tipe_admin_fee: 'percent',
          nilai_admin_fee: 0.7,
          admin_fee: 2100,
          minimal_transaksi: 1000,
          maksimal_transaksi: 2_000_000,
          tersedia: true,
          keterangan: null,
          logo: null,
          batas_waktu_menit: 15,
        },
        {
          jenis_pembayaran_kode: 'KECIL',
          nama: 'Dompet Kecil',
          grup_kode: 'ewallet',
          grup_nama: 'Dompet Digital',
          tipe_admin_fee: 'flat',
          nilai_admin_fee: 1000,
          admin_fee: 1000,
          minimal_transaksi: 1000,
          maksimal_transaksi: 150_000,
          tersedia: false,
          keterangan: 'Maksimal transaksi Rp 150.000',
          logo: null,
          batas_waktu_menit: 15,
        },
      ],
    },
  ],
};

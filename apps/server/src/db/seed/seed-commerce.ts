import type { Insertable } from 'kysely';
import type {
  PaymentInstructionGroup,
  PaymentMethodsTable,
  SeatPromosTable,
  VouchersTable,
} from '../schema.js';

/** Adds `days` to a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Start of a WIB calendar day as an instant (vouchers are valid per Indonesian day). */
const wibStart = (date: string) => `${date}T00:00:00+07:00`;
const wibEnd = (date: string) => `${date}T23:59:59+07:00`;

function vaInstructions(bank: string, app: string): PaymentInstructionGroup[] {
  return [
    {
      title: `ATM ${bank}`,
      steps: [
        `Masukkan kartu ATM ${bank} dan PIN Anda.`,
        'Pilih menu Transaksi Lainnya > Transfer > Virtual Account.',
        'Masukkan nomor Virtual Account yang tertera.',
        'Periksa nama dan jumlah tagihan, lalu pilih Benar.',
        'Simpan struk sebagai bukti pembayaran.',
      ],
    },
    {
      title: app,
      steps: [
        `Buka aplikasi ${app} dan login.`,
        'Pilih menu Transfer > Virtual Account.',
        'Masukkan nomor Virtual Account, lalu periksa detail tagihan.',
        'Masukkan PIN untuk menyelesaikan pembayaran.',
      ],
    },
  ];
}

function ewalletInstructions(name: string): PaymentInstructionGroup[] {
  return [
    {
      title: name,
      steps: [
        `Tekan tombol Bayar, Anda akan diarahkan ke aplikasi ${name}.`,
        'Periksa detail pembayaran dan jumlah tagihan.',
        `Masukkan PIN ${name} untuk menyelesaikan pembayaran.`,
        'Kembali ke halaman pesanan untuk melihat e-tiket.',
      ],
    },
  ];
}

function retailInstructions(store: string): PaymentInstructionGroup[] {
  return [
    {
      title: `Gerai ${store}`,
      steps: [
        `Datang ke gerai ${store} terdekat.`,
        `Sampaikan kepada kasir ingin membayar tagihan Lintas dengan kode pembayaran.`,
        'Tunjukkan kode pembayaran dan bayar sesuai jumlah tagihan.',
        'Simpan struk sebagai bukti pembayaran.',
      ],
    },
  ];
}

const va = (
  code: string,
  bank: string,
  app: string,
  fee: number,
  order: number,
): Insertable<PaymentMethodsTable> => ({
  code,
  name: `${bank} Virtual Account`,
  group_code: 'va',
  group_name: 'Transfer Virtual Account',
  fee_type: 'flat',
  fee_value: fee,
  logo_url: `/images/payment/${code.toLowerCase()}.svg`,
  instructions: JSON.stringify(vaInstructions(bank, app)),
  sort_order: order,
});

const ewallet = (
  code: string,
  name: string,
  fee: number,
  order: number,
): Insertable<PaymentMethodsTable> => ({
  code,
  name,
  group_code: 'ewallet',
  group_name: 'Dompet Digital',
  fee_type: 'percent',
  fee_value: fee,
  min_amount: 1000,
  max_amount: 10_000_000,
  logo_url: `/images/payment/${code.toLowerCase()}.svg`,
  instructions: JSON.stringify(ewalletInstructions(name)),
  sort_order: order,
});

const retail = (code: string, name: string, order: number): Insertable<PaymentMethodsTable> => ({
  code,
  name,
  group_code: 'retail',
  group_name: 'Gerai Retail',
  fee_type: 'flat',
  fee_value: 5000,
  max_amount: 5_000_000,
  logo_url: `/images/payment/${code.toLowerCase()}.svg`,
  instructions: JSON.stringify(retailInstructions(name)),
  sort_order: order,
});

export const SEED_PAYMENT_METHODS: Insertable<PaymentMethodsTable>[] = [
  va('BCA_VA', 'BCA', 'BCA mobile', 4000, 1),
  va('BNI_VA', 'BNI', 'BNI Mobile Banking', 4000, 2),
  va('BRI_VA', 'BRI', 'BRImo', 4000, 3),
  va('MANDIRI_VA', 'Mandiri', "Livin' by Mandiri", 4500, 4),
  va('PERMATA_VA', 'Permata', 'PermataMobile X', 4500, 5),
  ewallet('GOPAY', 'GoPay', 2, 10),
  ewallet('OVO', 'OVO', 1.5, 11),
  ewallet('DANA', 'DANA', 1.5, 12),
  ewallet('SHOPEEPAY', 'ShopeePay', 2, 13),
  {
    code: 'QRIS',
    name: 'QRIS',
    group_code: 'qris',
    group_name: 'QRIS',
    fee_type: 'percent',
    fee_value: 0.7,
    min_amount: 1000,
    max_amount: 10_000_000,
    logo_url: '/images/payment/qris.svg',
    instructions: JSON.stringify([
      {
        title: 'Bayar dengan QRIS',
        steps: [
          'Buka aplikasi bank atau dompet digital yang mendukung QRIS.',
          'Pindai kode QR yang tampil di layar.',
          'Periksa jumlah tagihan, lalu konfirmasi pembayaran.',
        ],
      },
    ] satisfies PaymentInstructionGroup[]),
    sort_order: 20,
  },
  retail('ALFAMART', 'Alfamart', 30),
  retail('INDOMARET', 'Indomaret', 31),
];

const voucherTerms = (lines: string[]) => lines.map((line, i) => `${i + 1}. ${line}`).join('\n');

/** Vouchers, valid relative to the seed's today (a WIB date). */
export function seedVouchers(today: string): Insertable<VouchersTable>[] {
  const current = {
    valid_from: wibStart(addDays(today, -30)),
    valid_until: wibEnd(addDays(today, 60)),
  };
  return [
    {
      code: 'LINTASHEMAT',
      name: 'Diskon 10% Semua Rute',
      description: 'Hemat 10% hingga Rp 25.000 untuk semua rute.',
      terms: voucherTerms(['Minimal transaksi Rp 150.000.', 'Potongan maksimal Rp 25.000.']),
      discount_type: 'percent',
      discount_value: 10,
      max_discount: 25000,
      min_spend: 150000,
      ...current,
    },
    {
      code: 'DISKON20RB',
      name: 'Potongan Rp 20.000',
      description: 'Potongan langsung Rp 20.000 untuk 100 pemesan pertama.',
      terms: voucherTerms(['Minimal transaksi Rp 100.000.', 'Kuota terbatas 100 transaksi.']),
      discount_type: 'amount',
      discount_value: 20000,
      min_spend: 100000,
      quota: 100,
      ...current,
    },
    {
      code: 'MUDIKLALU',
      name: 'Promo Mudik (sudah berakhir)',
      description: 'Promo mudik yang sudah berakhir.',
      terms: voucherTerms(['Berlaku selama periode mudik.']),
      discount_type: 'percent',
      discount_value: 15,
      max_discount: 30000,
      valid_from: wibStart(addDays(today, -90)),
      valid_until: wibEnd(addDays(today, -10)),
    },
    {
      code: 'AKHIRTAHUN',
      name: 'Promo Akhir Tahun',
      description: 'Segera hadir: diskon akhir tahun.',
      terms: voucherTerms(['Berlaku mulai tanggal yang tertera.']),
      discount_type: 'amount',
      discount_value: 30000,
      min_spend: 200000,
      valid_from: wibStart(addDays(today, 10)),
      valid_until: wibEnd(addDays(today, 40)),
    },
    {
      code: 'XTRHEMAT',
      name: 'Diskon 15% Xpress Trans Priangan',
      description: 'Khusus perjalanan dengan Xpress Trans Priangan.',
      terms: voucherTerms(['Hanya untuk operator XTR.', 'Potongan maksimal Rp 30.000.']),
      discount_type: 'percent',
      discount_value: 15,
      max_discount: 30000,
      operator_codes: ['XTR'],
      ...current,
    },
    {
      code: 'BCAHEMAT',
      name: 'Potongan Rp 15.000 BCA Virtual Account',
      description: 'Bayar dengan BCA Virtual Account, hemat Rp 15.000.',
      terms: voucherTerms([
        'Hanya untuk pembayaran BCA Virtual Account.',
        'Minimal transaksi Rp 100.000.',
      ]),
      discount_type: 'amount',
      discount_value: 15000,
      min_spend: 100000,
      payment_method_codes: ['BCA_VA'],
      ...current,
    },
    {
      code: 'PENGGUNABARU',
      name: 'Potongan Pengguna Baru',
      description: 'Rp 25.000 untuk transaksi pertama Anda.',
      terms: voucherTerms(['Hanya untuk pelanggan yang belum pernah bertransaksi.']),
      discount_type: 'amount',
      discount_value: 25000,
      min_spend: 50000,
      new_customer_only: true,
      ...current,
    },
    {
      code: 'VIPLINTAS',
      name: 'Voucher Khusus VIP',
      description: 'Voucher privat 25% untuk pelanggan terpilih.',
      terms: voucherTerms(['Tidak ditampilkan di daftar voucher.', 'Potongan maksimal Rp 50.000.']),
      discount_type: 'percent',
      discount_value: 25,
      max_discount: 50000,
      is_public: false,
      ...current,
    },
  ];
}

/** Seat promos (promo_kode per seat). `operatorIds` maps operator codes to ids. */
export function seedSeatPromos(
  today: string,
  operatorIds: Map<string, number>,
): Insertable<SeatPromosTable>[] {
  return [
    {
      code: 'KURSIHEMAT',
      name: 'Kursi Hemat Rp 10.000',
      operator_id: null,
      discount_type: 'amount',
      discount_value: 10000,
      seats_per_trip: 2,
      valid_from: addDays(today, -30),
      valid_until: addDays(today, 60),
    },
    {
      code: 'XTRPAGI',
      name: 'Diskon 10% Kursi Xpress Trans Priangan',
      operator_id: operatorIds.get('XTR') ?? null,
      discount_type: 'percent',
      discount_value: 10,
      seats_per_trip: null,
      valid_from: addDays(today, -30),
      valid_until: addDays(today, 60),
    },
    {
      code: 'KURSILAMA',
      name: 'Promo kursi yang sudah berakhir',
      operator_id: null,
      discount_type: 'amount',
      discount_value: 5000,
      seats_per_trip: null,
      valid_from: addDays(today, -60),
      valid_until: addDays(today, -5),
    },
  ];
}

import type { PaymentInstructionGroup, PaymentMethodsTable } from '../../db/schema.js';
import type { PaymentDetails } from './gateways/payment-gateway.js';

type MethodGroup = PaymentMethodsTable['group_code'];

/**
 * The web's button to an e-wallet charge's `redirect_url` says this (components/ticket/
 * payment-instructions.tsx); the steps name the button, so both must say the same.
 */
function ewalletButtonLabel(methodName: string): string {
  return `Bayar dengan ${methodName}`;
}

export interface InstructionMethod {
  name: string;
  group: MethodGroup;
  /** The method's stored steps (payment_methods.instructions): bank menus, store counters. */
  stored: readonly PaymentInstructionGroup[];
}

/**
 * How to pay one charge, in the words of what its page shows. The steps are also sent in
 * the booking's e-mail, so they name "the booking's page" (halaman pesanan), never "this page". A method's stored steps
 * are used where they are the method's own knowledge (a bank's ATM and app menus, a
 * store's counter); where the steps depend on what the gateway answered for this charge
 * they are written here:
 * - an e-wallet is paid in its app: the button opens it (or its payment page), and a QR
 *   code, when the gateway gave one, is for paying from a computer with the app on a
 *   phone. Never "scan QRIS": the person chose GoPay, not QRIS;
 * - a Mandiri virtual account is a bill payment (company code + bill key), whose ATM
 *   menu differs from a transfer to a virtual account number;
 * - a method with no stored steps gets its group's general steps, so no charge is shown
 *   without any.
 */
export function paymentInstructions(
  method: InstructionMethod,
  details: PaymentDetails,
): PaymentInstructionGroup[] {
  const has = (key: keyof PaymentDetails) =>
    typeof details[key] === 'string' && details[key] !== '';
  switch (method.group) {
    case 'ewallet':
      return ewalletSteps(method.name, has('redirect_url'), has('qr_string'));
    case 'va':
      if (has('biller_code') && has('payment_code')) return mandiriBillSteps();
      return method.stored.length > 0 ? copy(method.stored) : vaSteps(method.name);
    case 'qris':
      return method.stored.length > 0 ? copy(method.stored) : qrisSteps();
    case 'retail':
      return method.stored.length > 0 ? copy(method.stored) : retailSteps(method.name);
  }
}

function copy(groups: readonly PaymentInstructionGroup[]): PaymentInstructionGroup[] {
  return groups.map((group) => ({ title: group.title, steps: [...group.steps] }));
}

function ewalletSteps(name: string, hasLink: boolean, hasQr: boolean): PaymentInstructionGroup[] {
  const confirm = [
    'Periksa nama merchant Lintas dan jumlah tagihan.',
    `Masukkan PIN ${name} untuk menyelesaikan pembayaran.`,
    'Kembali ke halaman pesanan: statusnya berubah sendiri setelah pembayaran diterima.',
  ];
  const groups: PaymentInstructionGroup[] = [];
  if (hasLink) {
    groups.push({
      title: `Bayar di aplikasi ${name}`,
      steps: [
        `Tekan tombol "${ewalletButtonLabel(name)}" di halaman pesanan.`,
        `Di ponsel, aplikasi ${name} terbuka dengan tagihan Anda (bila aplikasinya belum terpasang, halaman pembayaran ${name} yang terbuka).`,
        ...confirm,
      ],
    });
  }
  if (hasQr) {
    groups.push({
      title: hasLink ? 'Bayar dari komputer' : `Bayar dengan aplikasi ${name}`,
      steps: [
        `Buka aplikasi ${name} di ponsel Anda dan pilih menu Bayar atau Scan.`,
        'Arahkan kamera ke kode QR di halaman pesanan.',
        ...(hasLink
          ? []
          : [
              'Membuka halaman pesanan di ponsel yang sama? Simpan tangkapan layar kode QR, lalu pilih unggah gambar dari galeri di menu Scan.',
            ]),
        ...confirm,
      ],
    });
  }
  if (groups.length === 0) {
    groups.push({
      title: `Bayar di aplikasi ${name}`,
      steps: [`Buka aplikasi ${name} dan selesaikan tagihan dari Lintas.`, ...confirm],
    });
  }
  return groups;
}

function mandiriBillSteps(): PaymentInstructionGroup[] {
  return [
    {
      title: 'ATM Mandiri',
      steps: [
        'Masukkan kartu ATM Mandiri dan PIN Anda.',
        'Pilih menu Bayar/Beli > Lainnya > Multipayment.',
        'Masukkan Kode Perusahaan yang tertera, lalu pilih Benar.',
        'Masukkan Kode Pembayaran yang tertera, lalu pilih Benar.',
        'Periksa nama dan jumlah tagihan, tekan 1 lalu Ya.',
        'Simpan struk sebagai bukti pembayaran.',
      ],
    },
    {
      title: "Livin' by Mandiri",
      steps: [
        "Buka aplikasi Livin' by Mandiri dan login.",
        'Pilih menu Bayar > E-Commerce, lalu cari Kode Perusahaan yang tertera.',
        'Masukkan Kode Pembayaran yang tertera, lalu periksa detail tagihan.',
        'Masukkan PIN untuk menyelesaikan pembayaran.',
      ],
    },
  ];
}

function vaSteps(name: string): PaymentInstructionGroup[] {
  return [
    {
      title: `ATM atau mobile banking (${name})`,
      steps: [
        'Pilih menu Transfer > Virtual Account di ATM atau aplikasi bank Anda.',
        'Masukkan nomor Virtual Account yang tertera.',
        'Periksa nama dan jumlah tagihan, lalu konfirmasi.',
        'Simpan bukti pembayaran.',
      ],
    },
  ];
}

function qrisSteps(): PaymentInstructionGroup[] {
  return [
    {
      title: 'Bayar dengan QRIS',
      steps: [
        'Buka aplikasi bank atau dompet digital yang mendukung QRIS.',
        'Pindai kode QR yang tampil di halaman pesanan.',
        'Periksa nama merchant Lintas dan jumlah tagihan, lalu konfirmasi pembayaran.',
      ],
    },
  ];
}

function retailSteps(store: string): PaymentInstructionGroup[] {
  return [
    {
      title: `Gerai ${store}`,
      steps: [
        `Datang ke kasir gerai ${store} terdekat.`,
        'Sampaikan bahwa Anda ingin membayar tagihan Lintas, lalu tunjukkan kode pembayaran.',
        'Bayar sesuai jumlah tagihan (tunai atau debit).',
        'Simpan struk sebagai bukti pembayaran.',
      ],
    },
  ];
}

import type { OperatorPolicy } from '@lintas/domain/cancellation-policy';
import type { SeatLayoutCell } from '../schema.js';

/** A dozen fictional operators. Codes are the `operator_kode` of the wire format. */
export interface SeedOperator {
  code: string;
  name: string;
  description: string;
  terms: string;
  rating: number;
  reviewCount: number;
  highlight: string | null;
}

const standardTerms = (extra: string[]) =>
  [
    'Penumpang wajib hadir di titik keberangkatan 15 menit sebelum jadwal.',
    'Pembatalan dan perubahan jadwal tiket yang sudah dibayar mengikuti kebijakan pembatalan operator.',
    'Bagasi maksimal 10 kg per penumpang; kelebihan bagasi dikenakan biaya.',
    'Dilarang membawa hewan peliharaan, barang mudah terbakar, dan senjata tajam.',
    'Tunjukkan e-tiket dan kartu identitas kepada petugas saat naik.',
    ...extra,
  ]
    .map((line, i) => `${i + 1}. ${line}`)
    .join('\n');

/**
 * The demo operators' after-sale policies (decision 0037); an operator not named here has
 * the default one (DEFAULT_OPERATOR_POLICY: with assurance everything back until 6 hours
 * before, without it nothing).
 */
export const SEED_POLICIES: Record<string, OperatorPolicy> = {
  // An hourly shuttle: generous, moves are cheap.
  XTR: {
    cancel: {
      hoursBefore: 6,
      withAssurance: { percent: 100, hoursBefore: 6 },
      withoutAssurance: { percent: 75, hoursBefore: 24 },
    },
    reschedule: { allowed: true, hoursBefore: 6, feePerPassenger: 15_000, lowerFare: 'keep' },
  },
  BRY: {
    cancel: {
      hoursBefore: 12,
      withAssurance: { percent: 100, hoursBefore: 12 },
      withoutAssurance: { percent: 50, hoursBefore: 48 },
    },
    reschedule: { allowed: true, hoursBefore: 12, feePerPassenger: 25_000, lowerFare: 'keep' },
  },
  // Stricter: a seat cancelled late is hard to sell again on a three-stop route.
  PSR: {
    cancel: {
      hoursBefore: 24,
      withAssurance: { percent: 90, hoursBefore: 24 },
      withoutAssurance: { percent: 25, hoursBefore: 72 },
    },
    reschedule: { allowed: true, hoursBefore: 24, feePerPassenger: 50_000, lowerFare: 'refund' },
  },
  LTM: {
    cancel: {
      hoursBefore: 3,
      withAssurance: { percent: 100, hoursBefore: 3 },
      withoutAssurance: { percent: 0, hoursBefore: 24 },
    },
    reschedule: { allowed: false, hoursBefore: 0, feePerPassenger: 0, lowerFare: 'keep' },
  },
};

export const SEED_OPERATORS: SeedOperator[] = [
  {
    code: 'XTR',
    name: 'Xpress Trans Priangan',
    description: 'Shuttle Bandung-Jakarta setiap jam dengan armada Hiace Premio.',
    terms: standardTerms(['Penumpang yang terlambat lebih dari 10 menit dianggap batal.']),
    rating: 4.7,
    reviewCount: 1843,
    highlight: 'Berangkat setiap jam, 04.00-22.00',
  },
  {
    code: 'BRY',
    name: 'Bayu Raya Shuttle',
    description: 'Shuttle antarkota Jawa Barat dengan pool di Cihampelas.',
    terms: standardTerms(['Anak usia 3 tahun ke atas wajib membeli tiket.']),
    rating: 4.5,
    reviewCount: 962,
    highlight: 'Gratis air mineral dan colokan USB',
  },
  {
    code: 'CTY',
    name: 'Citra Parahyangan Trans',
    description: 'Shuttle Buah Batu-Cawang dan rute Sukabumi.',
    terms: standardTerms([]),
    rating: 4.3,
    reviewCount: 511,
    highlight: null,
  },
  {
    code: 'DYT',
    name: 'Dwi Yasa Trans',
    description: 'Bus nyaman Bandung-Jakarta dengan konfigurasi 2-2.',
    terms: standardTerms(['Bus berhenti di rest area KM 72 selama 15 menit.']),
    rating: 4.2,
    reviewCount: 377,
    highlight: null,
  },
  {
    code: 'ARK',
    name: 'Arunika Shuttle',
    description: 'Shuttle eksekutif Bandung-Bandara Soekarno-Hatta.',
    terms: standardTerms([
      'Kursi eksekutif dengan sandaran kaki; jadwal mengikuti jadwal penerbangan.',
    ]),
    rating: 4.8,
    reviewCount: 1208,
    highlight: 'Langsung ke Terminal 3 Soekarno-Hatta',
  },
  {
    code: 'PSR',
    name: 'Pasundan Raya Shuttle',
    description: 'Shuttle Bandung-Purwakarta-Jakarta dengan penjualan per segmen.',
    terms: standardTerms([]),
    rating: 4.1,
    reviewCount: 204,
    highlight: null,
  },
  {
    code: 'LTM',
    name: 'Lintas Timur Mandiri',
    description: 'Bus malam dan siang lintas utara Jawa: Jakarta, Cirebon, Semarang, Surabaya.',
    terms: standardTerms([
      'Tiket dapat dibeli per ruas (misalnya Cirebon-Semarang).',
      'Makan malam di rumah makan disediakan untuk kelas Eksekutif.',
    ]),
    rating: 4.4,
    reviewCount: 2310,
    highlight: 'Makan gratis di rumah makan untuk kelas Eksekutif',
  },
  {
    code: 'RSL',
    name: 'Rajawali Sakti Lestari',
    description: 'Bus eksekutif 2-1 Jakarta-Semarang-Solo-Malang.',
    terms: standardTerms(['Selimut dan bantal disediakan, mohon tidak dibawa pulang.']),
    rating: 4.6,
    reviewCount: 1544,
    highlight: 'Kursi 2-1 lega dengan selimut',
  },
  {
    code: 'GMP',
    name: 'Garuda Mas Perkasa',
    description:
      'Bus Surabaya-Denpasar termasuk penyeberangan Ketapang-Gilimanuk, dan shuttle Surabaya-Malang.',
    terms: standardTerms([
      'Tiket sudah termasuk tiket penyeberangan kapal.',
      'Jam tiba di Denpasar dalam WITA.',
    ]),
    rating: 4.4,
    reviewCount: 880,
    highlight: null,
  },
  {
    code: 'CRB',
    name: 'Caruban Shuttle',
    description: 'Shuttle Bandung-Cirebon; sambung ke Jawa Tengah di Cirebon Hub.',
    terms: standardTerms(['Penumpang sambungan menunggu di ruang tunggu Cirebon Hub Kedawung.']),
    rating: 4.2,
    reviewCount: 301,
    highlight: null,
  },
  {
    code: 'JTN',
    name: 'Jawa Tengah Nusantara',
    description: 'Shuttle dari Cirebon Hub ke Semarang dan Yogyakarta.',
    terms: standardTerms([]),
    rating: 4.0,
    reviewCount: 156,
    highlight: null,
  },
  {
    code: 'KJT',
    name: 'Kencana Jaya Transport',
    description: 'Bus malam Jakarta-Yogyakarta, tiba pagi hari.',
    terms: standardTerms(['Bus berangkat malam dan tiba keesokan harinya.']),
    rating: 4.3,
    reviewCount: 689,
    highlight: 'Bus malam, tiba pagi di Yogyakarta',
  },
];

export interface SeedLayout {
  code: string;
  name: string;
  vehicleType: 'shuttle' | 'bus';
  seatClass: string;
  rows: string[];
}

/**
 * Layouts drawn as text, one string per row, one character per column:
 * D driver, P door, _ aisle, T toilet, . empty, S seat (numbered in reading order).
 */
export const SEED_LAYOUTS: SeedLayout[] = [
  // Driver front-right (right-hand traffic vehicles), sliding door on the left.
  {
    code: 'SHT10',
    name: 'Shuttle Premio 10 Kursi',
    vehicleType: 'shuttle',
    seatClass: 'Eksekutif',
    rows: ['S..D', 'P_SS', 'SS_S', 'SSSS'],
  },
  {
    code: 'SHT12',
    name: 'Shuttle Hiace 12 Kursi',
    vehicleType: 'shuttle',
    seatClass: 'Reguler',
    rows: ['S..D', 'P_SS', 'S_SS', 'S_SS', 'SSS.'],
  },
  // An imported van: driver front-left, door on the right.
  {
    code: 'SHT14',
    name: 'Shuttle Elf 14 Kursi',
    vehicleType: 'shuttle',
    seatClass: 'Reguler',
    rows: ['D.SS', 'SS_P', 'SS_S', 'SS_S', 'SSSS'],
  },
  {
    code: 'BUS40',
    name: 'Bus Bisnis 2-2 40 Kursi',
    vehicleType: 'bus',
    seatClass: 'Bisnis',
    rows: ['P._.D', ...Array.from({ length: 10 }, () => 'SS_SS'), 'T._.P'],
  },
  {
    code: 'BUS30',
    name: 'Bus Eksekutif 2-1 30 Kursi',
    vehicleType: 'bus',
    seatClass: 'Eksekutif',
    rows: ['P._D', ...Array.from({ length: 10 }, () => 'SS_S'), 'T._P'],
  },
];

const CELL_TYPES: Record<string, SeatLayoutCell['type']> = {
  D: 'driver',
  P: 'door',
  _: 'aisle',
  T: 'toilet',
  '.': 'empty',
  S: 'seat',
};

/** Turns a text layout into cells (rows and columns start at 1) and its seat count. */
export function layoutCells(rows: string[]): {
  cells: SeatLayoutCell[];
  seatCount: number;
  colCount: number;
} {
  const cells: SeatLayoutCell[] = [];
  let seatNo = 0;
  let colCount = 0;
  rows.forEach((line, r) => {
    colCount = Math.max(colCount, line.length);
    [...line].forEach((char, c) => {
      const type = CELL_TYPES[char];
      if (!type) throw new Error(`Unknown layout character ${char}`);
      const cell: SeatLayoutCell = { row: r + 1, col: c + 1, type };
      if (type === 'seat') cell.no = String(++seatNo);
      cells.push(cell);
    });
  });
  return { cells, seatCount: seatNo, colCount };
}

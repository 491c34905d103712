import type { StaffManifestResult } from '@lintas/domain/staff-schemas';

/**
 * The manifest as CSV for a spreadsheet (RFC 4180): UTF-8 with a byte-order mark, so
 * Excel reads names with non-ASCII letters correctly; CRLF line ends; every cell quoted,
 * with quotes doubled. A cell a spreadsheet would run as a formula (starting with = + -
 * @, or a tab or carriage return that some of them skip first) is prefixed with an
 * apostrophe: passenger and booker names are typed by customers (CSV/formula injection).
 */
const BOM = '\uFEFF';

const HEADER = [
  'Kursi',
  'Nama Penumpang',
  'Kode Booking',
  'Nama Pemesan',
  'Telepon Pemesan',
  'Naik di',
  'Jam Naik',
  'Turun di',
  'Status Naik',
  'Waktu Naik',
];

export function csvCell(value: string): string {
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${guarded.replace(/"/g, '""')}"`;
}

export function manifestCsv(manifest: StaffManifestResult): string {
  const lines = [
    HEADER,
    ...manifest.penumpang.map((passenger) => [
      passenger.kursi,
      passenger.nama,
      passenger.reservasi_kode,
      passenger.pemesan_nama,
      passenger.pemesan_telp,
      `${passenger.naik_di.cabang_nama}, ${passenger.naik_di.kota_nama}`,
      `${passenger.naik_di.jam} ${passenger.naik_di.zona_waktu}`,
      `${passenger.turun_di.cabang_nama}, ${passenger.turun_di.kota_nama}`,
      passenger.status_naik === 'sudah' ? 'Sudah naik' : 'Belum naik',
      passenger.naik_pada_lokal ?? '',
    ]),
  ];
  return BOM + lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The download's file name: manifest-XTR-01-1000-2026-11-22.csv (codes are [A-Z0-9-]). */
export function manifestFileName(manifest: StaffManifestResult): string {
  const { jadwal_kode, tanggal } = manifest.keberangkatan;
  return `manifest-${`${jadwal_kode}-${tanggal}`.replace(/[^A-Za-z0-9._-]/g, '_')}.csv`;
}

import type { StaffSalesResult } from '@lintas/domain/staff-operations-schemas';
import { csvCell } from './manifest-csv.js';

/**
 * The sales report as CSV, with the manifest's conventions (manifest-csv.ts): UTF-8 with a
 * byte-order mark, CRLF, every cell quoted, formula-looking cells guarded. Numbers are
 * written plainly (no thousands separators) so a spreadsheet reads them as numbers; the
 * load factor as a decimal fraction with a point.
 */
const BOM = '\uFEFF';

const HEADER = [
  'Tanggal',
  'Operator',
  'Kode Rute',
  'Rute',
  'Keberangkatan',
  'Kursi Terjual',
  'Kapasitas',
  'Load Factor',
  'Pendapatan (Rp)',
];

export function salesCsv(report: StaffSalesResult): string {
  const lines = [
    HEADER,
    ...report.list.map((row) => [
      row.tanggal,
      row.operator_nama,
      row.rute_kode,
      row.rute_nama,
      String(row.keberangkatan),
      String(row.kursi_terjual),
      String(row.kapasitas),
      row.load_factor === null ? '' : row.load_factor.toFixed(3),
      String(row.pendapatan),
    ]),
    [
      'Total',
      '',
      '',
      '',
      String(report.total.keberangkatan),
      String(report.total.kursi_terjual),
      String(report.total.kapasitas),
      report.total.load_factor === null ? '' : report.total.load_factor.toFixed(3),
      String(report.total.pendapatan),
    ],
  ];
  return BOM + lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** penjualan-2026-11-01-2026-11-30.csv (dates are [0-9-]). */
export function salesFileName(report: StaffSalesResult): string {
  return `penjualan-${`${report.dari}-${report.sampai}`.replace(/[^A-Za-z0-9._-]/g, '_')}.csv`;
}

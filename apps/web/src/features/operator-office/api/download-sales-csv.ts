import { downloadStaffFile } from '../../../lib/staff-session';
import { type SalesPeriod, salesParams } from './get-sales';

/**
 * The sales report as CSV (GET /api/staff/penjualan?format=csv), saved through a blob
 * link: a plain link could not carry the staff bearer.
 */
export async function downloadSalesCsv(period: SalesPeriod): Promise<void> {
  const { blob, fileName } = await downloadStaffFile(
    'staff/penjualan',
    { ...salesParams(period), format: 'csv' },
    `penjualan-${period.dari}-${period.sampai}.csv`,
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; the URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

import { downloadStaffFile } from '../../../lib/staff-session';
import type { DepartureKey } from '../lib/departure-key';

/**
 * The manifest as CSV (GET /api/staff/manifest?format=csv) saved through a blob link: a
 * plain link could not carry the staff bearer.
 */
export async function downloadManifestCsv(key: DepartureKey): Promise<void> {
  const { blob, fileName } = await downloadStaffFile(
    'staff/manifest',
    { ...key, format: 'csv' },
    `manifes-${key.operator_kode}-${key.jadwal_kode}-${key.tanggal}.csv`,
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

import type { StaffAuditResult } from '@lintas/domain/staff-schemas';
import { formatDate, formatTime } from '@lintas/domain/format';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { PageTitle } from '../../../components/seo/page-title';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useStaffSession } from '../../../lib/staff-session';
import { useAudit } from '../api/get-audit';
import styles from './operator.module.css';

type Entry = StaffAuditResult['list'][number];

/** The actions the server records, in words; an action added later shows as recorded. */
const ACTIONS: Record<string, string> = {
  login: 'Masuk',
  logout: 'Keluar',
  boarding: 'Naik penumpang',
  'keberangkatan.batal': 'Batalkan keberangkatan',
  'tarif.ubah': 'Ubah tarif',
  'rute.buat': 'Buat rute',
  'rute.ubah': 'Ubah rute',
  'jadwal.buat': 'Buat jadwal',
  'denah.buat': 'Buat denah',
  'denah.ubah': 'Ubah denah',
  'content.delete': 'Hapus konten',
};

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '–';
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Each field that changed as 'field: before → after' (or only one side when the other is empty). */
function changes(entry: Entry): string[] {
  const before = (entry.sebelum ?? {}) as Record<string, unknown>;
  const after = (entry.sesudah ?? {}) as Record<string, unknown>;
  if (typeof before !== 'object' || typeof after !== 'object')
    return [`${valueText(entry.sebelum)} → ${valueText(entry.sesudah)}`];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.map((key) => {
    if (!(key in before)) return `${key}: ${valueText(after[key])}`;
    if (!(key in after)) return `${key}: ${valueText(before[key])} → –`;
    return `${key}: ${valueText(before[key])} → ${valueText(after[key])}`;
  });
}

/**
 * /operator/audit: every change a staff member made (sign-ins, boardings, and the office's
 * fares and cancellations), newest first, 50 a page (`?halaman=`). Admin only: a petugas
 * has no menu entry, and is told so without asking the server (which would answer 403).
 */
export function AuditPage() {
  const session = useStaffSession();
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('halaman') ?? '1');
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const admin = session?.staf.peran === 'admin';
  const audit = useAudit(page, admin);

  const goTo = (next: number) => {
    setParams(next > 1 ? { halaman: String(next) } : {});
    window.scrollTo?.(0, 0);
  };

  return (
    <div className={styles.page}>
      <PageTitle title={paths.operatorAudit.title} />
      <div className={styles.pageHead}>
        <h1>Catatan Audit</h1>
        <p className={styles.muted}>
          Setiap perubahan oleh staf: siapa, apa, kapan, sebelum dan sesudahnya.
        </p>
      </div>
      {!admin ? (
        <EmptyState
          title="Hanya untuk admin"
          description="Catatan audit hanya dapat dibaca oleh admin Lintas."
        />
      ) : audit.isPending ? (
        <SkeletonCard lines={6} label="Memuat catatan audit…" />
      ) : audit.isError ? (
        <ErrorState
          title="Catatan audit gagal dimuat"
          message={errorMessage(audit.error)}
          onRetry={() => void audit.refetch()}
        />
      ) : audit.data.list.length === 0 ? (
        <EmptyState
          title="Belum ada catatan"
          description="Perubahan oleh staf akan tercatat di sini."
        />
      ) : (
        <>
          <p className={styles.summary} role="status">
            {audit.data.total_data} catatan · halaman {audit.data.page} dari {audit.data.total_page}
          </p>
          <table className={`${styles.table} ${styles.auditTable}`} role="table">
            <caption className="visually-hidden">Catatan audit</caption>
            <thead role="rowgroup">
              <tr role="row">
                <th role="columnheader" scope="col">
                  Waktu
                </th>
                <th role="columnheader" scope="col">
                  Staf
                </th>
                <th role="columnheader" scope="col">
                  Aksi
                </th>
                <th role="columnheader" scope="col">
                  Data
                </th>
                <th role="columnheader" scope="col">
                  Perubahan
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {audit.data.list.map((entry) => (
                <tr key={entry.id} role="row">
                  <td role="cell" data-label="Waktu">
                    {formatDate(entry.pada, 'DD MMM YYYY')} {formatTime(entry.pada)} WIB
                  </td>
                  <td role="cell" className={styles.nameCell}>
                    {entry.staf.nama}
                    <span className={styles.cellSub}> · {entry.staf.email}</span>
                  </td>
                  <td role="cell" data-label="Aksi">
                    {ACTIONS[entry.aksi] ?? entry.aksi}
                  </td>
                  <td role="cell" data-label="Data" className={styles.codeCell}>
                    {entry.entitas} {entry.kunci}
                  </td>
                  <td role="cell" data-label="Perubahan">
                    <ul className={styles.changes}>
                      {changes(entry).map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {audit.data.total_page > 1 ? (
            <nav className={styles.pager} aria-label="Halaman catatan audit">
              <Button
                variant="secondary"
                size="small"
                disabled={audit.data.page <= 1 || audit.isPlaceholderData}
                onClick={() => goTo(audit.data.page - 1)}
              >
                ‹ Lebih baru
              </Button>
              <Button
                variant="secondary"
                size="small"
                disabled={audit.data.page >= audit.data.total_page || audit.isPlaceholderData}
                onClick={() => goTo(audit.data.page + 1)}
              >
                Lebih lama ›
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}

import { formatDate, formatRupiah, formatTime } from '@lintas/domain/format';
import type { StaffRefund } from '@lintas/domain/staff-operations-schemas';
import { useState } from 'react';
import { PageTitle } from '../../../components/seo/page-title';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useStaffSession } from '../../../lib/staff-session';
import { type RefundFilter, useRefunds } from '../api/get-refunds';
import { useProcessRefund } from '../api/process-refund';
import styles from './office.module.css';

const FILTERS: ReadonlyArray<[RefundFilter, string]> = [
  ['', 'Semua'],
  ['required', 'Menunggu diproses'],
  ['failed', 'Gagal'],
  ['processing', 'Sedang diproses'],
  ['refunded', 'Sudah dikembalikan'],
];

function when(iso: string): string {
  return `${formatDate(new Date(iso), 'DD MMM YYYY')} ${formatTime(iso)}`;
}

/**
 * /operator/refund: the money owed back (late payments, double payments, cancelled
 * departures), open ones first. An admin gives one back with "Proses refund" after a
 * confirmation naming the amount; the server does it once however often it is pressed
 * (decision 0017). A petugas reads their operator's queue.
 */
export function RefundsPage() {
  const session = useStaffSession();
  const isAdmin = session?.staf.peran === 'admin';
  const [filter, setFilter] = useState<RefundFilter>('');
  const refunds = useRefunds(filter);
  const [notice, setNotice] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);

  return (
    <div className={styles.page}>
      <PageTitle title={paths.operatorRefunds.title} />
      <div className={styles.pageHead}>
        <h1>Refund</h1>
        <p className={styles.muted}>
          Dana yang harus dikembalikan: pembayaran terlambat, pembayaran ganda dan keberangkatan
          yang dibatalkan.
          {isAdmin ? '' : ' Hanya admin yang dapat memproses refund.'}
        </p>
      </div>

      <section className={styles.toolbar} aria-label="Saringan">
        <label className={styles.field}>
          <span>Status</span>
          <select
            value={filter}
            onChange={(event) => setFilter(event.target.value as RefundFilter)}
          >
            {FILTERS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        {refunds.data ? (
          <p className={styles.summary} aria-live="polite">
            {refunds.data.jumlah_terbuka} belum selesai · {formatRupiah(refunds.data.total_terbuka)}
          </p>
        ) : null}
      </section>

      {notice ? (
        <p className={notice.kind === 'done' ? styles.notice : styles.alert} role="status">
          {notice.text}
        </p>
      ) : null}

      {refunds.isPending ? (
        <div className={styles.stack}>
          <SkeletonCard lines={3} label="Memuat antrean refund…" />
          <SkeletonCard lines={3} />
        </div>
      ) : refunds.isError ? (
        <ErrorState
          title="Antrean refund gagal dimuat"
          message={errorMessage(refunds.error)}
          onRetry={() => void refunds.refetch()}
        />
      ) : refunds.data.list.length === 0 ? (
        <EmptyState
          title={filter ? 'Tidak ada refund dengan status ini' : 'Tidak ada refund'}
          description="Refund muncul di sini saat pembayaran datang terlambat atau ganda, atau keberangkatan dibatalkan."
        />
      ) : (
        <ul className={styles.refundList} aria-label="Antrean refund">
          {refunds.data.list.map((refund) => (
            <RefundItem
              key={refund.kode}
              refund={refund}
              canProcess={isAdmin}
              onOutcome={setNotice}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function RefundItem({
  refund,
  canProcess,
  onOutcome,
}: {
  refund: StaffRefund;
  canProcess: boolean;
  onOutcome: (notice: { kind: 'done' | 'error'; text: string }) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const process = useProcessRefund();
  const open = refund.status === 'required' || refund.status === 'failed';
  const headingId = `refund-${refund.kode}`;

  const run = () => {
    process.mutate(refund.kode, {
      onSuccess: (result) =>
        onOutcome({
          kind: 'done',
          text: result.sudah_diproses
            ? `Refund ${refund.kode} sudah dikembalikan sebelumnya; tidak ada yang diproses lagi.`
            : `Refund ${refund.kode} sebesar ${formatRupiah(result.refund.jumlah)} sudah dikembalikan.`,
        }),
      onError: (error) => onOutcome({ kind: 'error', text: errorMessage(error) }),
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <li className={styles.refund} data-status={refund.status} aria-labelledby={headingId}>
      <div className={styles.refundHead}>
        <h2 id={headingId}>
          {refund.alasan_label} · {refund.reservasi_kode}
        </h2>
        <span className={styles.amount}>{formatRupiah(refund.jumlah)}</span>
      </div>
      <div>
        <span className={styles.badge} data-status={refund.status}>
          {refund.status_label}
        </span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Kode</dt>
          <dd>{refund.kode}</dd>
        </div>
        <div>
          <dt>Pemesan</dt>
          <dd>
            {refund.pemesan.nama} · {refund.pemesan.telp}
          </dd>
        </div>
        <div>
          <dt>Tagihan</dt>
          <dd>
            {refund.payment_kode} ({refund.metode_pembayaran})
          </dd>
        </div>
        <div>
          <dt>Dicatat</dt>
          <dd>{when(refund.dibuat_pada)}</dd>
        </div>
        {refund.dikembalikan_pada ? (
          <div>
            <dt>Dikembalikan</dt>
            <dd>{when(refund.dikembalikan_pada)}</dd>
          </div>
        ) : null}
      </dl>
      {refund.keterangan ? <p className={styles.muted}>{refund.keterangan}</p> : null}
      {refund.status === 'failed' && refund.galat_terakhir ? (
        <p className={styles.alert}>Percobaan terakhir gagal: {refund.galat_terakhir}</p>
      ) : null}
      {canProcess && open ? (
        confirming ? (
          <div className={styles.confirm}>
            <p>
              Kembalikan {formatRupiah(refund.jumlah)} ke {refund.pemesan.nama} melalui{' '}
              {refund.metode_pembayaran}?
            </p>
            <div className={styles.refundActions}>
              <Button
                size="small"
                onClick={run}
                loading={process.isPending}
                loadingText="Memproses…"
              >
                Ya, kembalikan dana
              </Button>
              <Button
                size="small"
                variant="ghost"
                onClick={() => setConfirming(false)}
                disabled={process.isPending}
              >
                Batal
              </Button>
            </div>
          </div>
        ) : (
          <div className={styles.refundActions}>
            <Button size="small" onClick={() => setConfirming(true)}>
              {refund.status === 'failed' ? 'Coba proses lagi' : 'Proses refund'}
            </Button>
          </div>
        )
      ) : null}
    </li>
  );
}

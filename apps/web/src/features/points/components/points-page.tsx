import { dateFormats, formatDate, formatNumber, formatTime } from '@lintas/domain/format';
import type { PointHistoryEntry } from '@lintas/domain/points-schemas';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { isLoggedIn } from '../../../lib/session';
import { useCustomerPoints } from '../api/get-customer-points';
import { usePointHistory } from '../api/get-point-history';
import styles from './points.module.css';

export const pointsTexts = {
  balance: 'Saldo Poin',
  unit: 'poin',
  worth: '1 poin = Rp 1, dapat dipakai saat membayar pesanan.',
  loadingBalance: 'Memuat saldo poin…',
  balanceFailed: 'Saldo poin tidak dapat dimuat',
  pendingEarn: (points: string) =>
    `+${points} poin lagi setelah pesanan yang menunggu pembayaran dilunasi`,
  held: (points: string) =>
    `${points} poin dipakai pesanan yang belum dibayar (kembali bila tidak dibayar)`,
  history: 'Riwayat Poin',
  loadingHistory: 'Memuat riwayat poin…',
  historyFailed: 'Riwayat poin tidak dapat dimuat',
  empty: 'Belum ada riwayat poin',
  emptyDescription: 'Dapatkan poin dari setiap perjalanan yang Anda bayar saat login.',
  search: 'Cari Jadwal',
  more: 'Muat lebih banyak',
  loadingMore: 'Memuat…',
  balanceAfter: 'Saldo',
} as const;

/**
 * /poin: the logged-in customer's points balance (customer-point), what their unpaid
 * bookings hold and will earn, and the history (customer-history-point) loaded a page at
 * a time. A guest is sent to /login and comes back here.
 */
export function PointsPage() {
  const [loggedIn] = useState(isLoggedIn);
  if (!loggedIn) return <Navigate to={paths.login.getHref(paths.points.getHref())} replace />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{paths.points.title}</h1>
      <Balance />
      <section className={styles.section} aria-labelledby="points-history">
        <h2 id="points-history" className={styles.subtitle}>
          {pointsTexts.history}
        </h2>
        <History />
      </section>
    </div>
  );
}

function Balance() {
  const points = useCustomerPoints(true);
  if (points.isPending) return <SkeletonCard lines={2} label={pointsTexts.loadingBalance} />;
  if (points.isError)
    return (
      <ErrorState
        title={pointsTexts.balanceFailed}
        message={errorMessage(points.error)}
        onRetry={() => void points.refetch()}
      />
    );
  const { total_point, point_pending, point_ditahan } = points.data;
  return (
    <section className={styles.balance} aria-labelledby="points-balance">
      <h2 id="points-balance" className={styles.balanceLabel}>
        {pointsTexts.balance}
      </h2>
      <p className={styles.balanceValue}>
        {formatNumber(total_point)} <span className={styles.unit}>{pointsTexts.unit}</span>
      </p>
      <p className={styles.note}>{pointsTexts.worth}</p>
      {point_pending > 0 ? (
        <p className={styles.note}>{pointsTexts.pendingEarn(formatNumber(point_pending))}</p>
      ) : null}
      {point_ditahan > 0 ? (
        <p className={styles.note}>{pointsTexts.held(formatNumber(point_ditahan))}</p>
      ) : null}
    </section>
  );
}

function History() {
  const history = usePointHistory(true);
  if (history.isPending) return <SkeletonCard lines={3} label={pointsTexts.loadingHistory} />;
  if (history.isError && !history.data)
    return (
      <ErrorState
        title={pointsTexts.historyFailed}
        message={errorMessage(history.error)}
        onRetry={() => void history.refetch()}
      />
    );
  const entries = history.data.pages.flatMap((page) => page.list);
  if (entries.length === 0)
    return (
      <EmptyState
        title={pointsTexts.empty}
        description={pointsTexts.emptyDescription}
        action={
          <Link className={styles.action} to={paths.home.getHref()}>
            {pointsTexts.search}
          </Link>
        }
      />
    );
  return (
    <div className={styles.listWrap}>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id} className={styles.entry}>
            <EntryRow entry={entry} />
          </li>
        ))}
      </ul>
      {history.isFetchNextPageError ? (
        <ErrorState
          title={pointsTexts.historyFailed}
          message={errorMessage(history.error)}
          onRetry={() => void history.fetchNextPage()}
        />
      ) : history.hasNextPage ? (
        <Button
          variant="secondary"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {history.isFetchingNextPage ? pointsTexts.loadingMore : pointsTexts.more}
        </Button>
      ) : null}
    </div>
  );
}

function EntryRow({ entry }: { entry: PointHistoryEntry }) {
  const gain = entry.point > 0;
  return (
    <>
      <span className={styles.entryText}>
        <span className={styles.entryTitle}>{entry.keterangan}</span>
        <span className={styles.note}>
          {formatDate(entry.tanggal, dateFormats.long)}, {formatTime(entry.tanggal)}
          {entry.reservasi_kode ? (
            <>
              {' · '}
              <Link to={paths.reservation.getHref(entry.reservasi_kode)}>
                {entry.reservasi_kode}
              </Link>
            </>
          ) : null}
        </span>
      </span>
      <span className={styles.entryPoints}>
        <strong className={gain ? styles.gain : styles.loss}>
          {gain ? '+' : '−'}
          {formatNumber(Math.abs(entry.point))}
        </strong>
        <span className={styles.note}>
          {pointsTexts.balanceAfter} {formatNumber(entry.saldo)}
        </span>
      </span>
    </>
  );
}

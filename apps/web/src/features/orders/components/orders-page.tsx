import { dateFormats, formatDate, formatRupiah, formatTime } from '@lintas/domain/format';
import type { OrderListResult } from '@lintas/domain/reservation-schemas';
import { useState, type KeyboardEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { DepartureChips } from '../../../components/ticket/departure-chips';
import { errorMessage } from '../../../lib/api-client';
import { directionChips } from '../../../lib/departure-chips';
import { isLoggedIn } from '../../../lib/session';
import { type OrderTab, useOrders } from '../api/list-orders';
import styles from './orders.module.css';

export const ordersTexts = {
  active: 'Aktif',
  history: 'Riwayat',
  tabs: 'Jenis pesanan',
  loading: 'Memuat pesanan…',
  loadFailed: 'Pesanan tidak dapat dimuat',
  empty: 'Belum ada pesanan',
  emptyActive: 'Pesanan yang belum berangkat akan tampil di sini.',
  emptyHistory: 'Pesanan yang sudah selesai, kedaluwarsa atau dibatalkan akan tampil di sini.',
  search: 'Cari Jadwal',
  more: 'Muat lebih banyak',
  loadingMore: 'Memuat…',
  roundTrip: 'Pulang Pergi',
  total: 'Total',
  review: 'Beri Ulasan',
} as const;

type Order = OrderListResult['list'][number];

/** The badge of an order: a paid trip in the history has been travelled. */
function statusOf(order: Order, tab: OrderTab): { label: string; tone: string } {
  switch (order.status) {
    case 'pending':
      return { label: 'Menunggu Pembayaran', tone: styles.pending ?? '' };
    case 'paid':
      return tab === 'history'
        ? { label: 'Selesai', tone: styles.done ?? '' }
        : { label: 'Lunas', tone: styles.paid ?? '' };
    case 'expired':
      return { label: 'Kedaluwarsa', tone: styles.ended ?? '' };
    default:
      return { label: 'Dibatalkan', tone: styles.ended ?? '' };
  }
}

const tabParam: Record<OrderTab, string> = { active: 'aktif', history: 'riwayat' };
const tabs: OrderTab[] = ['active', 'history'];

/**
 * /pesanan: the logged-in customer's orders in two tabs, 'Aktif' (list-reservasi) and
 * 'Riwayat' (list-riwayat-reservasi), each order a card opening its ticket. The tab is in
 * the address (?tab=riwayat) so coming back from a ticket returns to it. A guest is sent
 * to /login and comes back here.
 */
export function OrdersPage() {
  const [loggedIn] = useState(isLoggedIn);
  const [search, setSearch] = useSearchParams();
  const tab: OrderTab = search.get('tab') === tabParam.history ? 'history' : 'active';

  if (!loggedIn) return <Navigate to={paths.login.getHref(paths.orders.getHref())} replace />;

  const choose = (next: OrderTab) => {
    setSearch(next === 'active' ? {} : { tab: tabParam[next] }, { replace: true });
  };
  // Arrow keys move between the two tabs (the WAI-ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = tab === 'active' ? 'history' : 'active';
    choose(next);
    document.getElementById(`orders-tab-${next}`)?.focus();
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{paths.orders.title}</h1>
      <div className={styles.tabs} role="tablist" aria-label={ordersTexts.tabs}>
        {tabs.map((item) => (
          <button
            key={item}
            id={`orders-tab-${item}`}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={tab === item}
            aria-controls="orders-panel"
            tabIndex={tab === item ? 0 : -1}
            onClick={() => choose(item)}
            onKeyDown={onKeyDown}
          >
            {ordersTexts[item]}
          </button>
        ))}
      </div>
      <div id="orders-panel" role="tabpanel" aria-labelledby={`orders-tab-${tab}`}>
        <OrderList key={tab} tab={tab} />
      </div>
    </div>
  );
}

function OrderList({ tab }: { tab: OrderTab }) {
  const orders = useOrders(tab, true);

  if (orders.isPending) return <SkeletonCard lines={3} label={ordersTexts.loading} />;
  if (orders.isError && !orders.data)
    return (
      <ErrorState
        title={ordersTexts.loadFailed}
        message={errorMessage(orders.error)}
        onRetry={() => void orders.refetch()}
      />
    );

  const list = orders.data.pages.flatMap((page) => page.list);
  if (list.length === 0)
    return (
      <EmptyState
        title={ordersTexts.empty}
        description={tab === 'active' ? ordersTexts.emptyActive : ordersTexts.emptyHistory}
        action={
          <Link className={styles.action} to={paths.home.getHref()}>
            {ordersTexts.search}
          </Link>
        }
      />
    );

  return (
    <div className={styles.listWrap}>
      <ul className={styles.list}>
        {list.map((order) => (
          <li key={order.reservasi_kode} className={styles.item}>
            <OrderCard order={order} tab={tab} />
            {/* A paid order in the history has been travelled: it may be rated (the
                server checks arrival and refuses a second review). Beside the card's
                link, never inside it. */}
            {tab === 'history' && order.status === 'paid' ? (
              <Link
                className={styles.reviewLink}
                to={paths.review.getHref(order.reservasi_kode)}
                aria-describedby={`order-code-${order.reservasi_kode}`}
              >
                {ordersTexts.review}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
      {orders.isFetchNextPageError ? (
        <ErrorState
          title={ordersTexts.loadFailed}
          message={errorMessage(orders.error)}
          onRetry={() => void orders.fetchNextPage()}
        />
      ) : orders.hasNextPage ? (
        <Button
          variant="secondary"
          disabled={orders.isFetchingNextPage}
          onClick={() => void orders.fetchNextPage()}
        >
          {orders.isFetchingNextPage ? ordersTexts.loadingMore : ordersTexts.more}
        </Button>
      ) : null}
    </div>
  );
}

function OrderCard({ order, tab }: { order: Order; tab: OrderTab }) {
  const go = order.perjalanan.filter((leg) => leg.arah === 'pergi');
  const first = go[0] ?? order.perjalanan[0];
  const last = go[go.length - 1] ?? first;
  const status = statusOf(order, tab);
  return (
    <Link className={styles.card} to={paths.reservation.getHref(order.reservasi_kode)}>
      <span className={styles.cardTop}>
        <span className={styles.code} id={`order-code-${order.reservasi_kode}`}>
          {order.reservasi_kode}
        </span>
        <span className={`${styles.badge} ${status.tone}`}>{status.label}</span>
      </span>
      {first && last ? (
        <>
          <span className={styles.route}>
            {first.asal.kota_nama} → {last.tujuan.kota_nama}
            {order.flag_pp ? (
              <span className={styles.muted}> · {ordersTexts.roundTrip}</span>
            ) : null}
          </span>
          <span className={styles.muted}>
            {formatDate(first.tanggal_berangkat, dateFormats.long)} ·{' '}
            {formatTime(first.jam_berangkat)} {first.zona_waktu_berangkat} · {first.operator_nama}
          </span>
        </>
      ) : null}
      {/* An order still to travel: each direction's live status or move (decision 0039). */}
      {tab === 'active' && (order.status === 'paid' || order.status === 'pending')
        ? (['pergi', 'pulang'] as const).map((arah) => (
            <DepartureChips
              key={arah}
              inline
              chips={directionChips(order.perjalanan, arah)}
              label={arah === 'pergi' ? 'Status Pergi' : 'Status Pulang'}
              prefix={order.flag_pp ? (arah === 'pergi' ? 'Pergi' : 'Pulang') : undefined}
            />
          ))
        : null}
      <span className={styles.total}>
        <span className={styles.muted}>{ordersTexts.total}</span>
        <strong>{formatRupiah(order.total)}</strong>
      </span>
    </Link>
  );
}

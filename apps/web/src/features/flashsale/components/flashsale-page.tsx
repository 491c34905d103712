import { dateFormats, formatDate, formatRupiah } from '@lintas/domain/format';
import type { FlashSaleCard, FlashSaleSession } from '@lintas/domain/flashsale-schemas';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LazyImage } from '../../../components/ui/lazy-image';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { isLoggedIn } from '../../../lib/session';
import {
  useFlashSaleCards,
  useFlashSaleHome,
  useFlashSaleSessions,
  useMyFlashSalePurchases,
} from '../api/flashsale-api';
import { cardStatusText, SessionTimer, sessionStatusText, StockBar } from './flashsale-parts';
import styles from './flashsale.module.css';

export const flashSaleTexts = {
  title: 'Flash Sale',
  lead: 'Jawab satu pertanyaan dengan benar, lalu beli voucher tiket dengan harga spesial. Stok terbatas!',
  loading: 'Memuat flash sale…',
  failed: 'Flash sale tidak dapat dimuat',
  none: 'Belum ada flash sale',
  noneDescription: 'Belum ada sesi flash sale yang dijadwalkan. Nantikan sesi berikutnya!',
  dates: 'Tanggal flash sale',
  sessions: 'Sesi flash sale',
  noSessions: 'Tidak ada sesi pada tanggal ini',
  loadingCards: 'Memuat card flash sale…',
  cardsFailed: 'Card flash sale tidak dapat dimuat',
  noCards: 'Sesi ini belum punya card',
  noCardsDescription: 'Card untuk sesi ini belum tersedia. Coba sesi lain.',
  mine: 'Pembelian flash sale Anda',
  mineFailed: 'Pembelian Anda tidak dapat dimuat',
  more: 'Muat lebih banyak',
} as const;

const purchaseStatusText = {
  pending: 'Menunggu pembayaran',
  paid: 'Dibayar',
  expired: 'Kedaluwarsa',
  cancelled: 'Dibatalkan',
} as const;

function pickSession(list: FlashSaleSession[], wanted: number | null): FlashSaleSession | null {
  return (
    list.find((s) => s.sesi_sub_id === wanted) ??
    list.find((s) => s.status === 'berlangsung') ??
    list.find((s) => s.status === 'akan_datang') ??
    list[0] ??
    null
  );
}

function CardItem({ card }: { card: FlashSaleCard }) {
  const open = card.status === 'tersedia';
  return (
    <li>
      <article className={styles.card} aria-labelledby={`card-${card.card_id}`}>
        {card.gambar ? (
          <LazyImage
            className={styles.cardImage}
            src={card.gambar}
            alt=""
            width={400}
            height={240}
          />
        ) : null}
        <div className={styles.cardBody}>
          <span className={styles.badge}>{card.jenis === 'tiket' ? 'Tiket' : 'Voucher'}</span>
          <h3 id={`card-${card.card_id}`} className={styles.cardTitle}>
            {card.nama}
          </h3>
          <p className={styles.prices}>
            <span className={styles.price}>{formatRupiah(card.harga)}</span>
            <span className={styles.normalPrice}>
              <span className="visually-hidden">Harga normal </span>
              {formatRupiah(card.harga_normal)}
            </span>
          </p>
          <StockBar card={card} />
          <div className={styles.cardAction}>
            <Link
              className={styles.actionLink}
              to={paths.flashSaleCard.getHref(card.card_id)}
              aria-disabled={open ? undefined : true}
              aria-label={`${cardStatusText[card.status]}: ${card.nama}`}
            >
              {cardStatusText[card.status]}
            </Link>
          </div>
        </div>
      </article>
    </li>
  );
}

function Cards({ session }: { session: FlashSaleSession }) {
  const cards = useFlashSaleCards(session.sesi_sub_id);
  if (cards.isPending) return <SkeletonCard lines={4} label={flashSaleTexts.loadingCards} />;
  if (cards.isError && !cards.data)
    return (
      <ErrorState
        title={flashSaleTexts.cardsFailed}
        message={errorMessage(cards.error)}
        onRetry={() => void cards.refetch()}
      />
    );
  if (cards.data.list_card.length === 0)
    return (
      <EmptyState title={flashSaleTexts.noCards} description={flashSaleTexts.noCardsDescription} />
    );
  return (
    <ul className={styles.cards}>
      {cards.data.list_card.map((card) => (
        <CardItem key={card.card_id} card={card} />
      ))}
    </ul>
  );
}

function Sessions({ tanggal, wanted }: { tanggal: string; wanted: number | null }) {
  const [params] = useSearchParams();
  const sessions = useFlashSaleSessions(tanggal);
  if (sessions.isPending) return <SkeletonCard lines={2} label={flashSaleTexts.loading} />;
  if (sessions.isError)
    return (
      <ErrorState
        title={flashSaleTexts.failed}
        message={errorMessage(sessions.error)}
        onRetry={() => void sessions.refetch()}
      />
    );
  const list = sessions.data.list_sesi;
  const active = pickSession(list, wanted);
  if (!active) return <EmptyState title={flashSaleTexts.noSessions} />;
  return (
    <>
      <nav aria-label={flashSaleTexts.sessions}>
        <ul className={styles.tabs}>
          {list.map((session) => {
            const next = new URLSearchParams(params);
            next.set('tanggal', tanggal);
            next.set('sesi', String(session.sesi_sub_id));
            return (
              <li key={session.sesi_sub_id}>
                <Link
                  className={styles.tab}
                  to={`${paths.flashSale.path}?${next.toString()}`}
                  aria-current={session.sesi_sub_id === active.sesi_sub_id ? 'page' : undefined}
                  replace
                >
                  <strong>
                    {session.jam_mulai}–{session.jam_selesai}
                  </strong>
                  <small>{sessionStatusText[session.status]}</small>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <p className={styles.sessionBar}>
        <strong>{active.nama}</strong>
        <SessionTimer session={active} />
      </p>
      <Cards session={active} />
    </>
  );
}

/** A signed-in customer's own purchases (list-transaksi), newest first; none: nothing shown. */
function MyPurchases() {
  const purchases = useMyFlashSalePurchases(true);
  if (purchases.isPending) return null;
  if (purchases.isError && !purchases.data)
    return (
      <ErrorState
        title={flashSaleTexts.mineFailed}
        message={errorMessage(purchases.error)}
        onRetry={() => void purchases.refetch()}
      />
    );
  const list = purchases.data.pages.flatMap((page) => page.list_transaksi);
  if (list.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="my-purchases">
      <h2 id="my-purchases" className={styles.panelTitle}>
        {flashSaleTexts.mine}
      </h2>
      <ul className={styles.purchases}>
        {list.map((item) => (
          <li key={item.transaksi_kode}>
            <Link to={paths.flashSalePurchase.getHref(item.transaksi_kode)}>
              <strong>{item.nama_card}</strong>
            </Link>{' '}
            <span className={styles.lead}>
              {item.transaksi_kode} · {formatRupiah(item.total)} · {purchaseStatusText[item.status]}
              {item.voucher_kode ? ` · voucher ${item.voucher_kode}` : ''}
            </span>
          </li>
        ))}
      </ul>
      {purchases.hasNextPage ? (
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => void purchases.fetchNextPage()}
        >
          {flashSaleTexts.more}
        </button>
      ) : null}
    </section>
  );
}

/** /flashsale: dates as tabs, the date's sessions as tabs, the session's cards. */
export function FlashSalePage() {
  const [params] = useSearchParams();
  const home = useFlashSaleHome();
  let body;
  if (home.isPending) body = <SkeletonCard lines={3} label={flashSaleTexts.loading} />;
  else if (home.isError)
    body = (
      <ErrorState
        title={flashSaleTexts.failed}
        message={errorMessage(home.error)}
        onRetry={() => void home.refetch()}
      />
    );
  else if (home.data.list_tanggal.length === 0)
    body = <EmptyState title={flashSaleTexts.none} description={flashSaleTexts.noneDescription} />;
  else {
    const dates = home.data.list_tanggal.map((d) => d.tanggal);
    const wantedDate = params.get('tanggal');
    const tanggal = wantedDate && dates.includes(wantedDate) ? wantedDate : dates[0]!;
    const wantedSession = Number(params.get('sesi')) || null;
    body = (
      <>
        <nav aria-label={flashSaleTexts.dates}>
          <ul className={styles.tabs}>
            {dates.map((date) => (
              <li key={date}>
                <Link
                  className={styles.tab}
                  to={`${paths.flashSale.path}?tanggal=${date}`}
                  aria-current={date === tanggal ? 'page' : undefined}
                  replace
                >
                  {formatDate(date, dateFormats.noYear)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Sessions key={tanggal} tanggal={tanggal} wanted={wantedSession} />
      </>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{flashSaleTexts.title}</h1>
      <p className={styles.lead}>{flashSaleTexts.lead}</p>
      {body}
      {isLoggedIn() ? <MyPurchases /> : null}
    </div>
  );
}

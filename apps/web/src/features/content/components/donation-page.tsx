import { dateFormats, formatDate, formatNumber, formatRupiah } from '@lintas/domain/format';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useDonationComments, useDonationSummary } from '../api/get-donations';
import styles from './content.module.css';

export const donationTexts = {
  title: 'Donasi',
  loadingSummary: 'Memuat ringkasan donasi…',
  summaryFailed: 'Ringkasan donasi tidak dapat dimuat',
  raised: 'Donasi terkumpul',
  donors: 'Donatur',
  donations: 'Donasi',
  how: 'Tambahkan donasi saat mengisi data pemesanan. Donasi dihitung setelah pembayaran berhasil.',
  book: 'Pesan Tiket & Berdonasi',
  comments: 'Pesan dari donatur',
  loadingComments: 'Memuat pesan donatur…',
  commentsFailed: 'Pesan donatur tidak dapat dimuat',
  empty: 'Belum ada pesan donatur',
  emptyDescription: 'Jadilah yang pertama: tambahkan donasi dan pesan saat memesan tiket.',
  more: 'Muat lebih banyak',
  loadingMore: 'Memuat…',
} as const;

function Summary() {
  const summary = useDonationSummary();
  if (summary.isPending) return <SkeletonCard lines={2} label={donationTexts.loadingSummary} />;
  if (summary.isError)
    return (
      <ErrorState
        title={donationTexts.summaryFailed}
        message={errorMessage(summary.error)}
        onRetry={() => void summary.refetch()}
      />
    );
  const data = summary.data;
  return (
    <section className={styles.section} aria-labelledby="donation-campaign">
      <h2 id="donation-campaign" className={styles.subtitle}>
        {data.judul}
      </h2>
      <p className={styles.lead}>{data.deskripsi}</p>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{donationTexts.raised}</dt>
          <dd>{formatRupiah(data.total_donasi)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{donationTexts.donors}</dt>
          <dd>{formatNumber(data.jumlah_donatur)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{donationTexts.donations}</dt>
          <dd>{formatNumber(data.jumlah_donasi)}</dd>
        </div>
      </dl>
      <p className={styles.meta}>
        {donationTexts.how} <Link to={paths.home.getHref()}>{donationTexts.book}</Link>
      </p>
    </section>
  );
}

function Comments() {
  const comments = useDonationComments();
  if (comments.isPending) return <SkeletonCard lines={3} label={donationTexts.loadingComments} />;
  if (comments.isError && !comments.data)
    return (
      <ErrorState
        title={donationTexts.commentsFailed}
        message={errorMessage(comments.error)}
        onRetry={() => void comments.refetch()}
      />
    );
  const list = comments.data.pages.flatMap((page) => page.list);
  if (list.length === 0)
    return <EmptyState title={donationTexts.empty} description={donationTexts.emptyDescription} />;
  return (
    <>
      <ul className={styles.links}>
        {list.map((comment, index) => (
          <li key={`${comment.tanggal}-${index}`} className={styles.comment}>
            <p>
              <strong>{comment.nama}</strong>{' '}
              <span className={styles.meta}>{formatDate(comment.tanggal, dateFormats.plain)}</span>
            </p>
            <p>{comment.komentar}</p>
          </li>
        ))}
      </ul>
      {comments.isError ? (
        <ErrorState
          title={donationTexts.commentsFailed}
          message={errorMessage(comments.error)}
          onRetry={() => void comments.fetchNextPage()}
        />
      ) : comments.hasNextPage ? (
        <Button
          variant="secondary"
          className={styles.more}
          loading={comments.isFetchingNextPage}
          loadingText={donationTexts.loadingMore}
          onClick={() => void comments.fetchNextPage()}
        >
          {donationTexts.more}
        </Button>
      ) : null}
    </>
  );
}

/** /donasi: the campaign, total raised and donors (donasi/summary), and donors' messages. */
export function DonationPage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{donationTexts.title}</h1>
      <Summary />
      <section className={styles.section} aria-labelledby="donation-comments">
        <h2 id="donation-comments" className={styles.subtitle}>
          {donationTexts.comments}
        </h2>
        <Comments />
      </section>
    </div>
  );
}

import { dateFormats, formatDate } from '@lintas/domain/format';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LazyImage } from '../../../components/ui/lazy-image';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useEventVouchers } from '../api/get-event-vouchers';
import styles from './content.module.css';

export const eventTexts = {
  loading: 'Memuat promo…',
  failed: 'Promo tidak dapat dimuat',
  notFound: 'Promo tidak ditemukan',
  notFoundDescription: 'Promo ini mungkin sudah berakhir.',
  home: 'Kembali ke Beranda',
  vouchers: 'Voucher promo',
  empty: 'Voucher promo ini sudah habis',
  code: 'Kode',
  until: (date: string) => `Berlaku sampai ${date}`,
  howTo: 'Masukkan kode voucher di halaman pembayaran.',
} as const;

/** /event/:kode: a promo event (list-voucher-event) and its vouchers with their codes. */
export function EventPage() {
  const { kode = '' } = useParams();
  const event = useEventVouchers(kode);
  const home = <Link to={paths.home.getHref()}>{eventTexts.home}</Link>;
  if (event.isPending)
    return (
      <div className={styles.page}>
        <SkeletonCard lines={4} label={eventTexts.loading} />
      </div>
    );
  if (event.isError) {
    const missing =
      event.error instanceof ApiError &&
      (event.error.httpStatus === 404 || event.error.httpStatus === 400);
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{missing ? eventTexts.notFound : eventTexts.failed}</h1>
        {missing ? (
          <EmptyState
            title={eventTexts.notFound}
            description={eventTexts.notFoundDescription}
            action={home}
          />
        ) : (
          <ErrorState
            title={eventTexts.failed}
            message={errorMessage(event.error)}
            onRetry={() => void event.refetch()}
            action={home}
          />
        )}
      </div>
    );
  }
  const { event: info, list } = event.data;
  return (
    <div className={styles.page}>
      <LazyImage
        src={info.gambar}
        alt=""
        className={`${styles.hero} ${styles.wide}`}
        width={1200}
        height={400}
      />
      <h1 className={styles.title}>{info.judul}</h1>
      {info.subjudul ? <p className={styles.lead}>{info.subjudul}</p> : null}
      <section className={styles.section} aria-labelledby="event-vouchers">
        <h2 id="event-vouchers" className={styles.subtitle}>
          {eventTexts.vouchers}
        </h2>
        {list.length === 0 ? (
          <EmptyState title={eventTexts.empty} action={home} />
        ) : (
          <ul className={styles.links}>
            {list.map((voucher) => (
              <li key={voucher.voucher_kode} className={styles.voucher}>
                <strong>{voucher.nama}</strong>
                <span>{voucher.deskripsi}</span>
                <span>
                  {eventTexts.code}:{' '}
                  <span className={styles.voucherCode}>{voucher.voucher_kode}</span>
                </span>
                <span className={styles.meta}>
                  {eventTexts.until(formatDate(voucher.berlaku_sampai, dateFormats.plain))}
                </span>
                {voucher.dapat_digunakan ? null : (
                  <span className={styles.notUsable}>{voucher.keterangan}</span>
                )}
              </li>
            ))}
          </ul>
        )}
        <p className={styles.meta}>{eventTexts.howTo}</p>
      </section>
    </div>
  );
}

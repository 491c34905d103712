import { dateFormats, formatCountdown, formatDate, formatRupiah } from '@lintas/domain/format';
import type { FlashSalePurchaseDetail } from '@lintas/domain/flashsale-schemas';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { PaymentInstructions } from '../../../components/ticket/payment-instructions';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useDeadlineCountdown } from '../../../hooks/use-countdown';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { openPaymentWebview } from '../../../lib/native-bridge';
import { useFlashSalePurchase } from '../api/flashsale-api';
import styles from './flashsale.module.css';

export const purchaseTexts = {
  loading: 'Memuat transaksi…',
  failed: 'Transaksi tidak dapat dimuat',
  notFound: 'Transaksi tidak ditemukan',
  notFoundDescription:
    'Transaksi ini tidak ada, atau dibuat di perangkat lain. Buka dari perangkat yang dipakai membeli, atau masuk dengan akun pembeli.',
  back: 'Kembali ke Flash Sale',
  pending: 'Menunggu pembayaran',
  payBefore: 'Bayar sebelum waktu habis:',
  howToPay: 'Instruksi Pembayaran',
  openPayment: 'Buka Halaman Pembayaran',
  paid: 'Pembayaran berhasil!',
  voucher: 'Kode voucher Anda',
  voucherHint: 'Masukkan kode ini di kolom voucher saat memesan tiket.',
  validUntil: 'Berlaku sampai',
  book: 'Pesan Tiket Sekarang',
  expired: 'Waktu pembayaran habis',
  expiredDescription: 'Pembelian ini tidak dibayar tepat waktu, sehingga stoknya dikembalikan.',
  cancelled: 'Pembelian dibatalkan',
  refund: 'Pembayaran Anda diterima setelah stok habis. Dana akan dikembalikan oleh tim kami.',
  summary: 'Ringkasan pembelian',
} as const;

function Summary({ detail }: { detail: FlashSalePurchaseDetail }) {
  return (
    <section className={styles.panel} aria-labelledby="summary-title">
      <h2 id="summary-title" className={styles.panelTitle}>
        {purchaseTexts.summary}
      </h2>
      <dl className={styles.summary}>
        <dt>Kode transaksi</dt>
        <dd>
          <strong>{detail.transaksi_kode}</strong>
        </dd>
        <dt>Card</dt>
        <dd>{detail.card.nama}</dd>
        <dt>Pembeli</dt>
        <dd>{detail.pemesan.nama}</dd>
        <dt>Harga</dt>
        <dd>{formatRupiah(detail.harga)}</dd>
        <dt>Biaya admin</dt>
        <dd>{formatRupiah(detail.admin_fee)}</dd>
        <dt className={styles.summaryTotal}>Total</dt>
        <dd className={styles.summaryTotal}>{formatRupiah(detail.total)}</dd>
      </dl>
    </section>
  );
}

function Pending({
  detail,
  onExpired,
}: {
  detail: FlashSalePurchaseDetail;
  onExpired: () => void;
}) {
  const left = useDeadlineCountdown(detail.expired_time) ?? 0;
  useEffect(() => {
    // The hold ran out while the page was open: the server now says expired.
    if (left === 0) onExpired();
  }, [left === 0]); // eslint-disable-line react-hooks/exhaustive-deps
  const payment = detail.pembayaran;
  return (
    <>
      <p className={styles.sessionBar} role="status">
        <strong>{purchaseTexts.pending}</strong>
        <span>
          {purchaseTexts.payBefore}{' '}
          <span className={styles.timer} role="timer">
            {formatCountdown(left)}
          </span>
        </span>
      </p>
      {payment ? (
        <section className={styles.panel} aria-labelledby="howto-title">
          <h2 id="howto-title" className={styles.panelTitle}>
            {purchaseTexts.howToPay}
          </h2>
          <PaymentInstructions
            payment={payment}
            action={
              payment.redirect_url ? (
                <a
                  className={styles.payLink}
                  href={payment.redirect_url}
                  onClick={(event) => {
                    event.preventDefault();
                    openPaymentWebview(payment.redirect_url as string, 'Pembayaran');
                  }}
                >
                  {payment.grup_kode === 'ewallet'
                    ? `Bayar dengan ${payment.nama_pembayaran}`
                    : purchaseTexts.openPayment}
                </a>
              ) : null
            }
          />
        </section>
      ) : null}
    </>
  );
}

function Paid({ detail }: { detail: FlashSalePurchaseDetail }) {
  return (
    <section className={styles.panel} aria-labelledby="paid-title">
      <h2 id="paid-title" className={styles.panelTitle}>
        {purchaseTexts.paid}
      </h2>
      {detail.voucher_kode ? (
        <>
          <p>{purchaseTexts.voucher}</p>
          <p className={styles.voucherCode} data-testid="voucher-code">
            {detail.voucher_kode}
          </p>
          <p className={styles.lead}>
            {purchaseTexts.voucherHint}
            {detail.voucher_berlaku_sampai
              ? ` ${purchaseTexts.validUntil} ${formatDate(detail.voucher_berlaku_sampai, dateFormats.long)}.`
              : ''}
          </p>
          <Link className={styles.actionLink} to={paths.home.getHref()}>
            {purchaseTexts.book}
          </Link>
        </>
      ) : null}
    </section>
  );
}

/** /flashsale/transaksi/:kode: how to pay, then the voucher the purchase gave. */
export function FlashSalePurchasePage() {
  const code = (useParams().kode ?? '').toUpperCase();
  const purchase = useFlashSalePurchase(code);
  let body;
  if (purchase.isPending) body = <SkeletonCard lines={5} label={purchaseTexts.loading} />;
  else if (purchase.isError) {
    const missing =
      purchase.error instanceof ApiError &&
      (purchase.error.code === 'NOT_FOUND' || purchase.error.code === 'VALIDATION_ERROR');
    body = missing ? (
      <EmptyState
        title={purchaseTexts.notFound}
        description={purchaseTexts.notFoundDescription}
        action={<Link to={paths.flashSale.getHref()}>{purchaseTexts.back}</Link>}
      />
    ) : (
      <ErrorState
        title={purchaseTexts.failed}
        message={errorMessage(purchase.error)}
        onRetry={() => void purchase.refetch()}
      />
    );
  } else {
    const detail = purchase.data;
    body = (
      <div className={styles.detail}>
        <div className={styles.section}>
          {detail.perlu_refund ? (
            <p className={styles.notice} role="status">
              {purchaseTexts.refund}
            </p>
          ) : null}
          {detail.status === 'pending' ? (
            <Pending detail={detail} onExpired={() => void purchase.refetch()} />
          ) : detail.status === 'paid' ? (
            <Paid detail={detail} />
          ) : (
            <EmptyState
              title={detail.status === 'expired' ? purchaseTexts.expired : purchaseTexts.cancelled}
              description={purchaseTexts.expiredDescription}
              action={<Link to={paths.flashSale.getHref()}>{purchaseTexts.back}</Link>}
            />
          )}
        </div>
        <Summary detail={detail} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Transaksi Flash Sale</h1>
      {body}
    </div>
  );
}

import { formatCountdown, formatDate, formatRupiah, formatTime } from '@lintas/domain/format';
import type { ReservationDetail } from '@lintas/domain/reservation-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PaymentInstructions } from '../../../components/ticket/payment-instructions';
import { ETicket } from '../../../components/ticket/e-ticket';
import { TripLegs } from '../../../components/ticket/trip-legs';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PriceLines } from '../../../components/ui/price-lines';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useDeadlineCountdown } from '../../../hooks/use-countdown';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { openPaymentWebview } from '../../../lib/native-bridge';
import { toast } from '../../../stores/toast-store';
import { cancelReservation } from '../api/cancel-reservation';
import { usePaymentStatus } from '../api/check-payment';
import { useReservation } from '../api/get-reservation';
import { ChangeMethod } from './change-method';
import styles from './reservation.module.css';

function deadlineText(detail: ReservationDetail): string {
  const [date = '', time = ''] = detail.expired_time_lokal.split(' ');
  const zone = detail.perjalanan[0]?.zona_waktu_berangkat ?? 'WIB';
  return `${formatDate(date, 'ddd, DD MMM YYYY')}, ${formatTime(time)} ${zone}`;
}

function PendingView({ detail, onRefresh }: { detail: ReservationDetail; onRefresh: () => void }) {
  const secondsLeft = useDeadlineCountdown(detail.expired_time) ?? 0;
  const [changing, setChanging] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const payment = detail.pembayaran;
  const urgent = secondsLeft > 0 && secondsLeft <= 5 * 60;

  useEffect(() => {
    // The hold ran out while the page was open: ask the server, which now says expired.
    if (secondsLeft === 0) onRefresh();
  }, [secondsLeft === 0]); // eslint-disable-line react-hooks/exhaustive-deps

  const cancel = async () => {
    setCancelling(true);
    setCancelError(null);
    try {
      await cancelReservation(detail.reservasi_kode);
      setConfirmCancel(false);
      toast('Pesanan dibatalkan', { type: 'info', duration: 2000 });
      onRefresh();
    } catch (error) {
      setConfirmCancel(false);
      setCancelError(errorMessage(error));
      onRefresh();
    } finally {
      setCancelling(false);
    }
  };

  return (
    <>
      <section className={`${styles.banner} ${styles.pending}`} aria-labelledby="status-heading">
        <p className={styles.bannerLabel}>Kode booking {detail.reservasi_kode}</p>
        <h2 id="status-heading" className={styles.bannerTitle}>
          Menunggu Pembayaran
        </h2>
        <p className={styles.bannerText}>Selesaikan pembayaran dalam</p>
        <p
          className={`${styles.countdown} ${urgent ? styles.urgent : ''}`}
          role="timer"
          aria-live="off"
          aria-label={`Sisa waktu ${formatCountdown(secondsLeft)}`}
        >
          {formatCountdown(secondsLeft)}
        </p>
        <p className={styles.bannerText}>Batas waktu: {deadlineText(detail)}</p>
        <p className={styles.live} aria-live="polite">
          <span className={styles.pulse} aria-hidden="true" /> Status diperbarui otomatis setelah
          pembayaran diterima.
        </p>
      </section>

      {payment ? (
        <section className={styles.card} aria-labelledby="howto-heading">
          <h2 id="howto-heading" className={styles.cardTitle}>
            Instruksi Pembayaran
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
                  Buka Halaman Pembayaran
                </a>
              ) : null
            }
          />
        </section>
      ) : (
        <ErrorState
          title="Tagihan belum tersedia"
          message="Tagihan pembayaran untuk pesanan ini belum tersedia. Silakan ganti metode pembayaran."
        />
      )}

      {changing ? (
        <ChangeMethod
          code={detail.reservasi_kode}
          current={detail.jenis_pembayaran_kode}
          onClose={() => setChanging(false)}
          onChanged={() => {
            setChanging(false);
            toast('Metode pembayaran diganti', { type: 'success', duration: 2000 });
            onRefresh();
          }}
        />
      ) : null}

      {cancelError ? (
        <p className={styles.errorBox} role="alert">
          {cancelError}
        </p>
      ) : null}

      <div className={styles.actionsRow}>
        {!changing ? (
          <Button variant="secondary" onClick={() => setChanging(true)}>
            Ganti Metode Pembayaran
          </Button>
        ) : null}
        <Button
          variant="ghost"
          className={styles.cancelButton}
          onClick={() => setConfirmCancel(true)}
        >
          Batalkan Pesanan
        </Button>
      </div>

      <TripAndPrice detail={detail} />

      <ConfirmDialog
        open={confirmCancel}
        title="Batalkan pesanan?"
        confirmText="Ya, Batalkan"
        cancelText="Tidak"
        danger
        busy={cancelling}
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => void cancel()}
      >
        <p>
          Kursi yang Anda pesan akan dilepas dan pesanan {detail.reservasi_kode} tidak dapat dibayar
          lagi.
        </p>
      </ConfirmDialog>
    </>
  );
}

function TripAndPrice({ detail }: { detail: ReservationDetail }) {
  return (
    <div className={styles.twoCol}>
      <section className={styles.card} aria-labelledby="trip-heading">
        <h2 id="trip-heading" className={styles.cardTitle}>
          Detail Perjalanan
        </h2>
        <TripLegs legs={detail.perjalanan} />
      </section>
      <section className={styles.card} aria-labelledby="price-heading">
        <h2 id="price-heading" className={styles.cardTitle}>
          Rincian Harga
        </h2>
        <PriceLines lines={detail.rincian} />
      </section>
    </div>
  );
}

function EndedView({ detail }: { detail: ReservationDetail }) {
  const expired = detail.status === 'expired';
  return (
    <>
      <section className={`${styles.banner} ${styles.ended}`} aria-labelledby="status-heading">
        <p className={styles.bannerLabel}>Kode booking {detail.reservasi_kode}</p>
        <h2 id="status-heading" className={styles.bannerTitle}>
          {expired ? 'Batas Waktu Pembayaran Habis' : 'Pesanan Dibatalkan'}
        </h2>
        <p className={styles.bannerText}>
          {expired
            ? 'Pembayaran tidak kami terima sebelum batas waktu, jadi kursi sudah dilepas untuk penumpang lain. Jangan membayar tagihan lama pesanan ini.'
            : 'Pesanan ini telah dibatalkan dan kursinya sudah dilepas. Tagihannya tidak dapat dibayar lagi.'}
        </p>
        {detail.status_refund === 'required' ? (
          <p className={styles.bannerText}>
            Pembayaran Anda diterima setelah batas waktu. Dana akan kami kembalikan; tim kami akan
            menghubungi {detail.pemesan.email}.
          </p>
        ) : null}
        <Link className={styles.payLink} to={paths.home.getHref()}>
          Cari Jadwal Lagi
        </Link>
      </section>
      <TripAndPrice detail={detail} />
    </>
  );
}

function PaidView({ detail }: { detail: ReservationDetail }) {
  return (
    <>
      <section
        className={`${styles.banner} ${styles.paid} no-print`}
        aria-labelledby="status-heading"
        role="status"
      >
        <p className={styles.bannerLabel}>Kode booking {detail.reservasi_kode}</p>
        <h2 id="status-heading" className={styles.bannerTitle}>
          <span aria-hidden="true">✓</span> Pembayaran Berhasil
        </h2>
        <p className={styles.bannerText}>
          Terima kasih! Pembayaran {formatRupiah(detail.total)} sudah kami terima. Simpan atau cetak
          e-tiket di bawah ini; pesanan juga bisa dibuka lagi lewat menu Cek Pesanan.
        </p>
      </section>
      <ETicket detail={detail} onPrint={() => window.print()} />
      <section className={`${styles.card} no-print`} aria-labelledby="price-heading">
        <h2 id="price-heading" className={styles.cardTitle}>
          Rincian Pembayaran
        </h2>
        <PriceLines lines={detail.rincian} />
      </section>
    </>
  );
}

/** Step 6: pay (instructions, countdown, simulator link), the status by itself, then the ticket. */
export function ReservationPage({ code }: { code: string }) {
  const queryClient = useQueryClient();
  const reservation = useReservation(code);
  const detail = reservation.data;
  const pending = detail?.status === 'pending';
  const status = usePaymentStatus(code, detail?.pembayaran?.payment_kode, pending);

  useEffect(() => {
    const result = status.data;
    if (!result || !detail) return;
    if (
      result.status !== detail.status ||
      (result.pembayaran && result.pembayaran.payment_kode !== detail.pembayaran?.payment_kode)
    ) {
      void queryClient.invalidateQueries({ queryKey: ['reservation', code] });
    }
  }, [status.data]); // eslint-disable-line react-hooks/exhaustive-deps

  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['reservation', code] });

  if (reservation.isLoading) return <SkeletonCard lines={6} label="Memuat pesanan…" />;
  if (reservation.error || !detail) {
    const error = reservation.error;
    if (
      error instanceof ApiError &&
      (error.httpStatus === 404 ||
        error.code === 'RESERVATION_NOT_FOUND' ||
        error.httpStatus === 400)
    ) {
      return (
        <EmptyState
          icon="🔎"
          title="Pesanan tidak ditemukan"
          description="Pesanan ini tidak ada atau tidak dapat dibuka dari perangkat ini. Cek pesanan Anda dengan kode booking dan email atau nomor telepon pemesan."
          action={<Link to={paths.lookup.getHref(code)}>Cek Pesanan</Link>}
        />
      );
    }
    return <ErrorState message={errorMessage(error)} onRetry={() => void reservation.refetch()} />;
  }

  return (
    <div className={styles.page} data-status={detail.status}>
      {detail.status === 'pending' ? <PendingView detail={detail} onRefresh={refresh} /> : null}
      {detail.status === 'paid' ? <PaidView detail={detail} /> : null}
      {detail.status === 'expired' || detail.status === 'cancelled' ? (
        <EndedView detail={detail} />
      ) : null}
    </div>
  );
}

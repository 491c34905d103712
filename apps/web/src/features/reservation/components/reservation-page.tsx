import { formatCountdown, formatRupiah } from '@lintas/domain/format';
import type { ReservationDetail } from '@lintas/domain/reservation-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { TicketSearchIcon } from '../../../components/ui/icons';
import { PaymentInstructions } from '../../../components/ticket/payment-instructions';
import { BookAgainButton } from '../../../components/ticket/book-again-button';
import { ETicket } from '../../../components/ticket/e-ticket';
import { TripLegs } from '../../../components/ticket/trip-legs';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PriceLines } from '../../../components/ui/price-lines';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useDeadlineCountdown } from '../../../hooks/use-countdown';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { openPaymentWebview } from '../../../lib/native-bridge';
import { departureHasLeft } from '../../../lib/ticket-actions';
import { usePaymentStatus } from '../api/check-payment';
import { useReservation } from '../api/get-reservation';
import { deadlineText } from '../lib/deadline';
import { paidPriceLines } from '../lib/paid-price-lines';
import { ContactGate } from './contact-gate';
import { PaidCancellation } from './paid-cancellation';
import { RefundNote } from './refund-note';
import { PaidTicketActions, ReservationActions } from './reservation-actions';
import styles from './reservation.module.css';
import { sendOrderDetailUrl } from '../../../lib/native-bridge';

function PendingView({ detail, onRefresh }: { detail: ReservationDetail; onRefresh: () => void }) {
  const secondsLeft = useDeadlineCountdown(detail.expired_time) ?? 0;
  const payment = detail.pembayaran;
  const urgent = secondsLeft > 0 && secondsLeft <= 5 * 60;

  useEffect(() => {
    // The hold ran out while the page was open: ask the server, which now says expired.
    if (secondsLeft === 0) onRefresh();
  }, [secondsLeft === 0]); // eslint-disable-line react-hooks/exhaustive-deps

  // Phone: one column (status, how to pay, actions, trip, price). A wide desktop: the
  // status and instructions on the left, the trip, price and actions beside them.
  return (
    <div className={styles.split}>
      <div className={styles.splitMain}>
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
                    {/* The server's steps for an e-wallet name this button (payments/payment-instructions.ts). */}
                    {payment.grup_kode === 'ewallet'
                      ? `Bayar dengan ${payment.nama_pembayaran}`
                      : 'Buka Halaman Pembayaran'}
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
      </div>
      <aside className={styles.splitAside} aria-label="Ringkasan pesanan">
        <div className={styles.asideActions}>
          <ReservationActions detail={detail} onRefresh={onRefresh} />
        </div>
        <TripAndPrice detail={detail} stacked />
      </aside>
    </div>
  );
}

function TripAndPrice({
  detail,
  stacked = false,
}: {
  detail: ReservationDetail;
  stacked?: boolean;
}) {
  return (
    <div className={stacked ? styles.stack : styles.twoCol}>
      <section className={styles.card} aria-labelledby="trip-heading">
        <h2 id="trip-heading" className={styles.cardTitle}>
          Detail Perjalanan
        </h2>
        {/* A booking still to pay may see its departure moved; an ended one shows none. */}
        <TripLegs legs={detail.perjalanan} showStatus={detail.status === 'pending'} />
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

/** Why an ended booking ended, in its banner's words. */
function endedText(detail: ReservationDetail): { title: string; text: string } {
  if (detail.status === 'expired')
    return {
      title: 'Batas Waktu Pembayaran Habis',
      text: 'Pembayaran tidak kami terima sebelum batas waktu, jadi kursi sudah dilepas untuk penumpang lain. Jangan membayar tagihan lama pesanan ini.',
    };
  if (detail.dibayar_pada === null)
    return {
      title: 'Pesanan Dibatalkan',
      text: 'Pesanan ini telah dibatalkan dan kursinya sudah dilepas. Tagihannya tidak dapat dibayar lagi.',
    };
  // Paid, then cancelled by its booker (decision 0037): what came back and where it stands,
  // all of it when the passengers were cancelled in more than one go (decision 0046).
  const owned = (detail.refund ?? []).filter((item) => item.alasan_kode === 'dibatalkan_pelanggan');
  const refund =
    owned.length > 0
      ? {
          jumlah: owned.reduce((sum, item) => sum + item.jumlah, 0),
          status: owned.every((item) => item.status === 'refunded') ? 'refunded' : 'required',
        }
      : null;
  return {
    title: refund
      ? refund.status === 'refunded'
        ? `Dibatalkan — refund ${formatRupiah(refund.jumlah)} dikembalikan`
        : `Dibatalkan — refund ${formatRupiah(refund.jumlah)} diproses`
      : 'Tiket Dibatalkan',
    text: refund
      ? 'Tiket ini Anda batalkan; kursinya sudah dilepas dan e-tiketnya tidak berlaku lagi. Dana dikembalikan ke metode pembayaran Anda.'
      : 'Tiket ini Anda batalkan; kursinya sudah dilepas dan e-tiketnya tidak berlaku lagi. Sesuai kebijakan operator, tidak ada dana yang dikembalikan.',
  };
}

/**
 * A booking moved to another departure (ubah-jadwal, decision 0040): its status is
 * cancelled, but nobody cancelled the trip: it goes on as the new booking, which is the one
 * to open. One notice says so (not the banner of a ticket its booker cancelled).
 */
function MovedAwayView({ detail, movedTo }: { detail: ReservationDetail; movedTo: string }) {
  return (
    <>
      <section
        className={`${styles.banner} ${styles.ended}`}
        aria-labelledby="status-heading"
        role="status"
      >
        <p className={styles.bannerLabel}>Kode booking {detail.reservasi_kode}</p>
        <h2 id="status-heading" className={styles.bannerTitle} tabIndex={-1}>
          Jadwal Dipindahkan
        </h2>
        <p className={styles.bannerText}>
          Tiket ini sudah dipindahkan ke jadwal baru dengan kode booking <strong>{movedTo}</strong>.
          E-tiket lama ini tidak berlaku lagi untuk naik; gunakan e-tiket yang baru.
        </p>
        <Link className={styles.payLink} to={paths.reservation.getHref(movedTo)}>
          Lihat Tiket Baru
        </Link>
      </section>
      <RefundNote detail={detail} />
      <TripAndPrice detail={detail} />
    </>
  );
}

function EndedView({ detail }: { detail: ReservationDetail }) {
  if (detail.dipindahkan_ke)
    return <MovedAwayView detail={detail} movedTo={detail.dipindahkan_ke} />;
  const { title, text } = endedText(detail);
  return (
    <>
      <section className={`${styles.banner} ${styles.ended}`} aria-labelledby="status-heading">
        <p className={styles.bannerLabel}>Kode booking {detail.reservasi_kode}</p>
        <h2 id="status-heading" className={styles.bannerTitle} tabIndex={-1}>
          {title}
        </h2>
        <p className={styles.bannerText}>{text}</p>
        {detail.status === 'expired' && detail.status_refund === 'required' ? (
          <p className={styles.bannerText}>
            Pembayaran Anda diterima setelah batas waktu. Dana akan kami kembalikan; tim kami akan
            menghubungi {detail.pemesan.email}.
          </p>
        ) : null}
        <div className={styles.bookAgain}>
          <BookAgainButton detail={detail} withContact />
        </div>
        <Link className={styles.payLink} to={paths.home.getHref()}>
          Cari Jadwal Lagi
        </Link>
      </section>
      <RefundNote detail={detail} />
      <TripAndPrice detail={detail} />
    </>
  );
}

/**
 * A paid booking whose departure the operator cancelled: the money is owed back (the
 * refund card says where it stands) and the ticket no longer boards, so no e-ticket or QR
 * is offered.
 */
function CancelledDepartureView({ detail }: { detail: ReservationDetail }) {
  return (
    <>
      <section
        className={`${styles.banner} ${styles.ended}`}
        aria-labelledby="status-heading"
        role="status"
      >
        <p className={styles.bannerLabel}>Kode booking {detail.reservasi_kode}</p>
        <h2 id="status-heading" className={styles.bannerTitle}>
          Keberangkatan Dibatalkan Operator
        </h2>
        <p className={styles.bannerText}>
          Mohon maaf, operator membatalkan keberangkatan ini. Pembayaran{' '}
          {formatRupiah(detail.total)} dikembalikan ke metode pembayaran Anda; e-tiket tidak berlaku
          lagi.
        </p>
        <div className={styles.bookAgain}>
          <BookAgainButton detail={detail} withContact />
        </div>
      </section>
      <RefundNote detail={detail} />
      <TripAndPrice detail={detail} />
    </>
  );
}

function PaidView({ detail, onRefresh }: { detail: ReservationDetail; onRefresh: () => void }) {
  if ((detail.refund ?? []).some((refund) => refund.alasan_kode === 'keberangkatan_dibatalkan'))
    return <CancelledDepartureView detail={detail} />;
  const movedFrom = detail.dipindahkan_dari;
  // What the move itself cost and was paid now (the fee and any dearer fare), if anything.
  const movePaid = detail.pembayaran?.status === 'paid' ? detail.pembayaran.jumlah : 0;
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
        {movedFrom ? (
          // The new booking of a move: its total is the whole ticket's price (what the old
          // booking paid, plus the move), not what was paid just now.
          <p className={styles.bannerText}>
            Tiket pengganti {movedFrom} (jadwal lama) — total harga tiket{' '}
            {formatRupiah(detail.total)}.
            {movePaid > 0
              ? ` Pembayaran perubahan jadwal ${formatRupiah(movePaid)} sudah kami terima.`
              : ''}{' '}
            Simpan atau cetak e-tiket di bawah ini; pesanan juga bisa dibuka lagi lewat menu Cek
            Pesanan. <Link to={paths.reservation.getHref(movedFrom)}>Lihat tiket lama</Link>
          </p>
        ) : (
          <p className={styles.bannerText}>
            Terima kasih! Pembayaran {formatRupiah(detail.total)} sudah kami terima. Simpan atau
            cetak e-tiket di bawah ini; pesanan juga bisa dibuka lagi lewat menu Cek Pesanan.
          </p>
        )}
      </section>
      <RefundNote detail={detail} />
      <div className={styles.split}>
        <div className={styles.splitMain}>
          <ETicket detail={detail} onPrint={() => window.print()} />
        </div>
        <aside className={`${styles.splitAside} no-print`} aria-label="Ringkasan pembayaran">
          <section className={styles.card} aria-labelledby="price-heading">
            <h2 id="price-heading" className={styles.cardTitle}>
              Rincian Pembayaran
            </h2>
            <PriceLines lines={paidPriceLines(detail)} />
          </section>
          <section className={styles.card} aria-labelledby="again-heading">
            <h2 id="again-heading" className={styles.cardTitle}>
              Perjalanan yang sama lagi?
            </h2>
            <p className={styles.cardHint}>Rute dan data pemesan terisi; tinggal pilih tanggal.</p>
            <BookAgainButton detail={detail} withContact />
          </section>
          {departureHasLeft(detail) ? (
            // The server refuses both now; say so instead of offering a button that fails.
            <p className={styles.cardHint} role="note">
              Bus sudah berangkat; tiket ini tidak dapat dibatalkan atau diubah jadwalnya lagi.
            </p>
          ) : (
            <>
              <PaidTicketActions detail={detail} />
              <PaidCancellation detail={detail} onCancelled={onRefresh} />
            </>
          )}
        </aside>
      </div>
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

  // Inside the apps: the host keeps this order's page to open it again from its own list.
  const loadedCode = detail?.reservasi_kode;
  useEffect(() => {
    if (loadedCode) sendOrderDetailUrl(window.location.href);
  }, [loadedCode]);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['reservation', code] });

  // A booking that ends while its page is open (cancelled here, or expired): its card
  // and buttons are gone, so the person is taken to the new status at the top, read out.
  const shownStatus = detail?.status;
  const previousStatus = useRef(shownStatus);
  useEffect(() => {
    const before = previousStatus.current;
    previousStatus.current = shownStatus;
    if (!before || before === shownStatus) return;
    if (shownStatus === 'cancelled' || shownStatus === 'expired') {
      document.getElementById('status-heading')?.focus();
    }
  }, [shownStatus]);

  if (reservation.isLoading) return <SkeletonCard lines={6} label="Memuat pesanan…" />;
  if (reservation.error || !detail) {
    const error = reservation.error;
    // Not this device's booking (or no such code: the server will not say which): the
    // booker proves the e-mail or phone and this device gets its own guest token.
    if (
      error instanceof ApiError &&
      (error.httpStatus === 404 || error.code === 'RESERVATION_NOT_FOUND')
    ) {
      return (
        <ContactGate
          code={code}
          onOpened={() => queryClient.invalidateQueries({ queryKey: ['reservation', code] })}
        />
      );
    }
    if (error instanceof ApiError && error.httpStatus === 400) {
      return (
        <EmptyState
          icon={<TicketSearchIcon />}
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
      {detail.status === 'paid' ? <PaidView detail={detail} onRefresh={refresh} /> : null}
      {detail.status === 'expired' || detail.status === 'cancelled' ? (
        <EndedView detail={detail} />
      ) : null}
    </div>
  );
}

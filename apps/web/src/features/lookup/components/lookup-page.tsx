import { formatCountdown, formatRupiah } from '@lintas/domain/format';
import type { ReservationDetail } from '@lintas/domain/reservation-schemas';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AccessLinkOffer } from '../../../components/journey/access-link-offer';
import { BookAgainButton } from '../../../components/ticket/book-again-button';
import { ETicket } from '../../../components/ticket/e-ticket';
import { PaymentInstructions } from '../../../components/ticket/payment-instructions';
import { TripLegs } from '../../../components/ticket/trip-legs';
import { Button } from '../../../components/ui/button';
import { PriceLines } from '../../../components/ui/price-lines';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useDeadlineCountdown } from '../../../hooks/use-countdown';
import { ApiError, errorMessage } from '../../../lib/api-client';
import {
  guestContactMessages,
  lookupGuestBooking,
  sendAccessLink,
  validateGuestContact,
} from '../../../lib/guest-lookup';
import styles from './lookup.module.css';

export const lookupMessages = {
  codeRequired: 'Harap isi kode booking',
  codeInvalid: 'Kode booking hanya berisi huruf, angka dan tanda hubung',
  ...guestContactMessages,
} as const;

function validateCode(value: string): string | null {
  const code = value.trim();
  if (!code) return lookupMessages.codeRequired;
  if (!/^[A-Za-z0-9-]{3,40}$/.test(code)) return lookupMessages.codeInvalid;
  return null;
}

const statusText: Record<ReservationDetail['status'], string> = {
  pending: 'Menunggu Pembayaran',
  paid: 'Lunas',
  expired: 'Kedaluwarsa',
  cancelled: 'Dibatalkan',
};

/**
 * What the owner of an unpaid booking can do besides paying (change the method, cancel):
 * the reservation feature's actions, composed in by src/app. `refresh` asks again.
 */
type PendingActions = (detail: ReservationDetail, refresh: () => void) => ReactNode;

function PendingResult({ detail, actions }: { detail: ReservationDetail; actions: ReactNode }) {
  const left = useDeadlineCountdown(detail.expired_time) ?? 0;
  return (
    <>
      <section className={styles.card} aria-labelledby="lookup-status">
        <h2 id="lookup-status" className={styles.cardTitle}>
          {detail.reservasi_kode} · <span className={styles.pendingText}>{statusText.pending}</span>
        </h2>
        <p className={styles.muted}>
          Bayar {formatRupiah(detail.total)} dalam{' '}
          <strong role="timer" className={styles.timer}>
            {formatCountdown(left)}
          </strong>
          .
        </p>
        {detail.pembayaran ? <PaymentInstructions payment={detail.pembayaran} /> : null}
        {/* The look-up gave this device a guest token: the booking's own page (payment
            link, live status) opens here as in the browser that booked. */}
        <Link className={styles.payLink} to={paths.reservation.getHref(detail.reservasi_kode)}>
          Lanjutkan Pembayaran
        </Link>
      </section>
      {actions}
      <section className={styles.card} aria-labelledby="lookup-trip">
        <h2 id="lookup-trip" className={styles.cardTitle}>
          Detail Perjalanan
        </h2>
        {/* Still to pay: a departure moved since the booking says so (decision 0039). */}
        <TripLegs legs={detail.perjalanan} showStatus />
        <PriceLines lines={detail.rincian} />
      </section>
    </>
  );
}

function Result({ detail, actions }: { detail: ReservationDetail; actions: ReactNode }) {
  if (detail.status === 'paid')
    return (
      <>
        <ETicket detail={detail} onPrint={() => window.print()} />
        {/* The look-up's answer masks the e-mail and phone: only the route and name travel. */}
        <div className={`${styles.bookAgain} no-print`}>
          <BookAgainButton detail={detail} withContact={false} />
        </div>
        {/* This device now holds the booking's guest token: its own page offers moving and cancelling. */}
        <Link
          className={`${styles.payLink} no-print`}
          to={paths.reservation.getHref(detail.reservasi_kode)}
        >
          Kelola Pesanan (ubah jadwal, batalkan tiket)
        </Link>
      </>
    );
  if (detail.status === 'pending') return <PendingResult detail={detail} actions={actions} />;
  // Moved to another departure (ubah-jadwal): the new booking is the ticket now.
  if (detail.dipindahkan_ke)
    return (
      <section className={styles.card} aria-labelledby="lookup-status">
        <h2 id="lookup-status" className={styles.cardTitle}>
          {detail.reservasi_kode} · Dipindahkan
        </h2>
        <p className={styles.muted}>
          Jadwal pesanan ini sudah diubah: tiketnya kini kode booking{' '}
          <strong>{detail.dipindahkan_ke}</strong>. E-tiket lama tidak berlaku lagi untuk naik.
        </p>
        <Link className={styles.payLink} to={paths.reservation.getHref(detail.dipindahkan_ke)}>
          Lihat Tiket Baru
        </Link>
      </section>
    );
  return (
    <section className={styles.card} aria-labelledby="lookup-status">
      <h2 id="lookup-status" className={styles.cardTitle}>
        {detail.reservasi_kode} · {statusText[detail.status]}
      </h2>
      <p className={styles.muted}>
        {detail.status === 'expired'
          ? 'Batas waktu pembayaran pesanan ini telah habis dan kursinya sudah dilepas.'
          : 'Pesanan ini telah dibatalkan dan kursinya sudah dilepas.'}
      </p>
      {detail.status === 'cancelled' && detail.dibayar_pada !== null ? (
        <Link className={styles.payLink} to={paths.reservation.getHref(detail.reservasi_kode)}>
          Lihat status refund
        </Link>
      ) : null}
      <TripLegs legs={detail.perjalanan} showSeats={false} />
      <div className={styles.bookAgain}>
        <BookAgainButton detail={detail} withContact={false} />
      </div>
      <Link to={paths.home.getHref()}>Cari jadwal baru</Link>
    </section>
  );
}

/**
 * Step 7: a guest opens a booking with its code and the booker's e-mail or phone. The
 * look-up gives this device a guest token, so an unpaid booking offers what its own
 * browser offers: the payment page and, through `pendingActions`, change method and cancel.
 */
export function LookupPage({ pendingActions }: { pendingActions?: PendingActions }) {
  const [searchParams] = useSearchParams();
  const [code, setCode] = useState(searchParams.get('kode') ?? '');
  const [contact, setContact] = useState('');
  const [errors, setErrors] = useState<{ code?: string | null; contact?: string | null }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ReservationDetail | null>(null);
  // What found `result`: asked again after a change or a cancel (a match never counts
  // against the look-up limit).
  const [found, setFound] = useState<{ code: string; contact: string } | null>(null);
  // The code of the last look-up that failed: its booker can be e-mailed a link instead.
  const [failedCode, setFailedCode] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const contactRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { code: validateCode(code), contact: validateGuestContact(contact) };
    setErrors(next);
    setFormError(null);
    if (next.code) {
      codeRef.current?.focus();
      return;
    }
    if (next.contact) {
      contactRef.current?.focus();
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      const query = { code: code.trim().toUpperCase(), contact: contact.trim() };
      const detail = await lookupGuestBooking(query.code, query.contact);
      setFound(query);
      setResult(detail);
      requestAnimationFrame(() => resultRef.current?.focus());
    } catch (error) {
      if (error instanceof ApiError && error.isAborted) return;
      setFailedCode(code.trim().toUpperCase());
      if (
        error instanceof ApiError &&
        (error.httpStatus === 404 || error.code === 'RESERVATION_NOT_FOUND')
      )
        setFormError(lookupMessages.notFound);
      else setFormError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const refresh = () => {
    if (!found) return;
    lookupGuestBooking(found.code, found.contact).then(setResult, (error: unknown) => {
      if (error instanceof ApiError && error.isAborted) return;
      setFormError(errorMessage(error));
    });
  };

  return (
    <div className={styles.page}>
      <form
        className={styles.card}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-labelledby="lookup-form-title"
      >
        <h2 id="lookup-form-title" className={styles.cardTitle}>
          Temukan pesanan Anda
        </h2>
        <p className={styles.muted}>
          Masukkan kode booking dari email atau SMS konfirmasi, lalu email atau nomor telepon yang
          dipakai saat memesan.
        </p>
        <TextField
          ref={codeRef}
          label="Kode booking"
          name="reservasi_kode"
          value={code}
          autoCapitalize="characters"
          autoComplete="off"
          // The real format ('LTS' + 10 letters and digits, as the confirmation writes it).
          placeholder="Contoh: LTS7KQ2MX9HPA"
          required
          error={errors.code}
          onChange={(event) => {
            setCode(event.target.value.toUpperCase().slice(0, 40));
            if (errors.code) setErrors((current) => ({ ...current, code: null }));
          }}
        />
        <TextField
          ref={contactRef}
          label="Email atau nomor telepon pemesan"
          name="pemesan_email_telp"
          value={contact}
          autoComplete="email"
          placeholder="nama@email.com atau 0812…"
          required
          error={errors.contact}
          onChange={(event) => {
            setContact(event.target.value.slice(0, 254));
            if (errors.contact) setErrors((current) => ({ ...current, contact: null }));
          }}
        />
        {formError ? (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        ) : null}
        <Button type="submit" block loading={busy} loadingText="Mencari…">
          Cek Pesanan
        </Button>
        {formError && failedCode ? (
          <AccessLinkOffer key={failedCode} onSend={() => sendAccessLink(failedCode)} />
        ) : null}
      </form>
      <div ref={resultRef} tabIndex={-1} className={styles.result} aria-live="polite">
        {result ? (
          <Result detail={result} actions={pendingActions?.(result, refresh) ?? null} />
        ) : null}
      </div>
    </div>
  );
}

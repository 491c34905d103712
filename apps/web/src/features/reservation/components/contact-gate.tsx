import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AccessLinkOffer } from '../../../components/journey/access-link-offer';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import {
  guestContactMessages,
  lookupGuestBooking,
  sendAccessLink,
  validateGuestContact,
} from '../../../lib/guest-lookup';
import styles from './reservation.module.css';

/**
 * /reservasi/<kode> on a device that cannot open the booking (no guest token here, not
 * the owner's account): instead of a dead end, ask for the e-mail or phone used when
 * booking. The look-up (rate-limited by the server like /cek-pesanan) gives this device a
 * guest token; `onOpened` then asks for the booking again, which now answers.
 */
export function ContactGate({ code, onOpened }: { code: string; onOpened: () => Promise<void> }) {
  const [contact, setContact] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const contactRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateGuestContact(contact);
    setFieldError(invalid);
    setFormError(null);
    if (invalid) {
      contactRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      // The code as the page address has it: the token is kept under that spelling too.
      await lookupGuestBooking(code.trim(), contact.trim());
      await onOpened();
    } catch (error) {
      if (error instanceof ApiError && error.isAborted) return;
      setFormError(
        error instanceof ApiError &&
          (error.httpStatus === 404 || error.code === 'RESERVATION_NOT_FOUND')
          ? guestContactMessages.notFound
          : errorMessage(error),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.card}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="contact-gate-title"
    >
      <h2 id="contact-gate-title" className={styles.cardTitle}>
        Buka pesanan {code}
      </h2>
      <p className={styles.muted}>
        Pesanan ini belum tersimpan di perangkat ini. Masukkan email atau nomor telepon yang dipakai
        saat memesan untuk melihat, membayar, mengganti metode pembayaran atau membatalkannya.
      </p>
      <TextField
        ref={contactRef}
        label="Email atau nomor telepon pemesan"
        name="pemesan_email_telp"
        value={contact}
        autoComplete="email"
        placeholder="nama@email.com atau 0812…"
        required
        error={fieldError}
        onChange={(event) => {
          setContact(event.target.value.slice(0, 254));
          if (fieldError) setFieldError(null);
        }}
      />
      {formError ? (
        <p className={styles.errorBox} role="alert">
          {formError}
        </p>
      ) : null}
      <Button type="submit" block loading={busy} loadingText="Membuka…">
        Buka Pesanan
      </Button>
      {formError ? <AccessLinkOffer onSend={() => sendAccessLink(code.trim())} /> : null}
      <p className={styles.muted}>
        Atau buka lewat halaman <Link to={paths.lookup.getHref(code)}>Cek Pesanan</Link>.
      </p>
    </form>
  );
}

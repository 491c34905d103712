import { formatRupiah } from '@lintas/domain/format';
import type { ReservationDetail } from '@lintas/domain/reservation-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { OperatorPolicies } from '../../../components/journey/operator-policies';
import { Button } from '../../../components/ui/button';
import { Sheet } from '../../../components/ui/sheet';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useOperatorPolicies } from '../../../lib/operator-terms';
import { toast } from '../../../stores/toast-store';
import {
  cancelPaidReservation,
  forgetWhatCancellingChanged,
  ticketPassengers,
  useCancellationQuote,
} from '../api/cancel-reservation';
import styles from './reservation.module.css';

const deadlineFormat = new Intl.DateTimeFormat('id-ID', {
  timeZone: 'Asia/Jakarta',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/** 'Minggu, 22 November pukul 04.00 WIB' (the business zone, as the ticket's times). */
function deadlineText(iso: string): string {
  return `${deadlineFormat.format(new Date(iso))} WIB`;
}

/**
 * "Batalkan Tiket" on a paid ticket (issue 21, decision 0037): a card offering it, and a
 * sheet that asks the server what cancelling now gives back (the refund, by which rule,
 * the points, whether it comes back at once or after review, the operator's policy)
 * before the person confirms. When it can no longer be cancelled the sheet says why and
 * offers nothing to press. A booking of several passengers lets the person choose who is
 * cancelled (decision 0046): every one still travelling is ticked at first (the whole
 * booking); each change is priced again before it can be confirmed. `onCancelled` asks
 * for the booking again.
 */
export function PaidCancellation({
  detail,
  onCancelled,
}: {
  detail: ReservationDetail;
  onCancelled: () => void;
}) {
  const [open, setOpen] = useState(false);
  const policies = useOperatorPolicies(detail.perjalanan.map((leg) => leg.operator_kode));
  return (
    <section className={`${styles.card} no-print`} aria-labelledby="cancel-paid-heading">
      <h2 id="cancel-paid-heading" className={styles.cardTitle}>
        Batal berangkat?
      </h2>
      <p className={styles.cardHint}>
        Lihat dulu berapa yang kembali menurut kebijakan operator, lalu putuskan.
      </p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Batalkan Tiket
      </Button>
      <OperatorPolicies state={policies} inset />
      {open ? (
        <CancelSheet
          detail={detail}
          onClose={() => setOpen(false)}
          onCancelled={() => {
            setOpen(false);
            onCancelled();
          }}
        />
      ) : null}
    </section>
  );
}

function CancelSheet({
  detail,
  onClose,
  onCancelled,
}: {
  detail: ReservationDetail;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const code = detail.reservasi_kode;
  const travelling = ticketPassengers(detail).filter((passenger) => !passenger.cancelled);
  // Every passenger still travelling is chosen at first: the whole booking.
  const [chosen, setChosen] = useState<number[]>(() =>
    travelling.map((passenger) => passenger.number),
  );
  const whole = chosen.length === travelling.length;
  const penumpang = whole ? undefined : [...chosen].sort((a, b) => a - b);
  const quote = useCancellationQuote(code, chosen.length > 0, penumpang);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A quote of an earlier choice, kept on screen while the new one is priced.
  const repricing = quote.isPlaceholderData || (quote.isFetching && !quote.isPending);
  const terms = chosen.length > 0 ? (quote.data?.pembatalan ?? null) : null;
  const allowed = terms?.dapat_dibatalkan === true;
  const chosenNames = travelling
    .filter((passenger) => chosen.includes(passenger.number))
    .map((passenger) => `${passenger.name} (kursi ${passenger.seat})`);

  const toggle = (number: number) => {
    setError(null);
    setChosen((current) =>
      current.includes(number) ? current.filter((n) => n !== number) : [...current, number],
    );
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const done = await cancelPaidReservation(code, penumpang);
      forgetWhatCancellingChanged(queryClient);
      const refund = done.refund;
      const what =
        done.status === 'paid' ? `${chosen.length} penumpang dibatalkan.` : 'Tiket dibatalkan.';
      toast(
        refund
          ? refund.status === 'refunded'
            ? `${what} ${formatRupiah(refund.jumlah)} sudah dikembalikan.`
            : `${what} Refund ${formatRupiah(refund.jumlah)} diproses.`
          : what,
        { type: 'success', duration: 3000 },
      );
      onCancelled();
    } catch (caught) {
      setError(errorMessage(caught));
      void quote.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Sheet
      open
      title="Batalkan Tiket"
      onClose={() => {
        if (!busy) onClose();
      }}
      footer={
        <div className={styles.sheetFooter}>
          {error ? (
            <p className={styles.errorText} role="alert">
              {error}
            </p>
          ) : null}
          {allowed ? (
            <div className={styles.sheetTotal} aria-live="polite">
              <span>Dana yang kembali</span>
              <strong data-testid="cancel-refund">{formatRupiah(terms.refund)}</strong>
            </div>
          ) : null}
          <div className={styles.actionsRow}>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              {allowed ? 'Tidak Jadi' : 'Kembali'}
            </Button>
            {allowed ? (
              <Button
                variant="danger"
                onClick={() => void confirm()}
                loading={busy}
                loadingText="Membatalkan…"
                disabled={repricing}
              >
                {whole ? 'Ya, Batalkan Tiket' : `Ya, Batalkan ${chosen.length} Penumpang`}
              </Button>
            ) : null}
          </div>
        </div>
      }
    >
      {travelling.length > 1 ? (
        <fieldset className={styles.passengerChoice} disabled={busy}>
          <legend className={styles.policyTitle}>Penumpang yang dibatalkan</legend>
          {travelling.map((passenger) => {
            const id = `batal-penumpang-${passenger.number}`;
            return (
              <div key={passenger.number} className={styles.passengerCheck}>
                <input
                  id={id}
                  type="checkbox"
                  checked={chosen.includes(passenger.number)}
                  onChange={() => toggle(passenger.number)}
                />
                <label htmlFor={id}>
                  {passenger.name} · Kursi {passenger.seat}
                </label>
              </div>
            );
          })}
          {chosen.length === 0 ? (
            <p className={styles.errorText} role="alert">
              Pilih minimal satu penumpang yang dibatalkan.
            </p>
          ) : (
            <p className={styles.muted} aria-live="polite">
              {repricing ? 'Menghitung ulang pengembalian dana…' : null}
            </p>
          )}
        </fieldset>
      ) : null}
      {chosen.length > 0 && quote.isPending ? (
        <SkeletonCard lines={4} label="Menghitung pengembalian dana…" />
      ) : null}
      {quote.error ? (
        <div role="alert">
          <p className={styles.errorText}>{errorMessage(quote.error)}</p>
          <Button variant="secondary" onClick={() => void quote.refetch()}>
            Coba Lagi
          </Button>
        </div>
      ) : null}
      {terms && !allowed ? (
        <p className={styles.sheetDeadline} role="status">
          {terms.alasan_tidak_dapat}
        </p>
      ) : null}
      {terms && allowed ? (
        <>
          {whole ? (
            <p className={styles.sheetDeadline}>
              Kursi pesanan {code} akan dilepas dan e-tiketnya tidak berlaku lagi. Pembatalan tidak
              dapat diurungkan.
            </p>
          ) : (
            <p className={styles.sheetDeadline}>
              Kursi {chosenNames.join(', ')} akan dilepas; penumpang lain tetap berangkat dengan
              e-tiket yang sama. Pembatalan tidak dapat diurungkan.
            </p>
          )}
          <dl className={styles.cancelFigures}>
            <div>
              <dt>Dibayar untuk tiket</dt>
              <dd>{formatRupiah(terms.dibayar)}</dd>
            </div>
            <div>
              <dt>{terms.aturan_label}</dt>
              <dd>{terms.persen}%</dd>
            </div>
            <div>
              <dt>Dikembalikan ke metode pembayaran</dt>
              <dd>{formatRupiah(terms.refund)}</dd>
            </div>
            {terms.poin_kembali > 0 ? (
              <div>
                <dt>Poin kembali ke akun</dt>
                <dd>{terms.poin_kembali.toLocaleString('id-ID')} poin</dd>
              </div>
            ) : null}
          </dl>
          <p className={styles.muted}>
            {terms.refund <= 0
              ? 'Menurut kebijakan operator, tidak ada dana yang dikembalikan bila dibatalkan sekarang.'
              : terms.otomatis
                ? 'Klaim Asuransi Refund: dana langsung dikembalikan setelah Anda membatalkan.'
                : 'Dana dikembalikan setelah diperiksa tim kami, biasanya dalam 1–3 hari kerja.'}
          </p>
          {terms.batas_pembatalan ? (
            <p className={styles.muted}>
              Batas pembatalan: {deadlineText(terms.batas_pembatalan)}.
            </p>
          ) : null}
        </>
      ) : null}
      {terms ? (
        <section aria-label="Kebijakan pembatalan operator">
          <h3 className={styles.policyTitle}>Kebijakan pembatalan</h3>
          <ul className={styles.policyList}>
            {terms.kebijakan.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </Sheet>
  );
}

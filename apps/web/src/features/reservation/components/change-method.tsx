import { formatRupiah } from '@lintas/domain/format';
import type { PaymentMethodItem } from '@lintas/domain/pricing-schemas';
import type { ReservationDetail } from '@lintas/domain/reservation-schemas';
import { useState } from 'react';
import { PaymentBadge } from '../../../components/brand/payment-badge';
import { Button } from '../../../components/ui/button';
import { Sheet } from '../../../components/ui/sheet';
import { errorMessage } from '../../../lib/api-client';
import { changePaymentMethod, useChangeMethods } from '../api/change-payment';
import { deadlineText } from '../lib/deadline';
import styles from './reservation.module.css';

const percentFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });

/** '+Rp 4.000' for a flat and a percentage fee alike (the percentage in brackets), or 'Tanpa biaya admin'. */
function feeText(method: PaymentMethodItem): string {
  const fee = method.admin_fee ?? 0;
  if (fee <= 0) return 'Tanpa biaya admin';
  const rate =
    method.tipe_admin_fee === 'percent'
      ? ` (${percentFormat.format(method.nilai_admin_fee)}%)`
      : '';
  return `Biaya admin +${formatRupiah(fee)}${rate}`;
}

/**
 * Choose another method for a pending booking (ganti-pembayaran), in a sheet. The list is
 * the server's for this booking (list-jenis-pembayaran with its code): the admin fee in
 * rupiah for what it still owes, and only the methods it can take; a method its voucher
 * or its amount rules out is not offered (the reasons are said once, below the list),
 * since ganti-pembayaran would refuse it. Each method shows the new total before the
 * person confirms. The deadline stays (decision 0013), which the sheet says.
 */
export function ChangeMethod({
  detail,
  onChanged,
  onClose,
}: {
  detail: ReservationDetail;
  onChanged: () => void;
  onClose: () => void;
}) {
  const code = detail.reservasi_kode;
  const methods = useChangeMethods(code, undefined, true);
  const [choice, setChoice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const amount = methods.data?.amount ?? null;
  const offered = (methods.data?.list_grup ?? [])
    .map((group) => ({
      ...group,
      list_jenis_pembayaran: group.list_jenis_pembayaran.filter(
        (method) =>
          method.tersedia && method.jenis_pembayaran_kode !== detail.jenis_pembayaran_kode,
      ),
    }))
    .filter((group) => group.list_jenis_pembayaran.length > 0);
  const reasons = [
    ...new Set(
      (methods.data?.list_grup ?? [])
        .flatMap((group) => group.list_jenis_pembayaran)
        .filter((method) => !method.tersedia && method.keterangan)
        .map((method) => method.keterangan as string),
    ),
  ];
  // Nothing to switch to (e.g. the voucher allows only the current method): no button to press.
  const nothingElse = methods.data !== undefined && offered.length === 0;
  const chosen = offered
    .flatMap((group) => group.list_jenis_pembayaran)
    .find((method) => method.jenis_pembayaran_kode === choice);
  const totalWith = (method: PaymentMethodItem) =>
    amount !== null ? amount + (method.admin_fee ?? 0) : null;
  const chosenTotal = chosen ? totalWith(chosen) : null;

  const submit = async () => {
    if (!choice) {
      setError('Pilih metode pembayaran baru terlebih dahulu.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await changePaymentMethod(code, choice);
      onChanged();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Sheet
      open
      title="Ganti Metode Pembayaran"
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
          <div className={styles.sheetTotal} aria-live="polite">
            {chosen && chosenTotal !== null ? (
              <>
                <span>Total baru dengan {chosen.nama}</span>
                <strong data-testid="change-total">{formatRupiah(chosenTotal)}</strong>
              </>
            ) : (
              <>
                <span>Total saat ini</span>
                <strong>{formatRupiah(detail.total)}</strong>
              </>
            )}
          </div>
          <div className={styles.actionsRow}>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              {nothingElse ? 'Tutup' : 'Batal'}
            </Button>
            {nothingElse ? null : (
              <Button onClick={() => void submit()} loading={busy} loadingText="Mengganti…">
                Gunakan Metode Ini
              </Button>
            )}
          </div>
        </div>
      }
    >
      <p className={styles.sheetDeadline}>
        Batas pembayaran tetap <strong>{deadlineText(detail)}</strong>. Biaya admin dan total
        mengikuti metode yang dipilih.
      </p>
      <p className={styles.muted}>
        Sekarang: {detail.pembayaran?.nama_pembayaran ?? detail.jenis_pembayaran_kode},{' '}
        {formatRupiah(detail.total)}
      </p>
      {methods.isLoading ? <p className={styles.muted}>Memuat metode pembayaran…</p> : null}
      {methods.error ? (
        <p className={styles.errorText} role="alert">
          {errorMessage(methods.error)}
        </p>
      ) : null}
      {nothingElse ? (
        <p className={styles.muted}>Tidak ada metode lain yang dapat dipakai untuk pesanan ini.</p>
      ) : null}
      <div className={styles.methodGroups}>
        {offered.map((group) => (
          <fieldset key={group.grup_kode} className={styles.methodGroup}>
            <legend className={styles.groupLegend}>{group.grup_nama}</legend>
            {group.list_jenis_pembayaran.map((method) => {
              const total = totalWith(method);
              return (
                <label
                  key={method.jenis_pembayaran_kode}
                  className={`${styles.method} ${choice === method.jenis_pembayaran_kode ? styles.methodOn : ''}`}
                >
                  <input
                    type="radio"
                    name="ganti-metode"
                    value={method.jenis_pembayaran_kode}
                    checked={choice === method.jenis_pembayaran_kode}
                    onChange={() => {
                      setChoice(method.jenis_pembayaran_kode);
                      setError(null);
                    }}
                  />
                  <span className={styles.methodBadge}>
                    <PaymentBadge
                      code={method.jenis_pembayaran_kode}
                      name={method.nama}
                      group={method.grup_kode}
                      logo={method.logo}
                    />
                  </span>
                  <span className={styles.methodText}>
                    <span className={styles.methodName}>{method.nama}</span>
                    <span className={styles.methodNote}>{feeText(method)}</span>
                  </span>
                  {total !== null ? (
                    <span className={styles.methodTotal}>
                      <span className={styles.methodTotalLabel}>Total</span>
                      {formatRupiah(total)}
                    </span>
                  ) : null}
                </label>
              );
            })}
          </fieldset>
        ))}
      </div>
      {reasons.length > 0 ? (
        <div className={styles.unavailable}>
          <p className={styles.groupLegend}>Metode lain tidak tersedia untuk pesanan ini</p>
          <ul>
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </Sheet>
  );
}

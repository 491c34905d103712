import { formatRupiah } from '@lintas/domain/format';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { changePaymentMethod, useChangeMethods } from '../api/change-payment';
import styles from './reservation.module.css';

const percentFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });

/** Choose another method for a pending booking (ganti-pembayaran); the deadline stays. */
export function ChangeMethod({
  code,
  current,
  onChanged,
  onClose,
}: {
  code: string;
  current: string;
  onChanged: () => void;
  onClose: () => void;
}) {
  const methods = useChangeMethods(code, undefined, true);
  const [choice, setChoice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();

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
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        Ganti Metode Pembayaran
      </h2>
      <p className={styles.muted}>
        Batas waktu pembayaran tidak berubah. Biaya admin mengikuti metode yang dipilih.
      </p>
      {methods.isLoading ? <p className={styles.muted}>Memuat metode pembayaran…</p> : null}
      {methods.error ? (
        <p className={styles.errorText} role="alert">
          {errorMessage(methods.error)}
        </p>
      ) : null}
      {methods.data?.list_grup.map((group) => (
        <fieldset key={group.grup_kode} className={styles.methodGroup}>
          <legend className={styles.groupLegend}>{group.grup_nama}</legend>
          {group.list_jenis_pembayaran
            .filter((method) => method.jenis_pembayaran_kode !== current)
            .map((method) => (
              <label
                key={method.jenis_pembayaran_kode}
                className={`${styles.method} ${choice === method.jenis_pembayaran_kode ? styles.methodOn : ''}`}
              >
                <input
                  type="radio"
                  name="ganti-metode"
                  value={method.jenis_pembayaran_kode}
                  disabled={!method.tersedia}
                  checked={choice === method.jenis_pembayaran_kode}
                  onChange={() => setChoice(method.jenis_pembayaran_kode)}
                />
                <span className={styles.methodText}>
                  <span className={styles.methodName}>{method.nama}</span>
                  <span className={styles.methodNote}>
                    {!method.tersedia
                      ? (method.keterangan ?? 'Tidak tersedia')
                      : method.nilai_admin_fee <= 0
                        ? 'Tanpa biaya admin'
                        : method.tipe_admin_fee === 'percent'
                          ? `Biaya admin ${percentFormat.format(method.nilai_admin_fee)}%`
                          : `Biaya admin ${formatRupiah(method.nilai_admin_fee)}`}
                  </span>
                </span>
              </label>
            ))}
        </fieldset>
      ))}
      {error ? (
        <p className={styles.errorText} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actionsRow}>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Batal
        </Button>
        <Button onClick={() => void submit()} loading={busy} loadingText="Mengganti…">
          Gunakan Metode Ini
        </Button>
      </div>
    </section>
  );
}

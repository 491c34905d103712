import { formatRupiah } from '@lintas/domain/format';
import type { PaymentMethodItem, PaymentMethodsResult } from '@lintas/domain/pricing-schemas';
import { PaymentBadge } from '../../../components/brand/payment-badge';
import { Skeleton } from '../../../components/ui/skeleton';
import styles from './payment.module.css';

const percentFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });

/** 'Biaya admin Rp 4.000', 'Biaya admin 0,7%', or 'Tanpa biaya admin'. */
function feeText(method: Pick<PaymentMethodItem, 'tipe_admin_fee' | 'nilai_admin_fee'>): string {
  if (method.nilai_admin_fee <= 0) return 'Tanpa biaya admin';
  return method.tipe_admin_fee === 'percent'
    ? `Biaya admin ${percentFormat.format(method.nilai_admin_fee)}%`
    : `Biaya admin ${formatRupiah(method.nilai_admin_fee)}`;
}

/** 'Bayar dalam 15 menit', 'Bayar dalam 2 jam', 'Bayar dalam 1 jam 30 menit'. */
export function paymentWindowText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours > 0 ? `${hours} jam` : '', rest > 0 ? `${rest} menit` : ''];
  return `Bayar dalam ${parts.filter(Boolean).join(' ')}`;
}

export function PaymentMethods({
  data,
  isLoading,
  error,
  selected,
  onSelect,
  onRetry,
}: {
  data: PaymentMethodsResult | undefined;
  isLoading: boolean;
  error: string | null;
  selected: string | null;
  onSelect: (method: PaymentMethodItem) => void;
  onRetry: () => void;
}) {
  if (isLoading && !data) {
    return (
      <div aria-busy="true" aria-label="Memuat metode pembayaran">
        <Skeleton height={48} />
        <Skeleton height={48} />
        <Skeleton height={48} />
      </div>
    );
  }
  if (error && !data) {
    return (
      <div className={styles.inlineError} role="alert">
        <p>{error}</p>
        <button type="button" className={styles.linkButton} onClick={onRetry}>
          Muat ulang metode pembayaran
        </button>
      </div>
    );
  }
  return (
    <div className={styles.groups}>
      {data?.list_grup.map((group) => (
        <fieldset key={group.grup_kode} className={styles.group}>
          <legend className={styles.groupLegend}>{group.grup_nama}</legend>
          {group.list_jenis_pembayaran.map((method) => {
            const id = `pm-${method.jenis_pembayaran_kode}`;
            const noteId = `${id}-note`;
            const checked = selected === method.jenis_pembayaran_kode;
            return (
              <label
                key={method.jenis_pembayaran_kode}
                htmlFor={id}
                className={`${styles.method} ${checked ? styles.methodChecked : ''} ${method.tersedia ? '' : styles.methodOff}`}
              >
                <input
                  id={id}
                  type="radio"
                  name="jenis_pembayaran"
                  value={method.jenis_pembayaran_kode}
                  checked={checked}
                  disabled={!method.tersedia}
                  aria-describedby={noteId}
                  onChange={() => onSelect(method)}
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
                  <span id={noteId} className={styles.methodNote}>
                    {method.tersedia
                      ? // The window is shown before the person chooses: a transfer at an
                        // ATM needs longer than an e-wallet, and the seats are held that long.
                        `${feeText(method)} · ${paymentWindowText(method.batas_waktu_menit)}`
                      : (method.keterangan ?? 'Tidak tersedia untuk pesanan ini')}
                  </span>
                </span>
                {method.tersedia && method.admin_fee !== null && method.admin_fee > 0 ? (
                  <span className={styles.methodFee} aria-hidden="true">
                    +{formatRupiah(method.admin_fee)}
                  </span>
                ) : null}
              </label>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}

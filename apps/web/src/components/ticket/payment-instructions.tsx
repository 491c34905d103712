import { formatRupiah } from '@lintas/domain/format';
import type { PaymentView } from '@lintas/domain/payment-schemas';
import type { ReactNode } from 'react';
import { toast } from '../../stores/toast-store';
import { useIsMobileView } from '../../stores/view-mode-store';
import { QrCode } from '../ui/qr-code';
import styles from './ticket.module.css';
import { PaymentBadge } from '../brand/payment-badge';

async function copyText(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast(`${what} disalin`, { type: 'success', duration: 2000 });
  } catch {
    toast(`Salin ${what.toLowerCase()} secara manual: ${text}`, { type: 'info', duration: 4000 });
  }
}

/** '1234 5678 9012 3456': easier to read out and type into a banking app. */
function groupDigits(value: string): string {
  return /^\d{8,}$/.test(value) ? value.replace(/(\d{4})(?=\d)/g, '$1 ') : value;
}

function CopyRow({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.copyRow}>
      <div>
        <p className={styles.codeLabel}>{label}</p>
        <p className={styles.copyValue} data-testid={`pay-${label}`}>
          {value}
        </p>
      </div>
      <button
        type="button"
        className={styles.copyButton}
        onClick={() => void copyText(value.replace(/\s/g, ''), label)}
        aria-label={`Salin ${label}`}
      >
        Salin
      </button>
    </div>
  );
}

/**
 * How to pay a pending charge: the number or code to use, a QR code, the page's button
 * (`action`) and the steps, which the server writes to fit the method and this charge.
 */
export function PaymentInstructions({
  payment,
  action,
}: {
  payment: PaymentView;
  action?: ReactNode;
}) {
  const mobile = useIsMobileView();
  const ewallet = payment.grup_kode === 'ewallet';
  const qrFirst = ewallet && !mobile && Boolean(payment.qr_string);
  return (
    <div className={styles.instructions}>
      <div className={styles.amountRow}>
        <div>
          <p className={styles.codeLabel}>Metode</p>
          <p className={`${styles.plain} ${styles.methodLine}`}>
            {/* The charge names no logo: the badge is drawn as the method list draws it. */}
            <PaymentBadge
              code={payment.jenis_pembayaran_kode}
              name={payment.nama_pembayaran}
              group={payment.grup_kode}
              logo={null}
            />
            <strong>{payment.nama_pembayaran}</strong>
          </p>
        </div>
        <div style={{ textAlign: 'right' }}>
          <p className={styles.codeLabel}>Total bayar</p>
          <p className={styles.amount} data-testid="pay-amount">
            {formatRupiah(payment.jumlah)}
          </p>
        </div>
      </div>
      {payment.va_number ? (
        <CopyRow label="Nomor Virtual Account" value={groupDigits(payment.va_number)} />
      ) : null}
      {payment.biller_code ? <CopyRow label="Kode Perusahaan" value={payment.biller_code} /> : null}
      {payment.payment_code ? (
        <CopyRow label="Kode Pembayaran" value={payment.payment_code} />
      ) : null}
      {/* An e-wallet is paid in its own app. On a phone its button (to the app, or its
          payment page) comes first; on a desktop its QR code, scanned with the app on the
          person's phone, as the e-wallet's own checkout does. Only QRIS is "any bank or
          e-wallet app". */}
      {ewallet && !qrFirst ? action : null}
      {payment.qr_string ? (
        <div className={styles.qrPay}>
          <QrCode
            value={payment.qr_string}
            label={
              ewallet
                ? `Kode QR untuk membayar dengan ${payment.nama_pembayaran}`
                : 'Kode QRIS untuk membayar'
            }
            size={200}
          />
          <p className={styles.muted}>
            {!ewallet
              ? 'Pindai dengan aplikasi bank atau dompet digital yang mendukung QRIS.'
              : qrFirst
                ? `Pindai kode QR ini dengan aplikasi ${payment.nama_pembayaran} di ponsel Anda.`
                : `Membayar dari perangkat lain? Pindai kode QR ini dengan aplikasi ${payment.nama_pembayaran}.`}
          </p>
        </div>
      ) : null}
      {ewallet && !qrFirst ? null : action}
      {payment.instruksi.length > 0 ? (
        <div className={styles.steps}>
          <h3 className={styles.smallHeading}>Cara membayar</h3>
          {payment.instruksi.map((block, index) => (
            <details key={block.title} open={index === 0} className={styles.stepBlock}>
              <summary>{block.title}</summary>
              <ol>
                {block.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </details>
          ))}
        </div>
      ) : null}
    </div>
  );
}

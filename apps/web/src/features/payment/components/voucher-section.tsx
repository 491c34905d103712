import { formatRupiah } from '@lintas/domain/format';
import type { VoucherListItem } from '@lintas/domain/pricing-schemas';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useVouchers, type VoucherListParams } from '../api/get-vouchers';
import styles from './payment.module.css';

export type VoucherStatus =
  | { kind: 'idle' }
  | { kind: 'checking'; code: string }
  | { kind: 'applied'; code: string; name: string; discount: number }
  | { kind: 'error'; code: string; message: string };

function discountText(voucher: VoucherListItem): string {
  if (voucher.tipe_diskon === 'percent') {
    const cap = voucher.maksimal_diskon ? ` s.d. ${formatRupiah(voucher.maksimal_diskon)}` : '';
    return `Diskon ${voucher.nilai_diskon}%${cap}`;
  }
  return `Potongan ${formatRupiah(voucher.nilai_diskon)}`;
}

/**
 * Voucher entry with its result, and the list of vouchers to pick from. Checking is
 * the parent's job (validasi-voucher, cancellable); this shows what came back. With the
 * `order` the list is the server's verdict for it: a voucher that does not apply (minimum
 * purchase, operator, payment method, quota, new customers only) is shown greyed with
 * the server's reason and cannot be picked, so nobody picks a voucher only to be refused;
 * the usable ones come first (the server's order).
 */
export function VoucherSection({
  status,
  onApply,
  onRemove,
  email,
  phone,
  order,
  disabled,
}: {
  status: VoucherStatus;
  onApply: (code: string) => void;
  onRemove: () => void;
  email: string;
  phone: string;
  order?: VoucherListParams['order'];
  disabled: boolean;
}) {
  const [code, setCode] = useState(status.kind === 'applied' ? status.code : '');
  const [inputError, setInputError] = useState<string | null>(null);
  const [showList, setShowList] = useState(false);
  const vouchers = useVouchers({ email, telp: phone, order }, showList);
  const inputId = useId();
  const resultId = useId();
  const listId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim().toUpperCase();
    if (!value) {
      setInputError('Harap isi kode voucher');
      return;
    }
    setInputError(null);
    onApply(value);
  };

  const error = inputError ?? (status.kind === 'error' ? status.message : null);
  return (
    <div className={styles.voucher}>
      {status.kind === 'applied' ? (
        <div className={styles.voucherApplied} role="status" id={resultId}>
          <span className={styles.voucherCheck} aria-hidden="true">
            ✓
          </span>
          <div className={styles.voucherAppliedText}>
            <p>
              <strong>{status.code}</strong> dipakai: {status.name}
            </p>
            <p className={styles.saving}>Anda hemat {formatRupiah(status.discount)}</p>
          </div>
          <Button variant="ghost" size="small" onClick={onRemove}>
            Hapus
          </Button>
        </div>
      ) : (
        <form className={styles.voucherForm} onSubmit={submit} noValidate>
          <div className={styles.voucherField}>
            <label htmlFor={inputId} className={styles.fieldLabel}>
              Kode voucher
            </label>
            <input
              id={inputId}
              className={styles.input}
              value={code}
              onChange={(event) => {
                setCode(
                  event.target.value
                    .toUpperCase()
                    .replace(/[^A-Z0-9-]/g, '')
                    .slice(0, 32),
                );
                setInputError(null);
              }}
              autoCapitalize="characters"
              autoComplete="off"
              placeholder="Contoh: LINTASHEMAT"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? resultId : undefined}
            />
          </div>
          <Button
            type="submit"
            variant="secondary"
            loading={status.kind === 'checking'}
            loadingText="Memeriksa…"
            disabled={disabled}
          >
            Pakai
          </Button>
        </form>
      )}
      {error ? (
        <p className={styles.fieldError} id={resultId} role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className={styles.linkButton}
        aria-expanded={showList}
        aria-controls={listId}
        onClick={() => setShowList((open) => !open)}
      >
        {showList ? 'Tutup daftar voucher' : 'Lihat voucher yang tersedia'}
      </button>
      <div id={listId} hidden={!showList}>
        {showList && vouchers.isLoading ? <p className={styles.muted}>Memuat voucher…</p> : null}
        {showList && vouchers.error ? (
          <p className={styles.fieldError} role="alert">
            {vouchers.error.message}
          </p>
        ) : null}
        {vouchers.data && vouchers.data.length === 0 ? (
          <p className={styles.muted}>Belum ada voucher yang tersedia.</p>
        ) : null}
        {vouchers.data && vouchers.data.length > 0 ? (
          <ul className={styles.voucherList} aria-label="Daftar voucher">
            {vouchers.data.map((voucher) => {
              const reasonId = `${listId}-${voucher.voucher_kode}`;
              return (
                <li
                  key={voucher.voucher_kode}
                  className={`${styles.voucherItem} ${voucher.dapat_digunakan ? '' : styles.voucherOff}`}
                  data-usable={voucher.dapat_digunakan}
                >
                  <div>
                    <p className={styles.voucherName}>{voucher.nama}</p>
                    <p className={styles.muted}>
                      {discountText(voucher)}
                      {voucher.minimal_transaksi > 0
                        ? ` · Min. transaksi ${formatRupiah(voucher.minimal_transaksi)}`
                        : ''}
                    </p>
                    <p className={styles.voucherCode}>{voucher.voucher_kode}</p>
                    {!voucher.dapat_digunakan && voucher.keterangan ? (
                      <p className={styles.voucherReason} id={reasonId}>
                        <span className={styles.voucherBadge}>Tidak berlaku</span>{' '}
                        {voucher.keterangan}
                      </p>
                    ) : null}
                  </div>
                  {voucher.dapat_digunakan ? (
                    <Button
                      size="small"
                      variant="secondary"
                      disabled={disabled}
                      aria-label={`Pakai voucher ${voucher.voucher_kode}`}
                      onClick={() => {
                        setCode(voucher.voucher_kode);
                        setInputError(null);
                        setShowList(false);
                        onApply(voucher.voucher_kode);
                      }}
                    >
                      Pakai
                    </Button>
                  ) : (
                    <Button
                      size="small"
                      variant="secondary"
                      disabled
                      aria-label={`Voucher ${voucher.voucher_kode} tidak berlaku`}
                      aria-describedby={reasonId}
                    >
                      Pakai
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

import { formatRupiah } from '@lintas/domain/format';
import { MAX_DONATION } from '@lintas/domain/price-lines';
import { useId, useState } from 'react';
import styles from './payment.module.css';

/** The refund assurance: the choice, its price for this trip, and its terms one tap away. */
export function AssuranceToggle({
  checked,
  price,
  onChange,
  onShowTerms,
}: {
  checked: boolean;
  price: number | null;
  onChange: (value: boolean) => void;
  onShowTerms: () => void;
}) {
  const id = useId();
  return (
    <div className={styles.assurance}>
      <label htmlFor={id} className={`${styles.toggleRow} ${checked ? styles.methodChecked : ''}`}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className={styles.methodText}>
          <span className={styles.methodName}>Tambah Asuransi Refund</span>
          <span className={styles.methodNote}>
            Dapatkan kembali harga tiket bila Anda batal berangkat, sesuai ketentuan asuransi
            refund.
          </span>
        </span>
        <span className={styles.methodFee}>{price !== null ? `+${formatRupiah(price)}` : '…'}</span>
      </label>
      <button type="button" className={styles.termsLink} onClick={onShowTerms}>
        Baca Ketentuan Asuransi Refund
      </button>
    </div>
  );
}

const DONATION_PRESETS = [5_000, 10_000, 25_000, 50_000] as const;

export interface DonationValue {
  donate: boolean;
  amount: number;
  description: string;
}

/**
 * Donation: off by default; preset amounts or a custom amount (digits only, at most
 * Rp 1.000.000), and an optional comment. Reports only valid amounts upward.
 */
export function DonationField({
  value,
  onChange,
}: {
  value: DonationValue;
  onChange: (next: DonationValue) => void;
}) {
  const toggleId = useId();
  const customId = useId();
  const commentId = useId();
  const errorId = useId();
  const isPreset = (DONATION_PRESETS as readonly number[]).includes(value.amount);
  const [custom, setCustom] = useState(
    value.donate && !isPreset && value.amount > 0 ? String(value.amount) : '',
  );
  const [customMode, setCustomMode] = useState(value.donate && !isPreset && value.amount > 0);
  const [error, setError] = useState<string | null>(null);

  const setCustomAmount = (raw: string) => {
    const digits = raw.replace(/\D/g, '').slice(0, 8);
    setCustom(digits);
    const amount = Number(digits || '0');
    if (amount > MAX_DONATION) {
      setError(`Donasi maksimal ${formatRupiah(MAX_DONATION)}`);
      return;
    }
    if (digits !== '' && amount < 1_000) {
      setError(`Donasi minimal ${formatRupiah(1_000)}`);
      onChange({ ...value, amount: 0 });
      return;
    }
    setError(null);
    onChange({ ...value, amount });
  };

  return (
    <div className={styles.donation}>
      <label
        htmlFor={toggleId}
        className={`${styles.toggleRow} ${value.donate ? styles.methodChecked : ''}`}
      >
        <input
          id={toggleId}
          type="checkbox"
          checked={value.donate}
          onChange={(event) => {
            const donate = event.target.checked;
            setError(null);
            onChange({
              ...value,
              donate,
              amount: donate ? value.amount || DONATION_PRESETS[1] : 0,
            });
            if (donate && !value.amount) setCustomMode(false);
          }}
        />
        <span className={styles.methodText}>
          <span className={styles.methodName}>Saya ingin berdonasi</span>
          <span className={styles.methodNote}>
            Sisihkan sedikit untuk program sosial mitra Lintas. Tidak wajib.
          </span>
        </span>
      </label>
      {value.donate ? (
        <div className={styles.donationBody}>
          <fieldset className={styles.presetGroup}>
            <legend className={styles.fieldLabel}>Nominal donasi</legend>
            <div className={styles.presets}>
              {DONATION_PRESETS.map((amount) => (
                <label
                  key={amount}
                  className={`${styles.preset} ${!customMode && value.amount === amount ? styles.presetOn : ''}`}
                >
                  <input
                    type="radio"
                    name="donasi"
                    checked={!customMode && value.amount === amount}
                    onChange={() => {
                      setCustomMode(false);
                      setError(null);
                      onChange({ ...value, amount });
                    }}
                  />
                  {formatRupiah(amount)}
                </label>
              ))}
              <label className={`${styles.preset} ${customMode ? styles.presetOn : ''}`}>
                <input
                  type="radio"
                  name="donasi"
                  checked={customMode}
                  onChange={() => {
                    setCustomMode(true);
                    setCustomAmount(custom);
                  }}
                />
                Nominal lain
              </label>
            </div>
          </fieldset>
          {customMode ? (
            <div className={styles.voucherField}>
              <label htmlFor={customId} className={styles.fieldLabel}>
                Nominal lain (Rp)
              </label>
              <input
                id={customId}
                className={styles.input}
                inputMode="numeric"
                value={custom}
                onChange={(event) => setCustomAmount(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                placeholder="Contoh: 15000"
              />
              {error ? (
                <p id={errorId} className={styles.fieldError} role="alert">
                  {error}
                </p>
              ) : null}
            </div>
          ) : null}
          <div className={styles.voucherField}>
            <label htmlFor={commentId} className={styles.fieldLabel}>
              Pesan untuk donasi (opsional)
            </label>
            <textarea
              id={commentId}
              className={styles.input}
              rows={2}
              maxLength={500}
              value={value.description}
              onChange={(event) => onChange({ ...value, description: event.target.value })}
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}

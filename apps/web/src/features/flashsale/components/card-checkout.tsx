import { formatCountdown, formatRupiah } from '@lintas/domain/format';
import type { FlashSaleCardDetail } from '@lintas/domain/flashsale-schemas';
import type { PaymentMethodItem } from '@lintas/domain/pricing-schemas';
import { bookerFieldRules, sanitizeValue, validateValue } from '@lintas/domain/validators';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useDeadlineCountdown } from '../../../hooks/use-countdown';
import { useCustomerProfile } from '../../../hooks/use-customer-profile';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { type FlashSaleBuyer, useBuyFlashSale, useFlashSaleMethods } from '../api/flashsale-api';
import styles from './flashsale.module.css';

import { cardTexts, type CardStep } from './card-texts';

type Field = 'pemesan_nama' | 'pemesan_email' | 'pemesan_telp';
const fieldRules = {
  pemesan_nama: bookerFieldRules.name,
  pemesan_email: bookerFieldRules.email,
  pemesan_telp: bookerFieldRules.phonenumber,
} as const;

/** The buyer's data and payment method, while the key of a right answer lasts. */
export function CardCheckout({
  card,
  step,
  onStep,
}: {
  card: FlashSaleCardDetail;
  step: Extract<CardStep, { name: 'checkout' }>;
  onStep: (step: CardStep) => void;
}) {
  const navigate = useNavigate();
  const methods = useFlashSaleMethods(card.card_id, step.keyAuth);
  const buy = useBuyFlashSale();
  const keyLeft = useDeadlineCountdown(step.expiresAt) ?? 0;
  const [values, setValues] = useState<Record<Field, string>>({
    pemesan_nama: '',
    pemesan_email: '',
    pemesan_telp: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field | 'method', string>>>({});
  const [method, setMethod] = useState<PaymentMethodItem | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The form replaces the quiz: start the buyer there.
    heading.current?.focus();
  }, []);
  // A signed-in customer's profile fills the empty fields once (a login benefit, spec §1);
  // the purchase then also carries their token and appears in list-transaksi.
  const profile = useCustomerProfile().data;
  const prefilled = useRef(false);
  useEffect(() => {
    if (!profile || prefilled.current) return;
    prefilled.current = true;
    const digits = (profile.telp ?? '').replace(/\D/g, '');
    const fill: Record<Field, string> = {
      pemesan_nama: sanitizeValue(profile.nama.trim(), fieldRules.pemesan_nama),
      pemesan_email: (profile.email ?? '').trim(),
      pemesan_telp: sanitizeValue(
        digits.startsWith('62') ? `0${digits.slice(2)}` : digits,
        fieldRules.pemesan_telp,
      ),
    };
    setValues((old) => ({
      pemesan_nama: old.pemesan_nama || fill.pemesan_nama,
      pemesan_email: old.pemesan_email || fill.pemesan_email,
      pemesan_telp: old.pemesan_telp || fill.pemesan_telp,
    }));
  }, [profile]);

  const change = (field: Field, raw: string) => {
    const value = field === 'pemesan_email' ? raw : sanitizeValue(raw, fieldRules[field]);
    setValues((old) => ({ ...old, [field]: value }));
    if (errors[field]) setErrors((old) => ({ ...old, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field | 'method', string>> = {};
    for (const field of Object.keys(fieldRules) as Field[]) {
      const message = validateValue(values[field], fieldRules[field]);
      if (message) found[field] = message;
    }
    if (!method) found.method = cardTexts.pickMethod;
    setErrors(found);
    if (Object.keys(found).length > 0 || !method) return;
    const body: FlashSaleBuyer & { card_id: number; key_auth: string } = {
      ...values,
      jenis_pembayaran_kode: method.jenis_pembayaran_kode,
      card_id: card.card_id,
      key_auth: step.keyAuth,
    };
    buy.mutate(body, {
      onSuccess: (result) => void navigate(paths.flashSalePurchase.getHref(result.transaksi_kode)),
      onError: (error) => {
        // A spent or expired key: the quiz again (its message says why).
        if (error instanceof ApiError && error.code === 'KEY_AUTH_INVALID') {
          onStep({ name: 'quiz', question: null, message: error.message, tone: 'error' });
        }
      },
    });
  };

  if (keyLeft === 0) {
    return (
      <section className={styles.panel}>
        <p className={styles.error} role="alert">
          {cardTexts.keyExpired}
        </p>
        <Button
          block
          onClick={() => onStep({ name: 'quiz', question: null, message: null, tone: 'info' })}
        >
          {cardTexts.start}
        </Button>
      </section>
    );
  }

  const fee = method?.admin_fee ?? 0;
  const groups = methods.data?.list_grup ?? [];
  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-labelledby="checkout-title">
      <h2 id="checkout-title" className={styles.panelTitle} ref={heading} tabIndex={-1}>
        {cardTexts.checkoutTitle}
      </h2>
      <p className={styles.success} role="status">
        Jawaban benar! {cardTexts.keyLeft}{' '}
        <span className={styles.timer} role="timer">
          {formatCountdown(keyLeft)}
        </span>
        .
      </p>
      <TextField
        label={cardTexts.name}
        name="pemesan_nama"
        autoComplete="name"
        required
        value={values.pemesan_nama}
        error={errors.pemesan_nama}
        onChange={(event) => change('pemesan_nama', event.target.value)}
      />
      <TextField
        label={cardTexts.email}
        name="pemesan_email"
        type="email"
        autoComplete="email"
        required
        value={values.pemesan_email}
        error={errors.pemesan_email}
        onChange={(event) => change('pemesan_email', event.target.value)}
      />
      <TextField
        label={cardTexts.phone}
        name="pemesan_telp"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        required
        value={values.pemesan_telp}
        error={errors.pemesan_telp}
        onChange={(event) => change('pemesan_telp', event.target.value)}
      />
      <fieldset
        className={styles.methods}
        aria-describedby={errors.method ? 'method-error' : undefined}
      >
        <legend>
          <strong>{cardTexts.methods}</strong>
        </legend>
        {methods.isPending ? (
          <SkeletonCard lines={3} label={cardTexts.loadingMethods} />
        ) : methods.isError ? (
          <ErrorState
            title={cardTexts.loadingMethods}
            message={errorMessage(methods.error)}
            onRetry={() => void methods.refetch()}
          />
        ) : (
          groups.flatMap((group) =>
            group.list_jenis_pembayaran.map((item) => (
              <label key={item.jenis_pembayaran_kode} className={styles.method}>
                <span>
                  <input
                    type="radio"
                    name="jenis_pembayaran_kode"
                    value={item.jenis_pembayaran_kode}
                    disabled={!item.tersedia}
                    checked={method?.jenis_pembayaran_kode === item.jenis_pembayaran_kode}
                    onChange={() => {
                      setMethod(item);
                      setErrors((old) => ({ ...old, method: undefined }));
                    }}
                  />{' '}
                  {item.nama}
                  <small>{item.tersedia ? group.grup_nama : item.keterangan}</small>
                </span>
                <span>{item.admin_fee !== null ? `+${formatRupiah(item.admin_fee)}` : ''}</span>
              </label>
            )),
          )
        )}
        {errors.method ? (
          <p id="method-error" className={styles.error} role="alert">
            {errors.method}
          </p>
        ) : null}
      </fieldset>
      <dl className={styles.summary}>
        <dt>{cardTexts.price}</dt>
        <dd>{formatRupiah(card.harga)}</dd>
        <dt>{cardTexts.fee}</dt>
        <dd>{formatRupiah(fee)}</dd>
        <dt className={styles.summaryTotal}>{cardTexts.total}</dt>
        <dd className={styles.summaryTotal}>{formatRupiah(card.harga + fee)}</dd>
      </dl>
      {buy.isError ? (
        <p className={styles.error} role="alert">
          {errorMessage(buy.error)}
        </p>
      ) : null}
      <Button type="submit" block loading={buy.isPending} loadingText={cardTexts.paying}>
        {cardTexts.pay}
      </Button>
    </form>
  );
}

/** /flashsale/card/:id: the card, then its quiz, then the buyer's data and payment. */

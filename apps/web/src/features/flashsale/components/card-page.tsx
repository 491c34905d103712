import { formatCountdown, formatRupiah } from '@lintas/domain/format';
import type { FlashSaleCardDetail, QuizQuestion } from '@lintas/domain/flashsale-schemas';
import type { PaymentMethodItem } from '@lintas/domain/pricing-schemas';
import { bookerFieldRules, sanitizeValue, validateValue } from '@lintas/domain/validators';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LazyImage } from '../../../components/ui/lazy-image';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useDeadlineCountdown } from '../../../hooks/use-countdown';
import { useCustomerProfile } from '../../../hooks/use-customer-profile';
import { ApiError, errorMessage } from '../../../lib/api-client';
import {
  type FlashSaleBuyer,
  useBuyFlashSale,
  useFlashSaleCard,
  useFlashSaleMethods,
  useQuizAnswer,
  useQuizQuestion,
} from '../api/flashsale-api';
import { cardStatusText, SessionTimer, StockBar } from './flashsale-parts';
import styles from './flashsale.module.css';

export const cardTexts = {
  pageTitle: 'Flash Sale',
  loading: 'Memuat card…',
  failed: 'Card tidak dapat dimuat',
  notFound: 'Card tidak ditemukan',
  notFoundDescription: 'Card flash sale ini tidak ada atau sudah tidak ditawarkan.',
  back: 'Kembali ke Flash Sale',
  terms: 'Syarat & ketentuan',
  start: 'Ikuti Kuis & Beli',
  quizTitle: 'Jawab pertanyaan ini',
  quizHint: 'Jawaban benar membuka pembelian card ini.',
  answer: 'Kirim Jawaban',
  checking: 'Memeriksa…',
  nextQuestion: 'Coba Pertanyaan Lain',
  loadingQuestion: 'Memuat pertanyaan…',
  pickAnswer: 'Pilih salah satu jawaban.',
  checkoutTitle: 'Data pembeli & pembayaran',
  name: 'Nama lengkap',
  email: 'Email',
  phone: 'Nomor telepon',
  methods: 'Metode pembayaran',
  loadingMethods: 'Memuat metode pembayaran…',
  pickMethod: 'Pilih metode pembayaran.',
  price: 'Harga flash sale',
  fee: 'Biaya admin',
  total: 'Total bayar',
  pay: 'Bayar Sekarang',
  paying: 'Harap Tunggu ...',
  keyLeft: 'Selesaikan pembelian dalam',
  keyExpired: 'Waktu pembelian habis. Jawab pertanyaan lagi untuk melanjutkan.',
} as const;

function voucherLine(card: FlashSaleCardDetail): string {
  const v = card.voucher;
  const worth =
    v.tipe_diskon === 'percent'
      ? `Diskon ${v.nilai_diskon}%${v.maksimal_diskon ? ` hingga ${formatRupiah(v.maksimal_diskon)}` : ''}`
      : `Potongan ${formatRupiah(v.nilai_diskon)}`;
  const spend =
    v.minimal_transaksi > 0 ? `, minimal transaksi ${formatRupiah(v.minimal_transaksi)}` : '';
  const operators = v.operator_kode ? ` untuk operator ${v.operator_kode.join(', ')}` : '';
  return `${worth}${spend}${operators}. Berlaku ${v.berlaku_hari} hari setelah pembayaran.`;
}

type Step =
  | { name: 'quiz'; question: QuizQuestion | null; message: string | null; tone: 'error' | 'info' }
  | { name: 'checkout'; keyAuth: string; expiresAt: string };

function Quiz({
  card,
  step,
  onStep,
}: {
  card: FlashSaleCardDetail;
  step: Extract<Step, { name: 'quiz' }>;
  onStep: (step: Step) => void;
}) {
  const ask = useQuizQuestion();
  const answer = useQuizAnswer();
  const [choice, setChoice] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);

  const loadQuestion = () => {
    setChoice(null);
    ask.mutate(card.card_id, {
      onSuccess: (question) => onStep({ ...step, question, message: null }),
      onError: (error) =>
        onStep({ ...step, question: null, message: errorMessage(error), tone: 'error' }),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) {
      setMissing(true);
      return;
    }
    answer.mutate(
      { cardId: card.card_id, jawaban: choice },
      {
        onSuccess: (result) => {
          if (result.benar && result.key_auth && result.key_kedaluwarsa) {
            onStep({
              name: 'checkout',
              keyAuth: result.key_auth,
              expiresAt: result.key_kedaluwarsa,
            });
          } else {
            // The next try is a new question, drawn when the person asks for it.
            onStep({ name: 'quiz', question: null, message: result.pesan, tone: 'error' });
          }
        },
        onError: (error) =>
          onStep({ ...step, question: null, message: errorMessage(error), tone: 'error' }),
      },
    );
  };

  const question = step.question;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // A new question or verdict appears below the card's details: bring it into view
    // and to a screen reader's attention.
    if (question || step.message) heading.current?.focus();
  }, [question, step.message]);
  return (
    <section className={styles.panel} aria-labelledby="quiz-title">
      <h2 id="quiz-title" className={styles.panelTitle} ref={heading} tabIndex={-1}>
        {cardTexts.quizTitle}
      </h2>
      {step.message ? (
        <p className={step.tone === 'error' ? styles.error : styles.notice} role="alert">
          {step.message}
        </p>
      ) : null}
      {question ? (
        <form onSubmit={submit} noValidate>
          <fieldset className={styles.choices} aria-describedby="quiz-hint">
            <legend>
              <strong>{question.pertanyaan}</strong>
            </legend>
            <p id="quiz-hint" className={styles.lead}>
              {cardTexts.quizHint} Sisa kesempatan {question.sisa_percobaan} dari{' '}
              {question.batas_percobaan}.
            </p>
            {question.pilihan.map((option) => (
              <label key={option.kode} className={styles.choice}>
                <input
                  type="radio"
                  name="jawaban"
                  value={option.kode}
                  checked={choice === option.kode}
                  onChange={() => {
                    setChoice(option.kode);
                    setMissing(false);
                  }}
                />
                <span className={styles.choiceLetter} aria-hidden="true">
                  {option.kode}
                </span>
                <span>{option.teks}</span>
              </label>
            ))}
          </fieldset>
          {missing ? (
            <p className={styles.error} role="alert">
              {cardTexts.pickAnswer}
            </p>
          ) : null}
          <Button type="submit" block loading={answer.isPending} loadingText={cardTexts.checking}>
            {cardTexts.answer}
          </Button>
        </form>
      ) : (
        <Button
          variant={step.message ? 'secondary' : 'primary'}
          block
          loading={ask.isPending}
          loadingText={cardTexts.loadingQuestion}
          onClick={loadQuestion}
        >
          {step.message ? cardTexts.nextQuestion : cardTexts.start}
        </Button>
      )}
    </section>
  );
}

type Field = 'pemesan_nama' | 'pemesan_email' | 'pemesan_telp';
const fieldRules = {
  pemesan_nama: bookerFieldRules.name,
  pemesan_email: bookerFieldRules.email,
  pemesan_telp: bookerFieldRules.phonenumber,
} as const;

function Checkout({
  card,
  step,
  onStep,
}: {
  card: FlashSaleCardDetail;
  step: Extract<Step, { name: 'checkout' }>;
  onStep: (step: Step) => void;
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
export function FlashSaleCardPage() {
  const params = useParams();
  const cardId = Number(params.id);
  const card = useFlashSaleCard(Number.isInteger(cardId) && cardId > 0 ? cardId : 0);
  const [step, setStep] = useState<Step>({
    name: 'quiz',
    question: null,
    message: null,
    tone: 'info',
  });

  // Loading and failures keep the page's heading: the page is the flash sale's either way.
  if (card.isPending || card.isError) {
    const missing =
      card.isError &&
      card.error instanceof ApiError &&
      (card.error.code === 'NOT_FOUND' || card.error.code === 'VALIDATION_ERROR');
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{cardTexts.pageTitle}</h1>
        {card.isPending ? (
          <SkeletonCard lines={5} label={cardTexts.loading} />
        ) : missing ? (
          <EmptyState
            title={cardTexts.notFound}
            description={cardTexts.notFoundDescription}
            action={<Link to={paths.flashSale.getHref()}>{cardTexts.back}</Link>}
          />
        ) : (
          <ErrorState
            title={cardTexts.failed}
            message={errorMessage(card.error)}
            onRetry={() => void card.refetch()}
          />
        )}
      </div>
    );
  }
  const data = card.data;
  const onSale = data.status === 'tersedia';
  return (
    <div className={styles.page}>
      <p>
        <Link to={paths.flashSale.getHref()}>← {cardTexts.back}</Link>
      </p>
      <div className={styles.detail}>
        <div className={styles.section}>
          {data.gambar ? (
            <LazyImage
              className={styles.cardImage}
              src={data.gambar}
              alt=""
              width={400}
              height={240}
            />
          ) : null}
          <p className={styles.sessionBar}>
            <strong>{data.sesi.nama}</strong>
            <SessionTimer session={data.sesi} />
          </p>
        </div>
        <div className={styles.section}>
          <span className={styles.badge}>{data.jenis === 'tiket' ? 'Tiket' : 'Voucher'}</span>
          <h1 className={styles.title}>{data.nama}</h1>
          <p className={styles.prices}>
            <span className={styles.price}>{formatRupiah(data.harga)}</span>
            <span className={styles.normalPrice}>
              <span className="visually-hidden">Harga normal </span>
              {formatRupiah(data.harga_normal)}
            </span>
          </p>
          <StockBar card={data} />
          <p>{data.deskripsi}</p>
          <p className={styles.notice}>{voucherLine(data)}</p>
          {data.syarat.length > 0 ? (
            <>
              <h2 className={styles.panelTitle}>{cardTexts.terms}</h2>
              <ul className={styles.terms}>
                {data.syarat.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          ) : null}
          {!onSale && step.name === 'quiz' ? (
            <Button block disabled>
              {cardStatusText[data.status]}
            </Button>
          ) : step.name === 'quiz' ? (
            <Quiz card={data} step={step} onStep={setStep} />
          ) : (
            <Checkout card={data} step={step} onStep={setStep} />
          )}
        </div>
      </div>
    </div>
  );
}

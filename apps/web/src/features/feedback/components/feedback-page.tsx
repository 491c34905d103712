import {
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_MESSAGE_MIN,
  type FeedbackSummary,
} from '@lintas/domain/feedback-schemas';
import { dateFormats, formatDate, formatTime } from '@lintas/domain/format';
import { type FormEvent, useId, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { isLoggedIn } from '../../../lib/session';
import { toast } from '../../../stores/toast-store';
import {
  useFeedbackCategories,
  useFeedbackHistory,
  useFeedbackThread,
  useSendFeedback,
} from '../api/feedback';
import styles from './feedback.module.css';

export const feedbackTexts = {
  send: 'Kirim Masukan',
  category: 'Kategori',
  chooseCategory: 'Pilih kategori',
  categoryRequired: 'Pilih kategori masukan',
  categoriesFailed: 'Kategori tidak dapat dimuat',
  message: 'Pesan',
  messageHint: `${FEEDBACK_MESSAGE_MIN} sampai ${FEEDBACK_MESSAGE_MAX} karakter`,
  messageTooShort: `Pesan minimal ${FEEDBACK_MESSAGE_MIN} karakter`,
  messageTooLong: `Pesan maksimal ${FEEDBACK_MESSAGE_MAX} karakter`,
  bookingCode: 'Kode Booking (opsional)',
  bookingCodeHint: 'Isi bila masukan Anda tentang pesanan tertentu',
  submit: 'Kirim',
  sending: 'Mengirim…',
  sent: 'Masukan terkirim',
  history: 'Riwayat Masukan',
  loadingHistory: 'Memuat riwayat masukan…',
  historyFailed: 'Riwayat masukan tidak dapat dimuat',
  empty: 'Belum ada masukan',
  emptyDescription: 'Pertanyaan, keluhan atau saran Anda akan dibalas oleh tim kami di sini.',
  more: 'Muat lebih banyak',
  loadingMore: 'Memuat…',
  unread: (count: number) => `${count} balasan baru`,
  replies: (count: number) => (count === 0 ? 'Belum dibalas' : `${count} balasan`),
  open: 'Menunggu balasan',
  answered: 'Dibalas',
  back: 'Kembali ke riwayat',
  loadingThread: 'Memuat percakapan…',
  threadFailed: 'Masukan tidak dapat dimuat',
  yourMessage: 'Pesan Anda',
  noReplies: 'Belum ada balasan. Tim kami akan segera membalas.',
  booking: 'Kode booking',
} as const;

const when = (iso: string) => `${formatDate(iso, dateFormats.long)}, ${formatTime(iso)}`;

/**
 * /bantuan: the logged-in customer's feedback. The send form (category, message, optional
 * booking code) above the history with unread badges; `?id=` shows one thread, and
 * opening it marks its replies read (feedback-detail with flag_read=1). A guest is sent to
 * /login and comes back here.
 */
export function FeedbackPage() {
  const [loggedIn] = useState(isLoggedIn);
  const [search] = useSearchParams();
  if (!loggedIn) return <Navigate to={paths.login.getHref(paths.feedback.getHref())} replace />;
  const id = Number(search.get('id'));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{paths.feedback.title}</h1>
      {Number.isInteger(id) && id > 0 ? (
        <Thread feedbackId={id} />
      ) : (
        <>
          <SendForm />
          <section className={styles.section} aria-labelledby="feedback-history">
            <h2 id="feedback-history" className={styles.subtitle}>
              {feedbackTexts.history}
            </h2>
            <History />
          </section>
        </>
      )}
    </div>
  );
}

interface FormErrors {
  kategori_id?: string;
  pesan?: string;
  form?: string;
}

function SendForm() {
  const categories = useFeedbackCategories();
  const send = useSendFeedback();
  const [category, setCategory] = useState('');
  const [message, setMessage] = useState('');
  const [bookingCode, setBookingCode] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const baseId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: FormErrors = {};
    if (!category) next.kategori_id = feedbackTexts.categoryRequired;
    const text = message.trim();
    if (text.length < FEEDBACK_MESSAGE_MIN) next.pesan = feedbackTexts.messageTooShort;
    else if (text.length > FEEDBACK_MESSAGE_MAX) next.pesan = feedbackTexts.messageTooLong;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    send.mutate(
      {
        kategori_id: Number(category),
        pesan: text,
        ...(bookingCode.trim() ? { kode_booking: bookingCode.trim() } : {}),
      },
      {
        onSuccess: () => {
          setCategory('');
          setMessage('');
          setBookingCode('');
          toast(feedbackTexts.sent);
        },
        onError: (error) => setErrors({ form: errorMessage(error) }),
      },
    );
  };

  return (
    <section className={styles.card} aria-labelledby="feedback-send">
      <h2 id="feedback-send" className={styles.subtitle}>
        {feedbackTexts.send}
      </h2>
      {categories.isError ? (
        <ErrorState
          title={feedbackTexts.categoriesFailed}
          message={errorMessage(categories.error)}
          onRetry={() => void categories.refetch()}
        />
      ) : (
        <form noValidate onSubmit={submit}>
          {errors.form ? (
            <p role="alert" className={styles.formError}>
              {errors.form}
            </p>
          ) : null}
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${baseId}-category`}>
              {feedbackTexts.category}
            </label>
            <select
              id={`${baseId}-category`}
              className={styles.input}
              value={category}
              disabled={categories.isPending}
              aria-invalid={errors.kategori_id ? true : undefined}
              aria-describedby={errors.kategori_id ? `${baseId}-category-error` : undefined}
              onChange={(event) => setCategory(event.target.value)}
            >
              <option value="">{feedbackTexts.chooseCategory}</option>
              {(categories.data ?? []).map((item) => (
                <option key={item.kategori_id} value={String(item.kategori_id)}>
                  {item.nama}
                </option>
              ))}
            </select>
            {errors.kategori_id ? (
              <span id={`${baseId}-category-error`} className={styles.error}>
                {errors.kategori_id}
              </span>
            ) : null}
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${baseId}-message`}>
              {feedbackTexts.message}
            </label>
            <textarea
              id={`${baseId}-message`}
              className={`${styles.input} ${styles.textarea}`}
              rows={5}
              maxLength={FEEDBACK_MESSAGE_MAX}
              value={message}
              aria-invalid={errors.pesan ? true : undefined}
              aria-describedby={`${baseId}-message-hint${errors.pesan ? ` ${baseId}-message-error` : ''}`}
              onChange={(event) => setMessage(event.target.value)}
            />
            <span id={`${baseId}-message-hint`} className={styles.note}>
              {feedbackTexts.messageHint} ({message.trim().length}/{FEEDBACK_MESSAGE_MAX})
            </span>
            {errors.pesan ? (
              <span id={`${baseId}-message-error`} className={styles.error}>
                {errors.pesan}
              </span>
            ) : null}
          </div>
          <TextField
            label={feedbackTexts.bookingCode}
            hint={feedbackTexts.bookingCodeHint}
            value={bookingCode}
            maxLength={32}
            autoCapitalize="characters"
            onChange={(event) => setBookingCode(event.target.value)}
          />
          <Button type="submit" loading={send.isPending} loadingText={feedbackTexts.sending}>
            {feedbackTexts.submit}
          </Button>
        </form>
      )}
    </section>
  );
}

function History() {
  const history = useFeedbackHistory();
  if (history.isPending) return <SkeletonCard lines={3} label={feedbackTexts.loadingHistory} />;
  if (history.isError && !history.data)
    return (
      <ErrorState
        title={feedbackTexts.historyFailed}
        message={errorMessage(history.error)}
        onRetry={() => void history.refetch()}
      />
    );
  const threads = history.data.pages.flatMap((page) => page.list);
  if (threads.length === 0)
    return <EmptyState title={feedbackTexts.empty} description={feedbackTexts.emptyDescription} />;
  return (
    <div className={styles.listWrap}>
      <ul className={styles.list}>
        {threads.map((thread) => (
          <li key={thread.feedback_id}>
            <ThreadLink thread={thread} />
          </li>
        ))}
      </ul>
      {history.isFetchNextPageError ? (
        <ErrorState
          title={feedbackTexts.historyFailed}
          message={errorMessage(history.error)}
          onRetry={() => void history.fetchNextPage()}
        />
      ) : history.hasNextPage ? (
        <Button
          variant="secondary"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {history.isFetchingNextPage ? feedbackTexts.loadingMore : feedbackTexts.more}
        </Button>
      ) : null}
    </div>
  );
}

function ThreadLink({ thread }: { thread: FeedbackSummary }) {
  return (
    <Link className={styles.thread} to={paths.feedback.getHref(thread.feedback_id)}>
      <span className={styles.threadHead}>
        <strong>{thread.kategori}</strong>
        {thread.balasan_belum_dibaca > 0 ? (
          <span className={styles.badge}>{feedbackTexts.unread(thread.balasan_belum_dibaca)}</span>
        ) : null}
      </span>
      <span className={styles.preview}>{thread.pesan}</span>
      <span className={styles.note}>
        {when(thread.tanggal)} ·{' '}
        {thread.status === 'answered'
          ? feedbackTexts.replies(thread.jumlah_balasan)
          : feedbackTexts.open}
      </span>
    </Link>
  );
}

function Thread({ feedbackId }: { feedbackId: number }) {
  const thread = useFeedbackThread(feedbackId);
  const back = (
    <Link className={styles.back} to={paths.feedback.getHref()}>
      {feedbackTexts.back}
    </Link>
  );
  if (thread.isPending)
    return (
      <>
        {back}
        <SkeletonCard lines={3} label={feedbackTexts.loadingThread} />
      </>
    );
  if (thread.isError)
    return (
      <>
        {back}
        <ErrorState
          title={feedbackTexts.threadFailed}
          message={errorMessage(thread.error)}
          onRetry={() => void thread.refetch()}
        />
      </>
    );
  const detail = thread.data;
  return (
    <>
      {back}
      <section className={styles.section} aria-labelledby="feedback-thread">
        <h2 id="feedback-thread" className={styles.subtitle}>
          {detail.kategori}
        </h2>
        <p className={styles.note}>
          {detail.status === 'answered' ? feedbackTexts.answered : feedbackTexts.open}
          {detail.kode_booking ? ` · ${feedbackTexts.booking} ${detail.kode_booking}` : ''}
        </p>
        <ol className={styles.messages}>
          <li className={`${styles.message} ${styles.mine}`}>
            <span className={styles.author}>{feedbackTexts.yourMessage}</span>
            <p className={styles.body}>{detail.pesan}</p>
            <span className={styles.note}>{when(detail.tanggal)}</span>
          </li>
          {detail.balasan.map((reply) => (
            <li key={reply.balasan_id} className={`${styles.message} ${styles.staff}`}>
              <span className={styles.author}>{reply.nama_staf}</span>
              <p className={styles.body}>{reply.pesan}</p>
              <span className={styles.note}>{when(reply.tanggal)}</span>
            </li>
          ))}
        </ol>
        {detail.balasan.length === 0 ? (
          <p className={styles.note}>{feedbackTexts.noReplies}</p>
        ) : null}
      </section>
    </>
  );
}

import { REVIEW_COMMENT_MAX } from '@lintas/domain/review-schemas';
import { type FormEvent, useId, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { isLoggedIn } from '../../../lib/session';
import { useRateReservation, useReviewTags } from '../api/reviews';
import styles from './review.module.css';
import { nativeRating } from '../../../lib/native-bridge';

export const reviewTexts = {
  intro: (kode: string) => `Bagaimana perjalanan Anda dengan pesanan ${kode}?`,
  rating: 'Rating perjalanan',
  stars: (n: number) => `${n} bintang`,
  chooseRating: 'Pilih 1 sampai 5 bintang.',
  ratingWords: ['', 'Sangat buruk', 'Buruk', 'Cukup', 'Baik', 'Sangat baik'] as const,
  tags: 'Apa yang paling berkesan?',
  loadingTags: 'Memuat pilihan…',
  tagsFailed: 'Pilihan tidak dapat dimuat',
  comment: 'Komentar (opsional)',
  commentCount: (n: number) => `${n}/${REVIEW_COMMENT_MAX} karakter`,
  submit: 'Kirim Ulasan',
  sending: 'Mengirim…',
  ratingRequired: 'Pilih rating terlebih dahulu.',
  thanks: 'Terima kasih atas ulasan Anda!',
  thanksNote: 'Ulasan Anda membantu penumpang lain memilih perjalanan.',
  backToOrders: 'Kembali ke Pesanan Saya',
} as const;

const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * /ulasan/:kode: the customer rates a paid, travelled reservation: 1-5 stars (native
 * radio buttons, so arrow keys and screen readers work as for any radio group), the tags
 * the server offers for the chosen rating, an optional comment. The server decides
 * whether the reservation may be reviewed (paid, arrived, not yet reviewed) and its
 * Indonesian refusal is shown as it comes. A guest is sent to /login and back.
 */
export function ReviewPage({ kode }: { kode: string }) {
  const [loggedIn] = useState(isLoggedIn);
  if (!loggedIn) return <Navigate to={paths.login.getHref(paths.review.getHref(kode))} replace />;
  return <ReviewForm kode={kode} />;
}

function ReviewForm({ kode }: { kode: string }) {
  const baseId = useId();
  const [rating, setRating] = useState(0);
  const [chosen, setChosen] = useState<number[]>([]);
  const [comment, setComment] = useState('');
  const [missingRating, setMissingRating] = useState(false);
  const tags = useReviewTags(rating);
  const rate = useRateReservation();

  if (rate.isSuccess)
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{paths.review.title}</h1>
        <div className={`${styles.card} ${styles.done}`} role="status">
          <p>
            <strong>{reviewTexts.thanks}</strong>
          </p>
          <p className={styles.note}>{reviewTexts.thanksNote}</p>
          <Link className={styles.link} to={paths.orders.getHref()}>
            {reviewTexts.backToOrders}
          </Link>
        </div>
      </div>
    );

  const chooseRating = (next: number) => {
    setRating(next);
    // Another rating offers other tags: what was picked for the old one no longer applies.
    if (next !== rating) setChosen([]);
    setMissingRating(false);
  };
  const toggleTag = (id: number) =>
    setChosen((current) =>
      current.includes(id) ? current.filter((tag) => tag !== id) : [...current, id],
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === 0) {
      setMissingRating(true);
      document.getElementById(`${baseId}-star-1`)?.focus();
      return;
    }
    rate.mutate(
      { reservasi_kode: kode, rating, tags: chosen, komentar: comment.trim() },
      // A happy traveller inside the apps is offered the store's rating sheet too.
      { onSuccess: () => (rating >= 4 ? nativeRating() : undefined) },
    );
  };

  const ratingHintId = `${baseId}-rating-hint`;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{paths.review.title}</h1>
      <form className={styles.card} onSubmit={submit} noValidate>
        <p className={styles.note}>{reviewTexts.intro(kode)}</p>
        <fieldset
          className={styles.fieldset}
          aria-describedby={ratingHintId}
          aria-invalid={missingRating ? true : undefined}
        >
          <legend className={styles.legend}>{reviewTexts.rating}</legend>
          <div className={styles.stars}>
            {RATINGS.map((value) => (
              <label
                key={value}
                className={`${styles.star} ${value <= rating ? styles.starOn : ''}`}
                htmlFor={`${baseId}-star-${value}`}
              >
                <input
                  id={`${baseId}-star-${value}`}
                  type="radio"
                  name={`${baseId}-rating`}
                  value={value}
                  checked={rating === value}
                  aria-label={reviewTexts.stars(value)}
                  onChange={() => chooseRating(value)}
                />
                <span aria-hidden="true">★</span>
              </label>
            ))}
          </div>
          <p
            id={ratingHintId}
            className={missingRating ? styles.formError : styles.ratingText}
            role={missingRating ? 'alert' : undefined}
          >
            {missingRating
              ? reviewTexts.ratingRequired
              : rating > 0
                ? reviewTexts.ratingWords[rating]
                : reviewTexts.chooseRating}
          </p>
        </fieldset>

        {rating > 0 ? (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{reviewTexts.tags}</legend>
            {tags.isPending ? (
              <p className={styles.note}>{reviewTexts.loadingTags}</p>
            ) : tags.isError ? (
              <ErrorState
                title={reviewTexts.tagsFailed}
                message={errorMessage(tags.error)}
                onRetry={() => void tags.refetch()}
              />
            ) : (
              <ul className={styles.tags}>
                {tags.data.list.map((tag) => (
                  <li key={tag.id}>
                    <button
                      type="button"
                      className={styles.tag}
                      aria-pressed={chosen.includes(tag.id)}
                      onClick={() => toggleTag(tag.id)}
                    >
                      {tag.nama}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
        ) : null}

        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${baseId}-comment`}>
            {reviewTexts.comment}
          </label>
          <textarea
            id={`${baseId}-comment`}
            className={styles.input}
            rows={4}
            maxLength={REVIEW_COMMENT_MAX}
            value={comment}
            aria-describedby={`${baseId}-comment-count`}
            onChange={(event) => setComment(event.target.value)}
          />
          <p id={`${baseId}-comment-count`} className={styles.note}>
            {reviewTexts.commentCount(comment.length)}
          </p>
        </div>

        {rate.isError ? (
          <p className={styles.formError} role="alert">
            {errorMessage(rate.error)}
          </p>
        ) : null}
        <Button type="submit" block loading={rate.isPending} loadingText={reviewTexts.sending}>
          {reviewTexts.submit}
        </Button>
      </form>
    </div>
  );
}

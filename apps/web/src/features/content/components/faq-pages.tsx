import type { FaqItem } from '@lintas/domain/content-schemas';
import { useDeferredValue, useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useFaq } from '../api/get-faq';
import { useFaqs, useRecommendedFaqs } from '../api/get-faqs';
import { ContentText } from './content-text';
import styles from './content.module.css';
import { decodeId } from '../../../lib/decode-id';

export const faqTexts = {
  title: 'Pertanyaan Umum (FAQ)',
  lead: 'Jawaban cepat seputar pemesanan, pembayaran, pembatalan dan keberangkatan.',
  searchLabel: 'Cari pertanyaan',
  searchPlaceholder: 'Contoh: batas waktu pembayaran',
  recommended: 'Paling sering ditanyakan',
  loading: 'Memuat pertanyaan…',
  failed: 'Pertanyaan tidak dapat dimuat',
  empty: 'Belum ada pertanyaan',
  noMatch: (words: string) => `Tidak ada pertanyaan tentang "${words}"`,
  noMatchDescription: 'Coba kata lain, atau kirim pertanyaan Anda kepada kami.',
  ask: 'Kirim Pertanyaan',
  back: 'Kembali ke FAQ',
  notFound: 'Pertanyaan tidak ditemukan',
  notFoundDescription: 'Pertanyaan ini mungkin sudah dihapus atau alamatnya salah.',
  related: 'Pertanyaan terkait',
  stillNeedHelp: 'Masih butuh bantuan?',
} as const;

function FaqLinks({ items }: { items: FaqItem[] }) {
  return (
    <ul className={styles.links}>
      {items.map((item) => (
        <li key={item.faq_id}>
          <Link to={paths.faqDetail.getHref(item.faq_id)} className={styles.linkRow}>
            {item.pertanyaan}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Recommended() {
  const recommended = useRecommendedFaqs();
  // The full list below answers the same questions: a failed or empty list of favourites
  // is simply left out.
  if (!recommended.data || recommended.data.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="faq-recommended">
      <h2 id="faq-recommended" className={styles.subtitle}>
        {faqTexts.recommended}
      </h2>
      <FaqLinks items={recommended.data} />
    </section>
  );
}

/** /faq: the recommended questions, a search, and every question by category. */
export function FaqPage() {
  const [words, setWords] = useState('');
  const deferred = useDeferredValue(words.trim());
  const faqs = useFaqs(deferred);
  const askLink = <Link to={paths.feedback.getHref()}>{faqTexts.ask}</Link>;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{faqTexts.title}</h1>
      <p className={styles.lead}>{faqTexts.lead}</p>
      <label className={styles.search}>
        {faqTexts.searchLabel}
        <input
          type="search"
          className={styles.searchInput}
          value={words}
          maxLength={64}
          placeholder={faqTexts.searchPlaceholder}
          onChange={(event) => setWords(event.target.value)}
        />
      </label>
      {deferred === '' ? <Recommended /> : null}
      {faqs.isPending ? (
        <SkeletonCard lines={4} label={faqTexts.loading} />
      ) : faqs.isError ? (
        <ErrorState
          title={faqTexts.failed}
          message={errorMessage(faqs.error)}
          onRetry={() => void faqs.refetch()}
        />
      ) : faqs.data.length === 0 ? (
        <EmptyState
          title={deferred === '' ? faqTexts.empty : faqTexts.noMatch(deferred)}
          description={faqTexts.noMatchDescription}
          action={askLink}
        />
      ) : (
        faqs.data.map((group) => (
          <section
            key={group.kategori_id}
            className={styles.section}
            aria-labelledby={`faq-category-${group.kategori_id}`}
          >
            <h2 id={`faq-category-${group.kategori_id}`} className={styles.subtitle}>
              {group.nama}
            </h2>
            <FaqLinks items={group.list} />
          </section>
        ))
      )}
      <p className={styles.meta}>
        {faqTexts.stillNeedHelp} {askLink}
      </p>
    </div>
  );
}

/** /faq/:id: one question, its answer and related questions. */
export function FaqDetailPage() {
  const { id: rawId = '' } = useParams();
  // App links carry the id base64-encoded (spec §7 helpers), web links plainly.
  const id = decodeId(rawId, /^\d{1,9}$/);
  const faqId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  const faq = useFaq(faqId);
  const back = (
    <Link to={paths.faq.getHref()} className={styles.backLink}>
      {faqTexts.back}
    </Link>
  );
  if (faq.isPending)
    return (
      <div className={styles.page}>
        <SkeletonCard lines={4} label={faqTexts.loading} />
      </div>
    );
  if (faq.isError) {
    const missing =
      faq.error instanceof ApiError &&
      (faq.error.httpStatus === 404 || faq.error.httpStatus === 400);
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{missing ? faqTexts.notFound : faqTexts.failed}</h1>
        {missing ? (
          <EmptyState
            title={faqTexts.notFound}
            description={faqTexts.notFoundDescription}
            action={back}
          />
        ) : (
          <ErrorState
            title={faqTexts.failed}
            message={errorMessage(faq.error)}
            onRetry={() => void faq.refetch()}
            action={back}
          />
        )}
      </div>
    );
  }
  const detail = faq.data;
  return (
    <article className={styles.page}>
      {back}
      <p className={styles.meta}>{detail.kategori_nama}</p>
      <h1 className={styles.title}>{detail.pertanyaan}</h1>
      <ContentText text={detail.jawaban} />
      {detail.terkait.length > 0 ? (
        <section className={styles.section} aria-labelledby="faq-related">
          <h2 id="faq-related" className={styles.subtitle}>
            {faqTexts.related}
          </h2>
          <FaqLinks items={detail.terkait} />
        </section>
      ) : null}
      <p className={styles.meta}>
        {faqTexts.stillNeedHelp} <Link to={paths.feedback.getHref()}>{faqTexts.ask}</Link>
      </p>
    </article>
  );
}

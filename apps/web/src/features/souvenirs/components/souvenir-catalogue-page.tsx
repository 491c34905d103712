import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LazyImage } from '../../../components/ui/lazy-image';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSouvenirBanners, useSouvenirList } from '../api/souvenir-api';
import { BagIcon, SouvenirCard } from './souvenir-card';
import { SouvenirCart } from './souvenir-cart';
import { souvenirTexts } from './souvenir-texts';
import styles from './souvenirs.module.css';

/** The banners above the catalogue; nothing while loading or when they fail (not essential). */
function SouvenirBanners() {
  const banners = useSouvenirBanners();
  if (!banners.data || banners.data.length === 0) return null;
  return (
    <ul className={styles.banners} aria-label="Banner oleh-oleh">
      {banners.data.map((banner) => {
        const image = (
          <LazyImage
            src={banner.gambar}
            alt={`${banner.judul}. ${banner.subjudul}`}
            className={styles.bannerImage}
            width={1200}
            height={400}
          />
        );
        return (
          <li key={banner.banner_id} className={styles.banner}>
            {banner.tautan?.startsWith('/') ? <Link to={banner.tautan}>{image}</Link> : image}
          </li>
        );
      })}
    </ul>
  );
}

function positiveInt(value: string | null): number | null {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : null;
}

/**
 * The search box: typed words go to the address (?cari=) on submit. Keyed by those words
 * in the page, so Back, a chip or "Lihat semua" shows the words being listed.
 */
function SouvenirSearch({ words }: { words: string }) {
  const [search, setSearch] = useSearchParams();
  const [draft, setDraft] = useState(words);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams(search);
    const value = draft.trim();
    if (value) next.set('cari', value);
    else next.delete('cari');
    setSearch(next);
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor="souvenir-search" className="visually-hidden">
        {souvenirTexts.searchLabel}
      </label>
      <input
        id="souvenir-search"
        type="search"
        className={styles.searchInput}
        value={draft}
        maxLength={64}
        placeholder={souvenirTexts.searchPlaceholder}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button type="submit">{souvenirTexts.searchButton}</Button>
    </form>
  );
}

/** /oleh-oleh: banners, category chips, search, the products a page at a time, the cart. */
export function SouvenirCataloguePage() {
  const [search] = useSearchParams();
  const categoryId = positiveInt(search.get('kategori'));
  const words = (search.get('cari') ?? '').trim();
  const list = useSouvenirList({ categoryId, search: words });
  const first = list.data?.pages[0];
  const categories = first?.kategori ?? [];
  const products = list.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{souvenirTexts.title}</h1>
      <p className={styles.lead}>{souvenirTexts.lead}</p>
      <SouvenirBanners />
      <SouvenirSearch key={words} words={words} />
      {categories.length > 0 ? (
        <nav aria-label={souvenirTexts.categories}>
          <ul className={styles.chips}>
            <li>
              <Link
                to={paths.souvenirs.getHref({ cari: words || undefined })}
                className={styles.chip}
                aria-current={categoryId === null ? 'page' : undefined}
              >
                {souvenirTexts.all}
              </Link>
            </li>
            {categories.map((category) => (
              <li key={category.kategori_id}>
                <Link
                  to={paths.souvenirs.getHref({
                    kategori: category.kategori_id,
                    cari: words || undefined,
                  })}
                  className={styles.chip}
                  aria-current={categoryId === category.kategori_id ? 'page' : undefined}
                >
                  {category.nama}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {list.isPending ? (
        <SkeletonCard lines={3} label={souvenirTexts.loading} />
      ) : list.isError && !list.data ? (
        <ErrorState
          title={souvenirTexts.failed}
          message={errorMessage(list.error)}
          onRetry={() => void list.refetch()}
          action={
            categoryId !== null || words ? (
              <Link to={paths.souvenirs.getHref()}>{souvenirTexts.showAll}</Link>
            ) : undefined
          }
        />
      ) : products.length === 0 ? (
        <EmptyState
          icon={<BagIcon />}
          title={souvenirTexts.empty}
          description={words ? souvenirTexts.emptySearch(words) : souvenirTexts.emptyAll}
          action={<Link to={paths.souvenirs.getHref()}>{souvenirTexts.showAll}</Link>}
        />
      ) : (
        <>
          <p className={styles.meta} aria-live="polite">
            {souvenirTexts.count(products.length, first?.total_data ?? products.length)}
          </p>
          <ul
            className={`${styles.grid} ${list.isPlaceholderData ? styles.stale : ''}`}
            aria-busy={list.isPlaceholderData || undefined}
          >
            {products.map((product) => (
              <li key={product.produk_id}>
                <SouvenirCard product={product} />
              </li>
            ))}
          </ul>
          {list.isError ? (
            <ErrorState
              title={souvenirTexts.failed}
              message={errorMessage(list.error)}
              onRetry={() => void list.fetchNextPage()}
            />
          ) : list.hasNextPage ? (
            <Button
              variant="secondary"
              className={styles.more}
              loading={list.isFetchingNextPage}
              loadingText={souvenirTexts.loadingMore}
              onClick={() => void list.fetchNextPage()}
            >
              {souvenirTexts.more}
            </Button>
          ) : null}
        </>
      )}
      <SouvenirCart />
    </div>
  );
}

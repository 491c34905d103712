import type { Banner } from '@lintas/domain/content-schemas';
import { useEffect, useState } from 'react';
import { LazyImage } from '../../../components/ui/lazy-image';
import { useBanners } from '../api/get-banners';
import { ContentLink } from './content-text';
import styles from './content.module.css';

export const carouselTexts = {
  label: 'Promo dan info',
  loading: 'Memuat banner…',
  previous: 'Banner sebelumnya',
  next: 'Banner berikutnya',
  slide: (index: number, total: number) => `Banner ${index} dari ${total}`,
} as const;

/** Time each banner shows before the next, unless the person is using the carousel. */
const ADVANCE_MS = 6000;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

function Slide({ banner, active }: { banner: Banner; active: boolean }) {
  const body = (
    <>
      <LazyImage
        src={banner.gambar}
        alt=""
        className={styles.slideImage}
        width={1200}
        height={400}
      />
      <span className={styles.slideText}>
        <span className={styles.slideTitle}>{banner.judul}</span>
        {banner.subjudul ? <span className={styles.slideSubtitle}>{banner.subjudul}</span> : null}
      </span>
    </>
  );
  // Slides out of view are hidden from assistive technology and the tab order.
  const hidden = active ? {} : { 'aria-hidden': true as const, inert: true };
  return (
    <div className={styles.slide} {...hidden}>
      {banner.tautan ? (
        <ContentLink href={banner.tautan} className={styles.slideLink}>
          {body}
        </ContentLink>
      ) : (
        body
      )}
    </div>
  );
}

/**
 * The home page's banner carousel (list-banner). It only adds to the page: while loading
 * it keeps the space, and with no banners or a failed call it shows nothing, so the
 * search above is never pushed about or blocked.
 */
export function HomeCarousel() {
  const banners = useBanners();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const list = banners.data ?? [];
  const total = list.length;

  useEffect(() => {
    if (total < 2 || paused || prefersReducedMotion()) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % total),
      ADVANCE_MS,
    );
    return () => window.clearInterval(timer);
  }, [total, paused]);

  if (banners.isPending)
    return (
      <div className={styles.carouselSkeleton} role="status">
        <span className="visually-hidden">{carouselTexts.loading}</span>
      </div>
    );
  if (total === 0) return null;
  const current = Math.min(index, total - 1);

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={carouselTexts.label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={styles.viewport}>
        <div className={styles.track} style={{ transform: `translateX(-${current * 100}%)` }}>
          {list.map((banner, position) => (
            <Slide key={banner.banner_id} banner={banner} active={position === current} />
          ))}
        </div>
      </div>
      {total > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={carouselTexts.previous}
            onClick={() => setIndex((current - 1 + total) % total)}
          >
            ‹
          </button>
          {list.map((banner, position) => (
            <button
              key={banner.banner_id}
              type="button"
              className={styles.dot}
              aria-label={carouselTexts.slide(position + 1, total)}
              aria-current={position === current}
              onClick={() => setIndex(position)}
            />
          ))}
          <button
            type="button"
            className={styles.arrow}
            aria-label={carouselTexts.next}
            onClick={() => setIndex((current + 1) % total)}
          >
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}

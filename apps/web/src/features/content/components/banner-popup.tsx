import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { LazyImage } from '../../../components/ui/lazy-image';
import { useBannerPopup } from '../api/get-banner-popup';
import { rememberPopup, seenPopups } from '../lib/seen-popups';
import { ContentLink } from './content-text';
import styles from './content.module.css';

export const popupTexts = {
  close: 'Tutup',
  open: 'Lihat Promo',
} as const;

/** The server's rule for an ads code: anything else would only be refused. */
const ADS_CODE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The banner popup (banner-popup) for the campaign in the address's ads_kode, or the one
 * for everybody: shown once per visitor and popup code, remembered in localStorage from
 * the moment it shows. A failed call shows nothing.
 *
 * Not modal (decision 0036): a card along the bottom of a phone's screen or in a desktop's
 * corner, below the search form, that takes no focus, traps none and dims nothing, so the
 * person who came to search can search at once. "Tutup" (or Escape inside the card) closes
 * it; "Lihat Promo" opens the promo.
 */
export function BannerPopup() {
  const [search] = useSearchParams();
  const requested = search.get('ads_kode')?.trim().toLowerCase() ?? '';
  const adsCode = requested.length <= 64 && ADS_CODE.test(requested) ? requested : null;
  const [seen] = useState(seenPopups);
  const popup = useBannerPopup(adsCode, true);
  const [closed, setClosed] = useState(false);
  const banner = popup.data?.popup ?? null;
  const show = banner !== null && banner.kode !== null && !seen.includes(banner.kode) && !closed;

  useEffect(() => {
    if (show && banner?.kode) rememberPopup(banner.kode);
  }, [show, banner?.kode]);

  // The card floats over the page's end: while it shows, the page may scroll that much
  // further, so nothing (the footer's last links) stays under it. Room at the very end
  // moves nothing on screen.
  const card = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = card.current;
    if (!show || !element) return;
    const body = document.body;
    const before = body.style.paddingBottom;
    const reserve = () => {
      const offset = Number.parseFloat(getComputedStyle(element).bottom) || 0;
      const height = element.getBoundingClientRect().height;
      body.style.paddingBottom = `${Math.ceil(height + 2 * offset)}px`;
    };
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = before;
    };
  }, [show]);

  if (!show || !banner) return null;
  const close = () => {
    // Focus inside the card would fall to the page's start with it: it goes to the page
    // instead, as the skip link takes it (main is focusable for that).
    if (document.activeElement?.closest('[data-banner-popup]'))
      document.getElementById('main')?.focus();
    setClosed(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  return (
    <section
      ref={card}
      className={styles.popup}
      aria-labelledby="banner-popup-title"
      data-banner-popup=""
      onKeyDown={onKeyDown}
    >
      <LazyImage
        src={banner.gambar}
        alt=""
        className={styles.popupImage}
        width={600}
        height={600}
      />
      <div className={styles.popupText}>
        <h2 id="banner-popup-title" className={styles.popupTitle}>
          {banner.judul}
        </h2>
        {banner.subjudul ? <p className={styles.popupSubtitle}>{banner.subjudul}</p> : null}
      </div>
      <div className={styles.popupActions}>
        <button type="button" className={styles.closeButton} onClick={close}>
          {popupTexts.close}
        </button>
        {banner.tautan ? (
          <ContentLink href={banner.tautan} className={styles.primaryLink} onClick={close}>
            {popupTexts.open}
          </ContentLink>
        ) : null}
      </div>
    </section>
  );
}

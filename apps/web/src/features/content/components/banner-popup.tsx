import { useEffect, useRef, useState } from 'react';
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
 */
export function BannerPopup() {
  const [search] = useSearchParams();
  const requested = search.get('ads_kode')?.trim().toLowerCase() ?? '';
  const adsCode = requested.length <= 64 && ADS_CODE.test(requested) ? requested : null;
  const [seen] = useState(seenPopups);
  const popup = useBannerPopup(adsCode, true);
  const [closed, setClosed] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const banner = popup.data?.popup ?? null;
  const show = banner !== null && banner.kode !== null && !seen.includes(banner.kode) && !closed;

  useEffect(() => {
    if (!show || !banner?.kode) return;
    rememberPopup(banner.kode);
    closeButton.current?.focus();
  }, [show, banner?.kode]);

  useEffect(() => {
    if (!show) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setClosed(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [show]);

  if (!show || !banner) return null;
  const close = () => setClosed(true);
  return (
    <div
      className={styles.backdrop}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div
        className={styles.popup}
        role="dialog"
        aria-modal="true"
        aria-labelledby="banner-popup-title"
      >
        <LazyImage
          src={banner.gambar}
          alt=""
          className={styles.popupImage}
          width={600}
          height={600}
        />
        <div className={styles.popupBody}>
          <h2 id="banner-popup-title">{banner.judul}</h2>
          {banner.subjudul ? <p>{banner.subjudul}</p> : null}
          <div className={styles.popupActions}>
            <button ref={closeButton} type="button" className={styles.closeButton} onClick={close}>
              {popupTexts.close}
            </button>
            {banner.tautan ? (
              <ContentLink href={banner.tautan} className={styles.primaryLink} onClick={close}>
                {popupTexts.open}
              </ContentLink>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}

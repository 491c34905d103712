import { useState } from 'react';
import { appStores } from '../../config/app-stores';
import { storageKeys } from '../../config/storage-keys';
import { readStorage, writeStorage } from '../../lib/dom';
import { isInApp } from '../../lib/platform';
import { useIsMobileView } from '../../stores/view-mode-store';
import styles from './download-app-banner.module.css';

/** A closed banner stays away this long, then may ask once more. */
const QUIET_DAYS = 30;

function dismissedRecently(now: number): boolean {
  const at = Date.parse(readStorage(storageKeys.downloadAppDismissed) ?? '');
  return Number.isFinite(at) && now - at < QUIET_DAYS * 86_400_000;
}

/** The store of the phone in hand; both on a phone we cannot tell. */
function storesFor(userAgent: string): Array<{ label: string; href: string }> {
  const android = { label: 'Google Play', href: appStores.android };
  const ios = { label: 'App Store', href: appStores.ios };
  if (/Android/i.test(userAgent)) return [android];
  if (/iPhone|iPad|iPod/i.test(userAgent)) return [ios];
  return [android, ios];
}

/**
 * The download-app prompt for web visitors on a phone (spec §1 "a download-app popup",
 * §3 showPopdownload): a slim card on home, never inside the apps' webviews nor on a
 * desktop, not modal (it never stands between a person and the search form), and quiet
 * for 30 days once closed.
 */
export function DownloadAppBanner() {
  const phone = useIsMobileView();
  const [show, setShow] = useState(() => !isInApp() && !dismissedRecently(Date.now()));
  if (!phone || !show) return null;

  const close = () => {
    writeStorage(storageKeys.downloadAppDismissed, new Date().toISOString());
    setShow(false);
  };

  return (
    <aside className={styles.banner} aria-label="Aplikasi Lintas">
      <svg className={styles.mark} viewBox="0 0 32 32" width="40" height="40" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#1646a8" />
        <path d="M9 9h4v11h9v3H9z" fill="#fff" />
      </svg>
      <div className={styles.text}>
        <p className={styles.title}>Lebih cepat di aplikasi Lintas</p>
        <p className={styles.lead}>Simpan e-tiket, dapat kabar kursi, pesan ulang sekali ketuk.</p>
        <p className={styles.links}>
          {storesFor(typeof navigator === 'undefined' ? '' : navigator.userAgent).map((store) => (
            <a
              key={store.label}
              className={styles.store}
              href={store.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              Unduh di {store.label}
            </a>
          ))}
        </p>
      </div>
      <button
        type="button"
        className={styles.close}
        onClick={close}
        aria-label="Tutup ajakan unduh aplikasi"
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path
            d="M3 3l10 10M13 3L3 13"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </aside>
  );
}

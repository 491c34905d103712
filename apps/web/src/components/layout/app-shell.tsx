import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { usePendingNavigation } from '../../lib/pending-navigation';
import { isLoggedIn } from '../../lib/session';
import { DeferredFooter } from './deferred-footer';
import { useViewMode } from '../../stores/view-mode-store';
import styles from './app-shell.module.css';

/**
 * The layout every page renders in (spec §2 "Shared elements"). View mode 'm' is a
 * narrow centred column (about 24rem on medium screens and up, page #F5F5F5); 'd' is
 * the desktop layout. Each page fades in on route change, and focus moves to the page
 * so screen-reader users hear the new page.
 */
export function AppShell({
  children,
  headerActions,
}: {
  children: ReactNode;
  /** The account entry (Masuk / the customer's menu), composed in by src/app. */
  headerActions?: ReactNode;
}) {
  const mode = useViewMode();
  const location = useLocation();
  // True while the next page loads; this page stays until it is ready (decision 0028).
  const navigating = usePendingNavigation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  // The page a visit lands on is not faded in: a route change is what fades (spec §2). The
  // landing page is the prerendered one, painted at once; faded, it would be invisible at
  // the first paint and again when the client renders over it (decision 0027).
  const [landingKey] = useState(location.key);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
    window.scrollTo?.(0, 0);
  }, [location.pathname]);

  return (
    <div
      className={`${styles.shell} ${mode === 'm' ? styles.mobile : styles.desktop}`}
      data-view={mode}
    >
      <a className={styles.skip} href="#main">
        Langsung ke konten
      </a>
      {navigating ? (
        <div className={styles.progress} role="progressbar" aria-label="Memuat halaman" />
      ) : null}
      <header className={styles.header}>
        <div className={styles.headerInner}>
          {/* The name starts with the visible word (WCAG 2.5.3 label in name); the mark is drawn by CSS. */}
          <Link to={paths.home.getHref()} className={styles.logo} aria-label="Lintas, ke beranda">
            <span className={styles.logoMark} aria-hidden="true" />
            <span className={styles.logoWord}>Lintas</span>
          </Link>
          <nav className={styles.nav} aria-label="Navigasi utama">
            {/* A customer's orders are in the account; a guest's are found by booking code. */}
            <Link to={isLoggedIn() ? paths.orders.getHref() : paths.lookup.getHref()}>
              Pesanan Saya
            </Link>
            <Link to={paths.faq.getHref()}>Bantuan</Link>
          </nav>
          {headerActions ? <div className={styles.headerActions}>{headerActions}</div> : null}
        </div>
      </header>
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        <div
          key={location.pathname}
          className={location.key === landingKey ? undefined : styles.page}
        >
          {children}
        </div>
      </main>
      <DeferredFooter />
    </div>
  );
}

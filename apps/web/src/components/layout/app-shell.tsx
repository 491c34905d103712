import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useNavigation } from 'react-router';
import { paths } from '../../config/paths';
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
  const navigation = useNavigation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

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
      {navigation.state === 'loading' ? (
        <div className={styles.progress} role="progressbar" aria-label="Memuat halaman" />
      ) : null}
      <header className={styles.header}>
        <div className={styles.headerInner}>
          {/* The name starts with the visible word (WCAG 2.5.3 label in name); the mark is drawn by CSS. */}
          <Link to={paths.home.getHref()} className={styles.logo} aria-label="Lintas, ke beranda">
            <span className={styles.logoMark} aria-hidden="true" />
            <span>Lintas</span>
          </Link>
          <nav className={styles.nav} aria-label="Navigasi utama">
            <Link to={paths.lookup.getHref()}>Cek Pesanan</Link>
          </nav>
          {headerActions ? <div className={styles.headerActions}>{headerActions}</div> : null}
        </div>
      </header>
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        <div key={location.pathname} className={styles.page}>
          {children}
        </div>
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <p>© {new Date().getFullYear()} Lintas · Tiket bus &amp; shuttle antarkota</p>
          <p>Butuh bantuan? Buka menu Cek Pesanan dengan kode booking Anda.</p>
          <nav className={styles.footerNav} aria-label="Informasi">
            <Link to={paths.blog.getHref()}>Blog</Link>
            <Link to={paths.faq.getHref()}>FAQ</Link>
            <Link to={paths.donation.getHref()}>Donasi</Link>
          </nav>
        </div>
      </footer>
    </div>
  );
}

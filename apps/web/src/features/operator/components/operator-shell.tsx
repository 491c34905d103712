import type { StaffProfile } from '@lintas/domain/staff-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, NavLink, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { usePendingNavigation } from '../../../lib/pending-navigation';
import { useStaffSession } from '../../../lib/staff-session';
import { useStaffProfile } from '../api/get-staff-profile';
import { staffLogout } from '../api/staff-logout';
import styles from './operator.module.css';

/**
 * One entry of the console's navigation. `roles` limits it to some staff (an admin-only
 * screen); without it everybody sees it. `end`: active only on exactly this path.
 */
export interface ConsoleNavItem {
  label: string;
  to: string;
  end?: boolean;
  /** Paths under which the entry is current too (the departures for a manifest). */
  alsoActiveUnder?: readonly string[];
  roles?: ReadonlyArray<StaffProfile['peran']>;
}

function roleLabel(staff: StaffProfile): string {
  if (staff.peran === 'admin') return 'Admin · semua operator';
  return `Petugas · ${staff.operator_nama ?? staff.operator_kode ?? ''}`;
}

const activeUnder = (item: ConsoleNavItem, pathname: string) =>
  item.alsoActiveUnder?.some((prefix) => pathname.startsWith(prefix)) ?? false;

/**
 * The operator console's layout: a compact top bar (who is signed in, the navigation,
 * Keluar) and the page; none of the customer site's header and footer. It is also the
 * console's door: without a staff session every page under it sends to /operator/masuk
 * with the page as `red`, so the sign-in comes back here. Hidden when printing.
 */
export function OperatorShell({
  nav,
  children,
}: {
  /** Composed by src/app, so screens of other features can add their entries. */
  nav: readonly ConsoleNavItem[];
  children: ReactNode;
}) {
  const session = useStaffSession();
  const location = useLocation();
  // True while the next page loads; this page stays until it is ready (decision 0028).
  const navigating = usePendingNavigation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useStaffProfile(session?.token ?? '');
  const [leaving, setLeaving] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // A new page: screen readers hear it, and the page starts at its top.
    mainRef.current?.focus({ preventScroll: true });
    window.scrollTo?.(0, 0);
  }, [location.pathname]);

  if (!session) {
    return (
      <Navigate
        to={paths.operatorLogin.getHref(`${location.pathname}${location.search}`)}
        replace
      />
    );
  }

  const staff = profile.data ?? session.staf;
  const items = nav.filter((item) => !item.roles || item.roles.includes(staff.peran));

  const signOut = async () => {
    setLeaving(true);
    await staffLogout();
    // Nothing of this staff member's data may show to the next one on this computer.
    queryClient.removeQueries({ queryKey: ['staff'] });
    void navigate(paths.operatorLogin.getHref(), { replace: true });
  };

  return (
    <div className={styles.console}>
      <a className={styles.skip} href="#konsol">
        Langsung ke konten
      </a>
      {navigating ? (
        <div className={styles.progress} role="progressbar" aria-label="Memuat halaman" />
      ) : null}
      <header className={styles.topBar} data-print="hide">
        <div className={styles.topRow}>
          <span className={styles.consoleBrand}>
            <span className={styles.brandMark} aria-hidden="true" />
            <span>
              Lintas <span className={styles.brandSub}>Operator</span>
            </span>
          </span>
          <div className={styles.who}>
            <span className={styles.whoName}>{staff.nama}</span>
            <span className={styles.whoRole}>{roleLabel(staff)}</span>
          </div>
          <button
            type="button"
            className={styles.signOut}
            onClick={() => void signOut()}
            disabled={leaving}
          >
            {leaving ? 'Keluar…' : 'Keluar'}
          </button>
        </div>
        <nav className={styles.nav} aria-label="Menu konsol">
          <ul>
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    isActive || activeUnder(item, location.pathname) ? styles.navActive : undefined
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="konsol" ref={mainRef} tabIndex={-1} className={styles.consoleMain}>
        {children}
      </main>
    </div>
  );
}

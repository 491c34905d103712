import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useCustomerProfile } from '../../../hooks/use-customer-profile';
import { useFeedbackUnread } from '../../../hooks/use-feedback-unread';
import { logout } from '../../../lib/customer-api';
import { isLoggedIn } from '../../../lib/session';
import { withLoading } from '../../../stores/loading-store';
import styles from './account-menu.module.css';
import { handOverToHost } from '../../../lib/native-bridge';

const accountMenuTexts = {
  login: 'Masuk',
  fallbackName: 'Akun Saya',
  profile: 'Profil',
  points: 'Poin Saya',
  feedback: 'Bantuan & Masukan',
  unread: (count: number) => `${count} balasan belum dibaca`,
  logout: 'Keluar',
} as const;

function isSignInPath(pathname: string): boolean {
  return pathname === paths.login.path || pathname.startsWith(`${paths.login.path}/`);
}

/** Where 'Masuk' sends the person back to after signing in: here, unless here is sign-in. */
function loginHref(pathname: string, search: string): string {
  if (pathname === paths.signup.path || pathname === paths.home.path) return paths.login.getHref();
  return paths.login.getHref(`${pathname}${search}`);
}

/**
 * The header's account entry: 'Masuk' (to /login, coming back here afterwards) for a
 * guest; for a customer their name opening a small menu with Profil, Poin Saya, Bantuan &
 * Masukan (with the unread reply count, also beside the name) and Keluar. Pesanan Saya is
 * the header's own link beside it (components/layout/app-shell), for guests and customers. A disclosure (button + list of links), closed by Escape, a click
 * outside or a choice.
 */
export function AccountMenu() {
  const location = useLocation();
  const loggedIn = isLoggedIn();
  const profile = useCustomerProfile({ withStoredCopy: true });
  const unread = useFeedbackUnread().data ?? 0;
  // Open on the page where it was opened: navigating (a choice) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.pathname;
  const setOpen = (value: boolean) => setOpenAt(value ? location.pathname : null);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // On the sign-in screens themselves a way to sign in is the page, not a header link.
  if (!loggedIn && isSignInPath(location.pathname)) return null;
  if (!loggedIn)
    return (
      <Link
        className={styles.login}
        to={loginHref(location.pathname, location.search)}
        // Inside the apps the host signs the person in with its own screen.
        onClick={(event) => handOverToHost(event, 'loginInApp')}
      >
        {accountMenuTexts.login}
      </Link>
    );

  const name = profile.data?.nama.trim() || accountMenuTexts.fallbackName;
  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className={styles.name}>{name}</span>
        {unread > 0 ? (
          <span className={styles.badge}>
            <span aria-hidden="true">{unread}</span>
            <span className="visually-hidden">{accountMenuTexts.unread(unread)}</span>
          </span>
        ) : null}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      {open ? (
        <ul id={menuId} className={styles.menu}>
          <li>
            <Link className={styles.item} to={paths.profile.getHref()}>
              {accountMenuTexts.profile}
            </Link>
          </li>
          <li>
            <Link className={styles.item} to={paths.points.getHref()}>
              {accountMenuTexts.points}
            </Link>
          </li>
          <li>
            <Link className={styles.item} to={paths.feedback.getHref()}>
              {accountMenuTexts.feedback}
              {unread > 0 ? (
                <span className={styles.badge}>
                  <span aria-hidden="true">{unread}</span>
                  <span className="visually-hidden">{accountMenuTexts.unread(unread)}</span>
                </span>
              ) : null}
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={styles.item}
              onClick={() => {
                setOpen(false);
                void withLoading(logout());
              }}
            >
              {accountMenuTexts.logout}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}

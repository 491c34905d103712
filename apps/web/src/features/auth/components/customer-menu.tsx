import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useCustomerProfile } from '../../../hooks/use-customer-profile';
import { useFeedbackUnread } from '../../../hooks/use-feedback-unread';
import { logout } from '../../../lib/customer-api';
import { withLoading } from '../../../stores/loading-store';
import styles from './account-menu.module.css';

const customerMenuTexts = {
  fallbackName: 'Akun Saya',
  profile: 'Profil',
  points: 'Poin Saya',
  feedback: 'Bantuan & Masukan',
  unread: (count: number) => `${count} balasan belum dibaca`,
  logout: 'Keluar',
} as const;

/**
 * A signed-in customer's header entry (AccountMenu renders it): their name opening a small
 * menu with Profil, Poin Saya, Bantuan & Masukan (with the unread reply count, also beside
 * the name) and Keluar. A disclosure (button + list of links), closed by Escape, a click
 * outside or a choice. Its own module: a guest's page never loads it (issue 11).
 */
export default function CustomerMenu() {
  const location = useLocation();
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

  const name = profile.data?.nama.trim() || customerMenuTexts.fallbackName;
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
        <UnreadBadge count={unread} />
        <span className={styles.caret} aria-hidden="true" />
      </button>
      {open ? (
        <ul id={menuId} className={styles.menu}>
          <li>
            <Link className={styles.item} to={paths.profile.getHref()}>
              {customerMenuTexts.profile}
            </Link>
          </li>
          <li>
            <Link className={styles.item} to={paths.points.getHref()}>
              {customerMenuTexts.points}
            </Link>
          </li>
          <li>
            <Link className={styles.item} to={paths.feedback.getHref()}>
              {customerMenuTexts.feedback}
              <UnreadBadge count={unread} />
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
              {customerMenuTexts.logout}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}

/** The unread feedback replies as a badge (nothing when there are none). */
function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{customerMenuTexts.unread(count)}</span>
    </span>
  );
}

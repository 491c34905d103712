import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { queryClientGated, withQueryClient } from '../../../lib/query-client-loader';
import { isLoggedIn } from '../../../lib/session';
import styles from './account-menu.module.css';
import { handOverToHost } from '../../../lib/native-bridge';

const accountMenuTexts = {
  login: 'Masuk',
  account: 'Akun Saya',
} as const;

function isSignInPath(pathname: string): boolean {
  return pathname === paths.login.path || pathname.startsWith(`${paths.login.path}/`);
}

/** Where 'Masuk' sends the person back to after signing in: here, unless here is sign-in. */
function loginHref(pathname: string, search: string): string {
  if (pathname === paths.signup.path || pathname === paths.home.path) return paths.login.getHref();
  return paths.login.getHref(`${pathname}${search}`);
}

/** The signed-in menu's module, once loaded: rendered at once from then on. */
let customerMenu: ComponentType | null = null;

// With the QueryClient's module (decision 0031): the menu's profile and unread count are queries.
const loadCustomerMenu = () =>
  withQueryClient(() => import('./customer-menu')).then(
    (module) => (customerMenu ??= queryClientGated(module.default)),
    // Not loaded (offline, a failed request): the account is still one tap away.
    () => AccountLink,
  );

const LazyCustomerMenu = lazy(() => loadCustomerMenu().then((menu) => ({ default: menu })));

/**
 * Loads the signed-in menu ahead of its first render, so it renders at once: before the
 * app's first render for a customer (main.tsx) and right after a sign-in (finish-login).
 * A guest's page never loads it.
 */
export async function preloadCustomerMenu(): Promise<void> {
  if (isLoggedIn()) await loadCustomerMenu();
}

/** A customer's way to the account when the menu's module could not be loaded. */
function AccountLink() {
  return (
    <Link className={styles.login} to={paths.profile.getHref()}>
      {accountMenuTexts.account}
    </Link>
  );
}

/**
 * The header's account entry: 'Masuk' (to /login, coming back here afterwards) for a
 * guest; for a customer the menu with their name (customer-menu.tsx, its own module).
 * Pesanan Saya is the header's own link beside it (components/layout/app-shell), for
 * guests and customers.
 */
export function AccountMenu() {
  const location = useLocation();
  if (isLoggedIn()) {
    // Loaded before the first render (preloadCustomerMenu); after a sign-in elsewhere than
    // finish-login, the entry stays empty for the moment its module takes.
    return customerMenu ? (
      createElement(customerMenu)
    ) : (
      <Suspense fallback={null}>
        <LazyCustomerMenu />
      </Suspense>
    );
  }
  // On the sign-in screens themselves a way to sign in is the page, not a header link.
  if (isSignInPath(location.pathname)) return null;
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
}

import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { paths } from '../../../config/paths';
import { customerProfileKey, customerProfileQuery } from '../../../hooks/use-customer-profile';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { saveAuthToken } from '../../../lib/session';
import { preloadCustomerMenu } from '../components/account-menu';

/**
 * After a successful login (spec §4 "Login" 5 and 6): keep the token in the cookie, fetch
 * the profile, then go to signup when it has no name yet, else to the `red` path (only a
 * path of this site, lib/safe-redirect) or '/'. When the profile cannot be read, the
 * person counts as not new.
 */
export async function finishLogin(
  token: string,
  options: { queryClient: QueryClient; navigate: NavigateFunction; red: string | null },
): Promise<'signup' | 'redirect'> {
  saveAuthToken(token);
  // A profile cached from an earlier account must not decide for this one.
  options.queryClient.removeQueries({ queryKey: customerProfileKey });
  // The header's menu for customers (its own module) comes with the profile, so the page
  // opened next shows the name at once.
  const [name] = await Promise.all([
    options.queryClient
      .fetchQuery(customerProfileQuery())
      .then((profile) => profile.nama)
      .catch(() => null),
    preloadCustomerMenu(),
  ]);
  if (name !== null && name.trim() === '') {
    await options.navigate(paths.signup.getHref(), { replace: true });
    return 'signup';
  }
  await options.navigate(safeRedirectPath(options.red), { replace: true });
  return 'redirect';
}

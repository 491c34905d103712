import { paths } from '../../../config/paths';
import { safeRedirectPath } from '../../../lib/safe-redirect';

/**
 * Where a staff sign-in goes back to: a console page only (a path of this site that
 * starts with /operator), never the sign-in screen itself; otherwise the departures.
 */
export function consoleRedirect(red: string | null | undefined): string {
  const home = paths.operatorDepartures.getHref();
  const path = safeRedirectPath(red, home);
  const inConsole = path === '/operator' || /^\/operator[/?#]/.test(path);
  return inConsole && !path.startsWith(paths.operatorLogin.path) ? path : home;
}

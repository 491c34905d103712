/**
 * The `red` query parameter of /login (spec §4 "Login"): where to go after signing in.
 * Anyone can write a link to /login?red=..., so only a path of this site is followed;
 * anything else falls back to '/'. Refused: absolute URLs (https://evil.example),
 * protocol-relative ones (//evil.example, /\evil.example, which browsers read as
 * //evil.example), scriptable schemes (javascript:...), and control characters that
 * browsers strip before parsing (/\t/evil.example).
 */
const PROBE_ORIGIN = 'https://lintas.invalid';

export function safeRedirectPath(red: string | null | undefined, fallback = '/'): string {
  if (typeof red !== 'string' || red === '') return fallback;
  if (!red.startsWith('/') || red.startsWith('//') || red.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
  if (/[\u0000-\u001f\u007f\\]/.test(red)) return fallback;
  let url: URL;
  try {
    url = new URL(red, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Never bounce back into the sign-in screens themselves (a loop after login).
  if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return fallback;
  return path;
}

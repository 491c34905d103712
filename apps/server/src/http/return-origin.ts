import type { FastifyRequest } from 'fastify';

/**
 * The web origin a person should come back to after paying on the gateway's page, when
 * it is not PUBLIC_BASE_URL: null means "PUBLIC_BASE_URL", the default.
 *
 * Why an allow-list and not simply the request's Origin: the origin ends up in the
 * payment page's address, and the page sends the person on to it after paying. Taking
 * any Origin would be an open redirect: a crafted request or link could send a payer to
 * a look-alike site right after they handed over money, the moment they trust the next
 * page most. So the only origins honoured besides PUBLIC_BASE_URL are loopback ones
 * (localhost, 127.0.0.0/8, [::1]) that are also the request's own Host, i.e. a browser
 * on this machine talking to this server same-origin: a developer or a test on
 * `127.0.0.1` whose guest token lives in that origin's storage. A loopback address
 * names the payer's own machine, never an attacker's site, and anything else (another
 * host, a mismatching Host, no Origin at all, a non-http scheme) falls back to
 * PUBLIC_BASE_URL. To test from a phone on the LAN, set PUBLIC_BASE_URL to that address.
 */
export function returnOriginOf(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  const host = request.headers.host;
  if (typeof origin !== 'string' || typeof host !== 'string' || origin.length > 200) return null;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // `new URL` drops a scheme's default port and lower-cases the host, so compare alike.
  if (url.host !== hostHeader(host, url.protocol)) return null;
  return isLoopbackHost(url.hostname) ? url.origin : null;
}

function hostHeader(host: string, protocol: string): string | null {
  try {
    return new URL(`${protocol}//${host.trim()}`).host;
  } catch {
    return null;
  }
}

function isLoopbackHost(hostname: string): boolean {
  if (hostname === 'localhost' || hostname === '[::1]') return true;
  // 127.0.0.0/8, written as four decimal parts (new URL already normalised other forms).
  const parts = hostname.split('.');
  return (
    parts.length === 4 &&
    parts[0] === '127' &&
    parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)
  );
}

import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

/**
 * What the server logs about a request, without personal data or secrets. Every
 * request is logged at the default level (`info`), so its URL must not carry the
 * booker's contact (the guest look-up, voucher checks) or a guest token; headers that
 * carry credentials are removed wherever a log line holds them.
 */

/** Query parameters whose values are personal data or secrets (compared without case). */
const MASKED_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  'pemesan_email_telp',
  'pemesan_email',
  'pemesan_telp',
  'email',
  'telp',
  'guest_token',
  'token',
]);

const MASK = '***';

function isMaskedName(rawName: string): boolean {
  let name: string;
  try {
    name = decodeURIComponent(rawName.replace(/\+/g, ' '));
  } catch {
    // Undecodable: the parser may still read it as one of ours, so hide its value.
    return true;
  }
  return MASKED_QUERY_PARAMETERS.has(name.trim().toLowerCase());
}

/** The URL with the values of the masked query parameters replaced by `***`. */
export function maskUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const hashStart = url.indexOf('#', queryStart);
  const end = hashStart < 0 ? url.length : hashStart;
  const query = url.slice(queryStart + 1, end);
  const masked = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      return isMaskedName(pair.slice(0, equals)) ? `${pair.slice(0, equals + 1)}${MASK}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart + 1)}${masked}${url.slice(end)}`;
}

// Wherever a line carries headers (Fastify's request, a raw `headers` object): pino
// replaces these values with [Redacted].
const SECRET_HEADERS = ['authorization', 'proxy-authorization', 'cookie', 'x-guest-token'];
const REDACT_PATHS = [
  ...['req.headers', 'request.headers', 'headers'].flatMap((prefix) =>
    SECRET_HEADERS.map((header) => `${prefix}["${header}"]`),
  ),
  'res.headers["set-cookie"]',
  'headers["set-cookie"]',
];

/**
 * The request as a log line shows it: Fastify's default fields, the URL masked, no
 * headers. Code may also log a plain object under `req`, so nothing here is assumed.
 */
function serializeRequest(request: Partial<FastifyRequest>) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? maskUrl(request.url) : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fastify's `logger` option for `level`; `stream` replaces stdout (tests read the lines). */
export function loggerOptions(
  level: Config['logLevel'],
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    redact: REDACT_PATHS,
    serializers: { req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}

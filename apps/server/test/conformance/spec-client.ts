import { generateRandomUserId } from '@lintas/domain/random-user-id';

/**
 * The specification's own client, as spec §7 "Shared caller" describes it, rebuilt over
 * real HTTP: not our web client (apps/web/src/lib/api-client.ts), which was written with
 * the server and so agrees with it. What this one does is what the spec says an existing
 * client (and the apps built on it) does:
 *
 * - the bearer token when there is one (from the `_atx` cookie), otherwise HTTP Basic
 *   credentials chosen by platform (WEB, APP-ANDROID, APP-IOS);
 * - a `random-user-id` header on every call: a persisted timestamp + 100 letters/digits;
 * - the anti-forgery pair an axios-style client sends: the `XSRF-TOKEN` cookie and its
 *   copy in the `X-XSRF-TOKEN` header;
 * - GET params in the query string the way such a client serialises them (null and
 *   undefined left out, '' kept as `x=`, booleans as `true`/`false`, numbers as digits;
 *   arrays were already comma-joined by the caller, spec §3);
 * - object bodies as JSON; `customer-update-data` form-encoded.
 *
 * Answers are read raw (status, headers, parsed body) so the suite can check the
 * envelope itself.
 */

export type SpecPlatform = 'WEB' | 'APP-ANDROID' | 'APP-IOS';

/** The development credentials of each platform (README: CLIENT_CREDENTIALS_*). */
export const PLATFORM_CREDENTIALS: Record<SpecPlatform, string> = {
  WEB: 'lintas-web:dev-web-secret',
  'APP-ANDROID': 'lintas-android:dev-android-secret',
  'APP-IOS': 'lintas-ios:dev-ios-secret',
};

export type ParamValue = string | number | boolean | null | undefined;
export type Params = Record<string, ParamValue>;

export interface SpecRequest {
  method: 'GET' | 'POST';
  /** Under the API base, as the spec writes it: 'travel/search-jadwal', 'flashsale/beranda'. */
  path: string;
  params?: Params;
  data?: unknown;
  /** Form-encode `data` (customer-update-data). */
  form?: boolean;
  headers?: Record<string, string>;
}

export interface SpecAnswer {
  httpStatus: number;
  headers: Headers;
  /** The parsed JSON body, or null when the body was not JSON. */
  body: Envelope | null;
  text: string;
}

export interface Envelope {
  status?: unknown;
  results?: unknown;
  error_code?: unknown;
  message?: unknown;
  [key: string]: unknown;
}

/** Serialises GET params as an axios-style client does (see the file comment). */
function querySuffix(params: Params = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export interface SpecClientOptions {
  baseUrl: string;
  platform?: SpecPlatform;
  /** The `_atx` cookie's token: sent as a bearer instead of the Basic credentials. */
  token?: string | null;
  /** The XSRF-TOKEN cookie's value; null sends neither the cookie nor its header. */
  xsrf?: string | null;
}

export class SpecClient {
  readonly randomUserId = generateRandomUserId();
  readonly baseUrl: string;
  platform: SpecPlatform;
  token: string | null;
  xsrf: string | null;

  constructor(options: SpecClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.platform = options.platform ?? 'WEB';
    this.token = options.token ?? null;
    this.xsrf = options.xsrf === undefined ? `xsrf-${Date.now().toString(36)}` : options.xsrf;
  }

  /** A client of another platform or session, with the same settings otherwise. */
  with(options: Partial<Omit<SpecClientOptions, 'baseUrl'>>): SpecClient {
    return new SpecClient({
      baseUrl: this.baseUrl,
      platform: options.platform ?? this.platform,
      token: options.token === undefined ? this.token : options.token,
      xsrf: options.xsrf === undefined ? this.xsrf : options.xsrf,
    });
  }

  headersFor(request: SpecRequest): Headers {
    const headers = new Headers({ accept: 'application/json, text/plain, */*' });
    headers.set(
      'authorization',
      this.token
        ? `Bearer ${this.token}`
        : `Basic ${Buffer.from(PLATFORM_CREDENTIALS[this.platform]).toString('base64')}`,
    );
    headers.set('random-user-id', this.randomUserId);
    if (this.xsrf) {
      headers.set('cookie', `XSRF-TOKEN=${this.xsrf}${this.token ? `; _atx=${this.token}` : ''}`);
      headers.set('x-xsrf-token', this.xsrf);
    } else if (this.token) {
      headers.set('cookie', `_atx=${this.token}`);
    }
    for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
    return headers;
  }

  async send(request: SpecRequest): Promise<SpecAnswer> {
    const headers = this.headersFor(request);
    let body: string | undefined;
    if (request.method !== 'GET' && request.data !== undefined) {
      if (request.form) {
        headers.set('content-type', 'application/x-www-form-urlencoded');
        body = querySuffix(request.data as Params).replace(/^\?/, '');
      } else {
        headers.set('content-type', 'application/json');
        body = JSON.stringify(request.data);
      }
    }
    const url = `${this.baseUrl}/api/${request.path.replace(/^\/+/, '')}${querySuffix(request.params)}`;
    const response = await fetch(url, { method: request.method, headers, body });
    const text = await response.text();
    let parsed: Envelope | null;
    try {
      const value: unknown = text ? JSON.parse(text) : null;
      parsed = value && typeof value === 'object' ? (value as Envelope) : null;
    } catch {
      parsed = null;
    }
    return { httpStatus: response.status, headers: response.headers, body: parsed, text };
  }
}

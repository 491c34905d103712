import type { ErrorCode } from '@lintas/domain/errors';
import { basicAuthorization } from '../config/credentials';
import { getApiBase } from '../config/env';
import { storageKeys } from '../config/storage-keys';
import { readCookie } from './dom';
import { GUEST_TOKEN_HEADER, getGuestToken } from './guest-tokens';
import { getPlatform } from './platform';
import { buildQueryString, type QueryParams } from './query-string';
import { getRandomUserId } from './random-user-id';
import { expireSession, getAuthToken } from './session';

/**
 * The ONE caller of the API (spec §7). Every request goes through `apiRequest`:
 *
 *   const res = await apiRequest<Schedule[]>({ path: 'bus/search-jadwal', params: { asal_id: 1 } });
 *   if (isOk(res)) use(res.results); else show(res.message);
 *
 * - base address from the environment meta tag (config/env.ts) + `path`;
 * - `Authorization: Bearer <token>` when logged in (cookie _atx or auth meta tag),
 *   otherwise the platform's Basic credentials; `random-user-id` on every call;
 *   X-XSRF-TOKEN when the XSRF-TOKEN cookie exists; X-Guest-Token for a guest's booking;
 * - `cancelKey`: a new call with the same key aborts the one still in flight;
 * - the envelope: {status:'OK', results} -> { status_api: 'OK', results };
 *   any other status -> { status_api, status, code (from error_code), message };
 * - network failures and HTTP errors reject with an ApiError carrying the server's
 *   Indonesian message when it sent one; a 401 on a call that carried a token starts
 *   the single logout sequence (lib/session.ts).
 *
 * Higher up, `callAction` never throws: it logs and returns the marker 'err'; and
 * `fetchResults` (for TanStack Query) returns the results or throws an ApiError.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest {
  method?: HttpMethod;
  /** Path under the API base, e.g. 'bus/search-jadwal' or '/bus/search-jadwal'. */
  path: string;
  params?: QueryParams;
  /** Request body: JSON by default, form-encoded with `form: true`. */
  data?: unknown;
  form?: boolean;
  headers?: Record<string, string>;
  /** Calls sharing a key cancel each other: only the newest one stays in flight. */
  cancelKey?: string;
  /** Sends the guest token stored for this reservasi_kode. */
  guestReservationCode?: string;
  /** Never send the bearer token (e.g. an explicit guest call). */
  anonymous?: boolean;
  /**
   * A 401 does not start the session-expired sequence. Only for logout: a token the
   * server already forgot is the outcome logout wants, not a reason to alert.
   */
  ignoreUnauthorized?: boolean;
  /** Optional; by default there is no timeout (spec §7). */
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface ApiOk<T> {
  status_api: 'OK';
  results: T;
}

/**
 * Codes the client gives failures the server did not name: no answer (network, aborted,
 * timeout), an HTTP error without the envelope (`HTTP_502` from a proxy), or a not-OK
 * envelope without an error_code.
 */
export type ClientErrorCode =
  'NETWORK_ERROR' | 'ABORTED' | 'TIMEOUT' | 'UNKNOWN_ERROR' | `HTTP_${number}`;

/**
 * What `ApiError.code` can be: the domain's catalogue (the server answers only from it) or
 * the client's own. Branch on these names: a code the catalogue does not have cannot be
 * written in a comparison, so a branch for a code the server never sends does not compile.
 */
export type ApiErrorCode = ErrorCode | ClientErrorCode;

/**
 * The server's error_code as sent. Typed by the catalogue, not checked against it at run
 * time (that would ship the catalogue's messages to every page): a code from a newer server
 * passes through as is and simply matches no branch.
 */
function serverErrorCode(value: unknown): ErrorCode | undefined {
  return typeof value === 'string' && value !== '' ? (value as ErrorCode) : undefined;
}

export interface ApiNotOk {
  status_api: string;
  status: string;
  code: ApiErrorCode | undefined;
  message: string;
  details?: unknown;
}

export type ApiResult<T> = ApiOk<T> | ApiNotOk;

export function isOk<T>(result: ApiResult<T> | 'err'): result is ApiOk<T> {
  return result !== 'err' && result.status_api === 'OK';
}

export type ApiErrorKind = 'network' | 'aborted' | 'timeout' | 'http' | 'status';

/** Messages a person can act on, for failures the server did not describe. */
const apiErrorMessages = {
  network: 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda lalu coba lagi.',
  aborted: 'Permintaan dibatalkan.',
  timeout: 'Server terlalu lama merespons. Silakan coba lagi.',
  http: 'Terjadi kesalahan. Silakan coba lagi beberapa saat lagi.',
} as const;

/** The one error type of the client's calls. `message` is safe to show people. */
export class ApiError extends Error {
  // Declared, not class fields: set once in the constructor, and a field would bring the
  // build's defineProperty helpers into the entry chunk (es2020 target; issue 11).
  declare readonly kind: ApiErrorKind;
  /** HTTP status; 0 when no response arrived. */
  declare readonly httpStatus: number;
  /** The server's error_code (e.g. SEAT_TAKEN), or the client's own (NETWORK_ERROR, TIMEOUT, ...). */
  declare readonly code: ApiErrorCode;
  declare readonly details: unknown;

  constructor(init: {
    kind: ApiErrorKind;
    message: string;
    httpStatus?: number;
    code?: ApiErrorCode;
    details?: unknown;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.httpStatus = init.httpStatus ?? 0;
    this.code = init.code ?? defaultCodes[init.kind];
    this.details = init.details;
  }

  get isAborted(): boolean {
    return this.kind === 'aborted';
  }
}

const defaultCodes: Record<ApiErrorKind, ClientErrorCode> = {
  network: 'NETWORK_ERROR',
  aborted: 'ABORTED',
  timeout: 'TIMEOUT',
  http: 'UNKNOWN_ERROR',
  status: 'UNKNOWN_ERROR',
};

const inFlight = new Map<string, AbortController>();

function joinUrl(base: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function buildHeaders(request: ApiRequest): { headers: Headers; sentToken: boolean } {
  const headers = new Headers({ Accept: 'application/json' });
  const token = request.anonymous ? null : getAuthToken();
  headers.set('Authorization', token ? `Bearer ${token}` : basicAuthorization(getPlatform()));
  headers.set('random-user-id', getRandomUserId());
  const xsrf = readCookie(storageKeys.xsrfCookie);
  if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
  if (request.guestReservationCode) {
    const guestToken = getGuestToken(request.guestReservationCode);
    if (guestToken) headers.set(GUEST_TOKEN_HEADER, guestToken);
  }
  for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
  return { headers, sentToken: token !== null };
}

function encodeBody(request: ApiRequest, headers: Headers): BodyInit | undefined {
  if (request.data === undefined || request.data === null) return undefined;
  if (request.form) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
    return buildQueryString(request.data as QueryParams).replace(/^\?/, '');
  }
  if (typeof FormData !== 'undefined' && request.data instanceof FormData) return request.data;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(request.data);
}

interface Envelope {
  status?: unknown;
  results?: unknown;
  error_code?: unknown;
  message?: unknown;
  details?: unknown;
}

async function readJson(response: Response): Promise<Envelope | null> {
  try {
    const text = await response.text();
    if (!text) return null;
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Envelope) : null;
  } catch {
    return null;
  }
}

export async function apiRequest<T>(request: ApiRequest): Promise<ApiResult<T>> {
  const method = request.method ?? 'GET';
  const url = joinUrl(getApiBase(), request.path) + buildQueryString(request.params);
  const { headers, sentToken } = buildHeaders(request);
  const body = method === 'GET' ? undefined : encodeBody(request, headers);

  const controller = new AbortController();
  if (request.cancelKey) {
    inFlight.get(request.cancelKey)?.abort();
    inFlight.set(request.cancelKey, controller);
  }
  const onOuterAbort = () => controller.abort();
  request.signal?.addEventListener('abort', onOuterAbort);
  if (request.signal?.aborted) controller.abort();
  let timedOut = false;
  const timer =
    request.timeoutMs !== undefined
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, request.timeoutMs)
      : null;

  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body,
        signal: controller.signal,
        credentials: 'same-origin',
      });
    } catch (cause) {
      if (timedOut)
        throw new ApiError({ kind: 'timeout', message: apiErrorMessages.timeout, cause });
      if (controller.signal.aborted)
        throw new ApiError({ kind: 'aborted', message: apiErrorMessages.aborted, cause });
      throw new ApiError({
        kind: 'network',
        code: 'NETWORK_ERROR',
        message: apiErrorMessages.network,
        cause,
      });
    }

    const envelope = await readJson(response);
    if (!response.ok) {
      if (response.status === 401 && sentToken && !request.ignoreUnauthorized) void expireSession();
      throw new ApiError({
        kind: 'http',
        httpStatus: response.status,
        code: serverErrorCode(envelope?.error_code) ?? `HTTP_${response.status}`,
        message:
          typeof envelope?.message === 'string' && envelope.message
            ? envelope.message
            : apiErrorMessages.http,
        details: envelope?.details,
      });
    }
    if (envelope?.status === 'OK') return { status_api: 'OK', results: envelope.results as T };
    const status = typeof envelope?.status === 'string' ? envelope.status : 'ERROR';
    return {
      status_api: status,
      status,
      code: serverErrorCode(envelope?.error_code),
      message:
        typeof envelope?.message === 'string' && envelope.message
          ? envelope.message
          : apiErrorMessages.http,
      ...(envelope?.details !== undefined ? { details: envelope.details } : {}),
    };
  } finally {
    if (timer) clearTimeout(timer);
    request.signal?.removeEventListener('abort', onOuterAbort);
    if (request.cancelKey && inFlight.get(request.cancelKey) === controller)
      inFlight.delete(request.cancelKey);
  }
}

/**
 * The higher-level call action (spec §7, §8): never throws. Failures are logged and
 * come back as the marker 'err'; a not-OK envelope comes back as is so the caller can
 * show its message.
 */
export async function callAction<T>(request: ApiRequest): Promise<ApiResult<T> | 'err'> {
  try {
    return await apiRequest<T>(request);
  } catch (error) {
    if (error instanceof ApiError && error.isAborted)
      console.debug(`[api] ${request.path} dibatalkan`);
    else console.error(`[api] ${request.method ?? 'GET'} ${request.path} gagal`, error);
    return 'err';
  }
}

/**
 * For TanStack Query: the results, or an ApiError (a not-OK envelope included) whose
 * message the screen can show in an <ErrorState/>.
 */
export async function fetchResults<T>(request: ApiRequest): Promise<T> {
  const result = await apiRequest<T>(request);
  if (result.status_api === 'OK') return (result as ApiOk<T>).results;
  const notOk = result as ApiNotOk;
  throw new ApiError({
    kind: 'status',
    code: notOk.code ?? 'UNKNOWN_ERROR',
    message: notOk.message,
    details: notOk.details,
  });
}

/** The text to show for any failure. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return apiErrorMessages.http;
}

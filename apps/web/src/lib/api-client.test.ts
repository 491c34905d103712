import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../config/storage-keys';
import { useAlertStore } from '../stores/alert-store';
import { ApiError, apiRequest, callAction, fetchResults, isOk } from './api-client';
import { browser } from './browser';
import { saveGuestToken } from './guest-tokens';
import { resetPlatformForTests } from './platform';
import { resetSessionExpiryForTests, SESSION_EXPIRED_ALERT } from './session';

type FetchArgs = [input: string, init: RequestInit];

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function mockFetch(...responses: Array<Response | Error>) {
  const fetchMock = vi.fn(async (_input: string, _init: RequestInit) => {
    const next = responses.shift() ?? jsonResponse({ status: 'OK', results: null });
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentHeaders(fetchMock: ReturnType<typeof mockFetch>, call = 0): Headers {
  return new Headers((fetchMock.mock.calls[call] as FetchArgs)[1].headers);
}

beforeEach(() => {
  resetPlatformForTests();
  resetSessionExpiryForTests();
  useAlertStore.setState({ queue: [], hosts: 0 });
  globalThis.__LINTAS_API_BASE__ = undefined;
});

afterEach(() => {
  globalThis.__LINTAS_API_BASE__ = undefined;
});

describe('request building', () => {
  it('prefixes the API base and builds the query string (arrays comma-joined, null left out)', async () => {
    const fetchMock = mockFetch();
    await apiRequest({
      path: 'bus/search-jadwal',
      params: { asal_id: 1, fasilitas: ['ac', 'wifi'], kosong: null, pp: true },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/bus/search-jadwal?asal_id=1&fasilitas=ac%2Cwifi&pp=1',
    );
  });

  it('honours the global test override of the base address', async () => {
    globalThis.__LINTAS_API_BASE__ = 'http://localhost:3999/api/';
    const fetchMock = mockFetch();
    await apiRequest({ path: '/bus/kota-populer' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://localhost:3999/api/bus/kota-populer');
  });

  it('encodes object bodies as JSON', async () => {
    const fetchMock = mockFetch();
    await apiRequest({ method: 'POST', path: 'bus/cek-harga', data: { kursi: [{ no: '1' }] } });
    const init = (fetchMock.mock.calls[0] as FetchArgs)[1];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"kursi":[{"no":"1"}]}');
    expect(sentHeaders(fetchMock).get('content-type')).toBe('application/json');
  });

  it('can send a form-encoded body', async () => {
    const fetchMock = mockFetch();
    await apiRequest({
      method: 'POST',
      path: 'bus/customer-update-data',
      data: { nama: 'Budi Santoso' },
      form: true,
    });
    expect((fetchMock.mock.calls[0] as FetchArgs)[1].body).toBe('nama=Budi+Santoso');
  });
});

describe('authentication headers', () => {
  it('sends the WEB Basic credentials when no one is logged in', async () => {
    const fetchMock = mockFetch();
    await apiRequest({ path: 'bus/list-operator' });
    expect(sentHeaders(fetchMock).get('authorization')).toBe(
      `Basic ${btoa('lintas-web:dev-web-secret')}`,
    );
  });

  it('sends the platform credentials of the app webview', async () => {
    window.history.replaceState(null, '', '/?platform=APP-ANDROID');
    const fetchMock = mockFetch();
    await apiRequest({ path: 'bus/list-operator' });
    expect(sentHeaders(fetchMock).get('authorization')).toBe(
      `Basic ${btoa('lintas-android:dev-android-secret')}`,
    );
    window.history.replaceState(null, '', '/');
  });

  it('sends the bearer token from the _atx cookie', async () => {
    document.cookie = '_atx=token-123; path=/';
    const fetchMock = mockFetch();
    await apiRequest({ path: 'bus/customer-profil' });
    expect(sentHeaders(fetchMock).get('authorization')).toBe('Bearer token-123');
  });

  it('sends the bearer token from the auth meta tag', async () => {
    const meta = document.createElement('meta');
    meta.name = 'auth';
    meta.content = 'meta-token';
    document.head.append(meta);
    const fetchMock = mockFetch();
    await apiRequest({ path: 'bus/customer-profil' });
    expect(sentHeaders(fetchMock).get('authorization')).toBe('Bearer meta-token');
    meta.remove();
  });

  it('sends the same persisted random-user-id on every call', async () => {
    const fetchMock = mockFetch(
      jsonResponse({ status: 'OK', results: 1 }),
      jsonResponse({ status: 'OK', results: 2 }),
    );
    await apiRequest({ path: 'a' });
    await apiRequest({ path: 'b' });
    const first = sentHeaders(fetchMock, 0).get('random-user-id');
    expect(first).toMatch(/^\d{13}[A-Za-z0-9]{100}$/);
    expect(sentHeaders(fetchMock, 1).get('random-user-id')).toBe(first);
    expect(localStorage.getItem(storageKeys.randomUserId)).toBe(first);
  });

  it('sends the guest token stored for a booking, and the XSRF token', async () => {
    saveGuestToken('LNT-ABC', 'guest-secret');
    document.cookie = 'XSRF-TOKEN=xsrf-1; path=/';
    const fetchMock = mockFetch();
    await apiRequest({
      path: 'bus/detail-reservasi',
      params: { reservasi_kode: 'LNT-ABC' },
      guestReservationCode: 'LNT-ABC',
    });
    expect(sentHeaders(fetchMock).get('x-guest-token')).toBe('guest-secret');
    expect(sentHeaders(fetchMock).get('x-xsrf-token')).toBe('xsrf-1');
  });
});

describe('envelope mapping', () => {
  it("maps status 'OK' to the results plus status_api 'OK'", async () => {
    mockFetch(jsonResponse({ status: 'OK', results: [{ kota_nama: 'Bandung' }] }));
    const result = await apiRequest<{ kota_nama: string }[]>({ path: 'bus/kota-populer' });
    expect(result).toEqual({ status_api: 'OK', results: [{ kota_nama: 'Bandung' }] });
    expect(isOk(result)).toBe(true);
  });

  it('maps any other status to code, status_api, status and message', async () => {
    mockFetch(
      jsonResponse({
        status: 'ERROR',
        error_code: 'VOUCHER_INVALID',
        message: 'Voucher tidak dapat digunakan untuk pesanan ini.',
      }),
    );
    const result = await apiRequest({ path: 'bus/validasi-voucher' });
    expect(result).toEqual({
      status_api: 'ERROR',
      status: 'ERROR',
      code: 'VOUCHER_INVALID',
      message: 'Voucher tidak dapat digunakan untuk pesanan ini.',
    });
    expect(isOk(result)).toBe(false);
  });

  it("rejects HTTP errors with an ApiError carrying the server's Indonesian message and code", async () => {
    mockFetch(
      jsonResponse(
        {
          status: 'ERROR',
          error_code: 'SEAT_TAKEN',
          message: 'Kursi yang Anda pilih sudah dipesan orang lain. Silakan pilih kursi lain.',
          details: { seats: ['4'] },
        },
        409,
      ),
    );
    const error = await apiRequest({ method: 'POST', path: 'bus/reservasi', data: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      httpStatus: 409,
      code: 'SEAT_TAKEN',
      message: 'Kursi yang Anda pilih sudah dipesan orang lain. Silakan pilih kursi lain.',
      details: { seats: ['4'] },
    });
  });

  it('gives an HTTP error without a body a generic Indonesian message', async () => {
    mockFetch(new Response('', { status: 502 }));
    await expect(apiRequest({ path: 'x' })).rejects.toMatchObject({
      httpStatus: 502,
      code: 'HTTP_502',
      message: expect.stringMatching(/coba lagi/),
    });
  });

  it('rejects network failures with a typed error', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    await expect(apiRequest({ path: 'x' })).rejects.toMatchObject({
      kind: 'network',
      code: 'NETWORK_ERROR',
      httpStatus: 0,
    });
  });

  it('fetchResults returns the results or throws the not-OK envelope as an ApiError', async () => {
    mockFetch(
      jsonResponse({ status: 'OK', results: { a: 1 } }),
      jsonResponse({ status: 'ERROR', error_code: 'X', message: 'Pesan' }),
    );
    await expect(fetchResults({ path: 'a' })).resolves.toEqual({ a: 1 });
    await expect(fetchResults({ path: 'b' })).rejects.toMatchObject({
      kind: 'status',
      code: 'X',
      message: 'Pesan',
    });
  });
});

describe('cancel-previous', () => {
  it('aborts the in-flight call with the same cancel key', async () => {
    const fetchMock = vi.fn(
      (_input: string, init: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
          setTimeout(() => resolve(jsonResponse({ status: 'OK', results: 'second' })), 10);
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const first = apiRequest({ path: 'bus/validasi-voucher', cancelKey: 'voucher' });
    const second = apiRequest({ path: 'bus/validasi-voucher', cancelKey: 'voucher' });
    await expect(first).rejects.toMatchObject({ kind: 'aborted', isAborted: true });
    await expect(second).resolves.toEqual({ status_api: 'OK', results: 'second' });
  });

  it('leaves calls with different keys alone', async () => {
    mockFetch(
      jsonResponse({ status: 'OK', results: 1 }),
      jsonResponse({ status: 'OK', results: 2 }),
    );
    const results = await Promise.all([
      apiRequest({ path: 'a', cancelKey: 'one' }),
      apiRequest({ path: 'b', cancelKey: 'two' }),
    ]);
    expect(results.map((r) => r.status_api)).toEqual(['OK', 'OK']);
  });
});

describe('401 with a token: the single logout sequence', () => {
  it('alerts, clears cookie, stored app data and temp account data, then reloads once', async () => {
    document.cookie = '_atx=expired-token; path=/';
    localStorage.setItem('app', '{"state":{}}');
    sessionStorage.setItem('account', '{"nama":"Budi"}');
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    const order: string[] = [];
    // A mounted alert host: record the alert, then confirm it.
    useAlertStore.setState({ hosts: 1 });
    const unsubscribe = useAlertStore.subscribe((state) => {
      const alert = state.queue[0];
      if (!alert) return;
      order.push(
        `alert:${alert.title}:${alert.message}:${alert.confirmText}:${alert.type}:${alert.duration}`,
      );
      expect(document.cookie).toContain('_atx=expired-token');
      queueMicrotask(() => {
        useAlertStore.setState({ queue: [] });
        alert.resolve();
      });
    });
    reload.mockImplementation(() => {
      order.push('reload');
    });

    mockFetch(
      jsonResponse(
        { status: 'ERROR', error_code: 'SESSION_EXPIRED', message: SESSION_EXPIRED_ALERT.message },
        401,
      ),
      jsonResponse(
        { status: 'ERROR', error_code: 'SESSION_EXPIRED', message: SESSION_EXPIRED_ALERT.message },
        401,
      ),
    );
    const results = await Promise.allSettled([
      apiRequest({ path: 'bus/customer-profil' }),
      apiRequest({ path: 'bus/list-reservasi' }),
    ]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    await vi.waitFor(() => expect(order).toContain('reload'));
    unsubscribe();

    expect(order).toEqual([
      'alert:Sesi Berakhir:Sesi Anda telah berakhir. Silakan login kembali.:Muat Ulang Halaman:error:5000',
      'reload',
    ]);
    expect(document.cookie).not.toContain('_atx=');
    expect(localStorage.getItem('app')).toBeNull();
    expect(sessionStorage.getItem('account')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not log out a guest whose Basic call is refused', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    mockFetch(
      jsonResponse({ status: 'ERROR', error_code: 'UNAUTHORIZED', message: 'Akses ditolak' }, 401),
    );
    await expect(apiRequest({ path: 'x' })).rejects.toMatchObject({
      httpStatus: 401,
      code: 'UNAUTHORIZED',
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('callAction', () => {
  it("catches failures, logs them and returns 'err'", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(new TypeError('Failed to fetch'));
    await expect(callAction({ path: 'bus/kota-populer' })).resolves.toBe('err');
    expect(log).toHaveBeenCalledTimes(1);
    expect(isOk('err')).toBe(false);
  });

  it('returns a not-OK envelope as is, for the caller to show', async () => {
    mockFetch(jsonResponse({ status: 'ERROR', error_code: 'X', message: 'Pesan' }));
    await expect(callAction({ path: 'x' })).resolves.toMatchObject({ code: 'X', message: 'Pesan' });
  });
});

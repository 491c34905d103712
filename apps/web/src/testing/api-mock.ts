import { vi } from 'vitest';

export type Handler = (
  url: URL,
  init: RequestInit | undefined,
) => { status?: number; body: unknown } | undefined;

/** A JSON body parsed; any other text (a form-encoded body) as sent. */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Replaces fetch: each call goes to `handler` by URL; the calls are recorded. */
export function mockApi(handler: Handler) {
  const calls: Array<{ path: string; url: URL; init: RequestInit | undefined; body: unknown }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init?.body === 'string' ? parseBody(init.body) : undefined;
    calls.push({ path: url.pathname, url, init, body });
    const answer = handler(url, init);
    if (!answer)
      return new Response(
        JSON.stringify({
          status: 'ERROR',
          error_code: 'NOT_MOCKED',
          message: `no mock for ${url.pathname}`,
        }),
        { status: 500 },
      );
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (path: string) => calls.filter((call) => call.path.endsWith(path)),
  };
}

export const ok = (results: unknown) => ({ body: { status: 'OK', results } });
export const fail = (status: number, error_code: string, message: string, details?: unknown) => ({
  status,
  body: { status: 'ERROR', error_code, message, ...(details !== undefined ? { details } : {}) },
});

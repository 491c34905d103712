import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { loadQueryClient } from '../lib/query-client-loader';

/**
 * The QueryClient's module, which the app loads after its first render (decision 0031),
 * is here from the start: a test renders a page inside AppProvider as the router would,
 * once the module has arrived. app/query-client-later.test.tsx tests the arrival itself.
 */
beforeAll(() => loadQueryClient());

/**
 * Every web test starts from an empty browser: no storage, no cookies, real timers, and
 * no network: a call a test did not mock fails at once like an offline phone, instead of
 * reaching whatever listens on localhost.
 */
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch (network is off in unit tests: mock the call)');
    }),
  );
  localStorage.clear();
  sessionStorage.clear();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath (the red parameter)', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(safeRedirectPath('/data-pemesan')).toBe('/data-pemesan');
    expect(safeRedirectPath('/reservasi/LNT-1?tab=tiket#qr')).toBe('/reservasi/LNT-1?tab=tiket#qr');
  });

  it.each([
    // Each carries a path, so a check that merely kept the path would be seen here.
    '//evil.example',
    '//evil.example/phish',
    '/\\evil.example/phish',
    'https://evil.example/phish',
    'http:evil.example/phish',
    'javascript:alert(1)',
    '/\t/evil.example/phish',
    '/\n/evil.example/phish',
    'evil.example',
    '',
    '/login',
    '/login/google',
  ])('refuses %j and falls back to /', (red) => {
    expect(safeRedirectPath(red)).toBe('/');
  });

  it('falls back to / without a parameter', () => {
    expect(safeRedirectPath(null)).toBe('/');
    expect(safeRedirectPath(undefined)).toBe('/');
  });
});

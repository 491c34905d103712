import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../config/storage-keys';
import { resetPlatformForTests } from '../../lib/platform';
import { useViewModeStore } from '../../stores/view-mode-store';
import { DownloadAppBanner } from './download-app-banner';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 12; SM-A125F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

beforeEach(() => {
  localStorage.clear();
  resetPlatformForTests();
  useViewModeStore.setState({ mode: 'm' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
  resetPlatformForTests();
});

describe('DownloadAppBanner', () => {
  it("asks a phone's web visitor, with the store of that phone, and stays closed once closed", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
    const user = userEvent.setup();
    const { unmount } = render(<DownloadAppBanner />);
    const banner = screen.getByRole('complementary', { name: 'Aplikasi Lintas' });
    expect(screen.getByRole('link', { name: 'Unduh di Google Play' }).getAttribute('href')).toMatch(
      /^https:\/\/play\.google\.com\//,
    );
    expect(screen.queryByRole('link', { name: 'Unduh di App Store' })).toBeNull();
    expect(banner).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Tutup ajakan unduh aplikasi' }));
    expect(screen.queryByRole('complementary', { name: 'Aplikasi Lintas' })).toBeNull();
    expect(localStorage.getItem(storageKeys.downloadAppDismissed)).not.toBeNull();
    unmount();
    render(<DownloadAppBanner />);
    expect(screen.queryByRole('complementary', { name: 'Aplikasi Lintas' })).toBeNull();
  });

  it('asks again a month after it was closed', () => {
    localStorage.setItem(
      storageKeys.downloadAppDismissed,
      new Date(Date.now() - 31 * 86_400_000).toISOString(),
    );
    render(<DownloadAppBanner />);
    expect(screen.getByRole('complementary', { name: 'Aplikasi Lintas' })).toBeTruthy();
  });

  it('never shows on a desktop or inside the apps', () => {
    useViewModeStore.setState({ mode: 'd' });
    const { unmount } = render(<DownloadAppBanner />);
    expect(screen.queryByRole('complementary')).toBeNull();
    unmount();

    useViewModeStore.setState({ mode: 'm' });
    window.history.replaceState(null, '', '/?platform=APP-ANDROID');
    resetPlatformForTests();
    render(<DownloadAppBanner />);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});

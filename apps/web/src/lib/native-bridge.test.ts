import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from './browser';
import {
  backToHome,
  cartWatcher,
  handOverToHost,
  installNativeCallbacks,
  openExternalBrowser,
  openMap,
  openPaymentWebview,
  openWebview,
  openWhatsapp,
  sendOrderDetailUrl,
  share,
} from './native-bridge';
import { resetPlatformForTests } from './platform';

function usePlatform(platform: string) {
  window.history.replaceState(null, '', `/?platform=${platform}`);
  resetPlatformForTests();
}

beforeEach(() => {
  usePlatform('WEB');
});

afterEach(() => {
  delete window.LintasAndroid;
  delete window.webkit;
  delete window.setVersionCode;
  window.history.replaceState(null, '', '/');
  resetPlatformForTests();
});

describe('native bridge in a plain browser', () => {
  it('returns false and navigates or opens a window instead', () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const open = vi.spyOn(browser, 'open').mockImplementation(() => true);
    expect(openWebview('https://contoh.id/bayar')).toBe(false);
    expect(assign).toHaveBeenCalledWith('https://contoh.id/bayar');
    expect(openExternalBrowser('https://contoh.id')).toBe(false);
    expect(open).toHaveBeenCalledWith('https://contoh.id');
    expect(openWhatsapp('+62 812-000', 'Halo')).toBe(false);
    expect(open).toHaveBeenLastCalledWith('https://wa.me/62812000?text=Halo');
    expect(openMap(-6.9, 107.6)).toBe(false);
    expect(open).toHaveBeenLastCalledWith(
      'https://www.google.com/maps/search/?api=1&query=-6.9,107.6',
    );
  });

  it('falls back from the payment webview to the plain webview to navigation', () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    expect(openPaymentWebview('/simulator/pay/1')).toBe(false);
    expect(assign).toHaveBeenCalledWith('/simulator/pay/1');
  });

  it('goes back in history, or home when asked', () => {
    const back = vi.spyOn(browser, 'back').mockImplementation(() => undefined);
    vi.spyOn(browser, 'canGoBack').mockReturnValue(true);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    backToHome();
    expect(back).toHaveBeenCalledTimes(1);
    backToHome({ redirect: true });
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('shares through the Web Share API where there is one, else opens the link', () => {
    const shared: unknown[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      share: async (data: unknown) => {
        shared.push(data);
      },
    });
    const open = vi.spyOn(browser, 'open').mockImplementation(() => true);
    const data = { title: 'Lintas', text: 'Ayo', url: 'https://lintas.example/?ref=ABCD2345' };
    expect(share(data)).toBe(false);
    expect(shared).toEqual([data]);
    expect(open).not.toHaveBeenCalled();

    vi.unstubAllGlobals();
    vi.stubGlobal('navigator', { ...navigator, share: undefined });
    expect(share(data)).toBe(false);
    expect(open).toHaveBeenCalledWith(data.url);
    vi.unstubAllGlobals();
  });

  it('returns false for actions without a browser equivalent', () => {
    expect(sendOrderDetailUrl('/reservasi/X')).toBe(false);
    expect(cartWatcher([])).toBe(false);
  });
});

describe('native bridge in the apps', () => {
  it('calls the Android interface with a JSON payload', () => {
    usePlatform('APP-ANDROID');
    const openWebviewHandler = vi.fn();
    window.LintasAndroid = { openWebview: openWebviewHandler };
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    expect(openWebview('https://contoh.id', 'Judul')).toBe(true);
    expect(JSON.parse(openWebviewHandler.mock.calls[0]?.[0])).toEqual({
      url: 'https://contoh.id',
      title: 'Judul',
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it('falls back when the Android host lacks the action', () => {
    usePlatform('APP-ANDROID');
    window.LintasAndroid = {};
    const open = vi.spyOn(browser, 'open').mockImplementation(() => true);
    expect(openExternalBrowser('https://contoh.id')).toBe(false);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('posts to the iOS message handler', () => {
    usePlatform('APP-IOS');
    const postMessage = vi.fn();
    window.webkit = { messageHandlers: { openPaymentWebview: { postMessage } } };
    expect(openPaymentWebview('https://bayar.id')).toBe(true);
    expect(postMessage).toHaveBeenCalledWith({ url: 'https://bayar.id', title: 'Pembayaran' });
  });

  it('installs the global version-code callback that passes the code to the host', () => {
    usePlatform('APP-ANDROID');
    const setVersionCode = vi.fn();
    window.LintasAndroid = { setVersionCode };
    installNativeCallbacks();
    expect(window.setVersionCode?.(120)).toBe(true);
    expect(JSON.parse(setVersionCode.mock.calls[0]?.[0])).toEqual({ versionCode: '120' });
  });

  it('the version-code callback returns false in a browser', () => {
    installNativeCallbacks();
    expect(window.setVersionCode?.('7')).toBe(false);
  });
});

describe('handOverToHost', () => {
  it('lets a link be a link in a browser, and hands it to the app that has the action', () => {
    const preventDefault = vi.fn();
    expect(handOverToHost({ preventDefault }, 'openExternalBrowser', { url: 'https://x.id' })).toBe(
      false,
    );
    expect(preventDefault).not.toHaveBeenCalled();

    usePlatform('APP-ANDROID');
    const calls: string[] = [];
    window.LintasAndroid = { openExternalBrowser: (payload) => calls.push(payload) };
    expect(handOverToHost({ preventDefault }, 'openExternalBrowser', { url: 'https://x.id' })).toBe(
      true,
    );
    expect(preventDefault).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['{"url":"https://x.id"}']);
    // A host without the action: the link works as a link.
    expect(handOverToHost({ preventDefault }, 'loginInApp')).toBe(false);
    expect(preventDefault).toHaveBeenCalledTimes(1);
  });
});

import { browser } from './browser';
import { getPlatform } from './platform';

/**
 * The native host bridge of spec §7. Inside the apps' webviews the host injects:
 * - Android: `window.LintasAndroid.<action>(payloadJson)` (a JavascriptInterface),
 * - iOS:     `window.webkit.messageHandlers.<action>.postMessage(payload)`.
 * Every helper returns true when the host took the action, false otherwise; the
 * helpers with a browser equivalent then fall back to it (navigate, new window) —
 * spec §8 "Native bridge missing".
 */

export const bridgeActions = [
  'backToHome',
  'loginInApp',
  'sendOrderDetailUrl',
  'openWebview',
  'openExternalBrowser',
  'nativeRating',
  'openPaymentWebview',
  'uploadImage',
  'share',
  'keyboardResize',
  'downloadEticket',
  'cartWatcher',
  'openWhatsapp',
  'openMap',
  'setVersionCode',
] as const;
export type BridgeAction = (typeof bridgeActions)[number];

type AndroidBridge = Partial<Record<BridgeAction, (payload: string) => void>>;
type IosHandlers = Partial<Record<BridgeAction, { postMessage: (payload: unknown) => void }>>;

declare global {
  interface Window {
    LintasAndroid?: AndroidBridge;
    webkit?: { messageHandlers?: IosHandlers };
    /** Called by the native host with its version code (spec §1). */
    setVersionCode?: (versionCode: string | number) => boolean;
  }
}

/** Sends `action` to the host; false when there is no host or it lacks the action. */
export function postToNative(action: BridgeAction, payload: unknown = {}): boolean {
  if (typeof window === 'undefined') return false;
  const platform = getPlatform();
  try {
    if (platform === 'APP-ANDROID') {
      const handler = window.LintasAndroid?.[action];
      if (typeof handler !== 'function') return false;
      handler.call(window.LintasAndroid, JSON.stringify(payload ?? {}));
      return true;
    }
    if (platform === 'APP-IOS') {
      const handler = window.webkit?.messageHandlers?.[action];
      if (!handler || typeof handler.postMessage !== 'function') return false;
      handler.postMessage(payload ?? {});
      return true;
    }
  } catch (error) {
    console.warn(`[native-bridge] ${action} gagal`, error);
    return false;
  }
  return false;
}

/**
 * For a link or button whose browser behaviour is already right (a link navigates, a
 * print button prints): inside the apps the host takes `action` instead, and the browser
 * behaviour is cancelled; in a browser, or a host without the action, nothing changes.
 */
export function handOverToHost(
  event: { preventDefault(): void },
  action: BridgeAction,
  payload: unknown = {},
): boolean {
  if (!postToNative(action, payload)) return false;
  event.preventDefault();
  return true;
}

/** Back to home: history back, or straight to '/' when `redirect` is asked. */
export function backToHome(options: { redirect?: boolean } = {}): boolean {
  if (postToNative('backToHome', options)) return true;
  if (options.redirect || !browser.canGoBack()) browser.assign('/');
  else browser.back();
  return false;
}

/** Login inside the app; in a browser the login page. */
export function loginInApp(loginHref = '/login'): boolean {
  if (postToNative('loginInApp')) return true;
  browser.assign(loginHref);
  return false;
}

/** Hands the app the URL of an order's detail page (no browser equivalent). */
export function sendOrderDetailUrl(url: string): boolean {
  return postToNative('sendOrderDetailUrl', { url });
}

/** Opens `url` in an in-app webview; in a browser, navigates to it. */
export function openWebview(url: string, title?: string): boolean {
  if (postToNative('openWebview', { url, title })) return true;
  browser.assign(url);
  return false;
}

/** Opens `url` outside the app; in a browser, a new window. */
export function openExternalBrowser(url: string): boolean {
  if (postToNative('openExternalBrowser', { url })) return true;
  browser.open(url);
  return false;
}

/** Asks the app store rating sheet (no browser equivalent). */
export function nativeRating(): boolean {
  return postToNative('nativeRating');
}

/** The payment page: the app's payment webview, else its plain webview, else navigate. */
export function openPaymentWebview(url: string, title = 'Pembayaran'): boolean {
  if (postToNative('openPaymentWebview', { url, title })) return true;
  return openWebview(url, title);
}

/** Image picker of the app (no browser equivalent; use an <input type="file">). */
export function uploadImage(purpose: string): boolean {
  return postToNative('uploadImage', { purpose });
}

/** Share sheet: the app's, else the Web Share API, else a new window with the URL. */
export function share(data: { title?: string; text?: string; url: string }): boolean {
  if (postToNative('share', data)) return true;
  if (typeof navigator !== 'undefined' && typeof navigator.share === 'function') {
    navigator.share(data).catch(() => undefined);
  } else {
    browser.open(data.url);
  }
  return false;
}

/** Tells the app the keyboard covers part of the page (no browser equivalent). */
export function keyboardResize(enabled: boolean): boolean {
  return postToNative('keyboardResize', { enabled });
}

/** Downloads the e-ticket: the app saves it, a browser opens it in a new window. */
export function downloadEticket(url: string, fileName?: string): boolean {
  if (postToNative('downloadEticket', { url, fileName })) return true;
  browser.open(url);
  return false;
}

/** Keeps the app's cart badge in sync (no browser equivalent). */
export function cartWatcher(cart: readonly unknown[]): boolean {
  return postToNative('cartWatcher', { cart });
}

/** WhatsApp chat with `phone` (international digits, e.g. 628...). */
export function openWhatsapp(phone: string, text = ''): boolean {
  if (postToNative('openWhatsapp', { phone, text })) return true;
  const query = text ? `?text=${encodeURIComponent(text)}` : '';
  browser.open(`https://wa.me/${phone.replace(/\D/g, '')}${query}`);
  return false;
}

/** A map at a point (pickup / drop-off); a browser opens Google Maps. */
export function openMap(latitude: number, longitude: number, label?: string): boolean {
  if (postToNative('openMap', { latitude, longitude, label })) return true;
  browser.open(`https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`);
  return false;
}

/** Passes the host's version code back to the host bridge (spec §1). */
export function setVersionCode(versionCode: string | number): boolean {
  return postToNative('setVersionCode', { versionCode: String(versionCode) });
}

/** Installs the global callback the native host calls: `window.setVersionCode(code)`. */
export function installNativeCallbacks(target: Window = window): void {
  target.setVersionCode = (versionCode) => setVersionCode(versionCode);
}

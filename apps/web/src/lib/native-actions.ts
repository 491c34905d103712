import { browser } from './browser';
import { postToNative } from './native-host';

/**
 * The host's actions with their browser equivalents (spec §7, §8 "Native bridge
 * missing"), imported through native-bridge.ts. Apart from native-host.ts because only
 * later pages use them: the first script (the header, the footer) needs only the bridge.
 */

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

/**
 * Downloads an e-ticket file (the PDF, or the calendar entry) from its signed link
 * (decision 0041): the app saves it with its own download manager, a browser saves it as
 * a plain download named `fileName`.
 */
export function downloadEticket(url: string, fileName: string): boolean {
  if (postToNative('downloadEticket', { url, fileName })) return true;
  browser.download(url, fileName);
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

import { getPlatform } from './platform';

/**
 * The native host bridge of spec §7 (imported through native-bridge.ts, with the actions
 * of native-actions.ts). Inside the apps' webviews the host injects:
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

/** Passes the host's version code back to the host bridge (spec §1). */
export function setVersionCode(versionCode: string | number): boolean {
  return postToNative('setVersionCode', { versionCode: String(versionCode) });
}

/** Installs the global callback the native host calls: `window.setVersionCode(code)`. */
export function installNativeCallbacks(target: Window = window): void {
  target.setVersionCode = (versionCode) => setVersionCode(versionCode);
}

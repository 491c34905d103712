/**
 * The ad tracker adapter (spec §4 "Signup": a registration-complete event goes to an ad
 * tracker). The page pushes to `window.dataLayer` when a tag manager installed one;
 * without it, or if the tracker throws, nothing happens: tracking never breaks signup.
 * Only the method goes out, never the person's name, e-mail or phone.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export const REGISTRATION_EVENT = 'registration_complete';

export function trackRegistration(detail: { method: 'email' | 'phone' }): boolean {
  try {
    if (typeof window === 'undefined' || !Array.isArray(window.dataLayer)) return false;
    window.dataLayer.push({ event: REGISTRATION_EVENT, method: detail.method });
    return true;
  } catch (error) {
    console.warn('[ad-tracker] registration event not sent', error);
    return false;
  }
}

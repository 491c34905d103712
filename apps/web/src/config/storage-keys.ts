/** Every key this client writes into cookies and web storage, in one place. */
export const storageKeys = {
  /** localStorage: the persisted booking journey (spec §3 "Local persistence"). */
  app: 'app',
  /** localStorage: the anonymous id sent as the random-user-id header. */
  randomUserId: 'random-user-id',
  /** localStorage: reservasi_kode -> guest token of bookings made in this browser. */
  guestTokens: 'guest-tokens',
  /** sessionStorage: the customer profile held temporarily (spec §3 "Customer profile"). */
  tempAccount: 'account',
  /** sessionStorage: the pending Google sign-in (its anti-forgery state and the `red` path). */
  googleSignIn: 'google-sign-in',
  /** localStorage: ads_kode values of banner popups already shown (once per visitor). */
  seenPopups: 'seen-popups',
  /**
   * sessionStorage: the operator console's staff session (token, expiry, profile), apart
   * from the customer's cookie so neither sign-out ends the other (decision 0016).
   */
  staffSession: 'staff-session',
  /** localStorage: when the web visitor last closed the download-app banner (ISO instant). */
  downloadAppDismissed: 'download-app-dismissed',
  /** localStorage: the referral code of the link this visitor came by, and when. */
  referral: 'referral',
  /** Cookie with the customer's bearer token (spec §9: 365 days, path /). */
  authCookie: '_atx',
  /** Anti-forgery cookie and the header that echoes it (spec §7). */
  xsrfCookie: 'XSRF-TOKEN',
} as const;

export const AUTH_COOKIE_MAX_AGE_MS = 31_536_000_000;

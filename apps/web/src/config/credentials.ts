import type { Platform } from '../lib/platform';

/**
 * The HTTP Basic credentials anonymous calls carry, one set per platform (spec §6).
 * They identify the client application, not a person, and are public by nature (they
 * ship in the bundle); the server rate-limits by them. Defaults match the server's
 * development defaults; a build can override them with VITE_CLIENT_CREDENTIALS_*.
 */
const defaults: Record<Platform, string> = {
  WEB: 'lintas-web:dev-web-secret',
  'APP-ANDROID': 'lintas-android:dev-android-secret',
  'APP-IOS': 'lintas-ios:dev-ios-secret',
};

function fromEnv(platform: Platform): string | undefined {
  const env = import.meta.env;
  if (platform === 'WEB') return env.VITE_CLIENT_CREDENTIALS_WEB;
  if (platform === 'APP-ANDROID') return env.VITE_CLIENT_CREDENTIALS_ANDROID;
  return env.VITE_CLIENT_CREDENTIALS_IOS;
}

/** "id:secret" of the platform. */
export function clientCredentials(platform: Platform): string {
  return fromEnv(platform) || defaults[platform];
}

/** The Authorization header value of an anonymous call. */
export function basicAuthorization(platform: Platform): string {
  return `Basic ${btoa(clientCredentials(platform))}`;
}

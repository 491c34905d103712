import type { Platform } from '../lib/platform';

/**
 * The HTTP Basic credentials anonymous calls carry (spec §6). They identify the client
 * application, not a person, and whatever the bundle carries is public. A build carries
 * only the web's (vite.config.ts defines __LINTAS_CLIENT_CREDENTIALS__ from
 * build/client-credentials.ts): the Android and iOS apps' secrets never ship in the web
 * bundle, so an app webview running the built site calls with the web's credentials.
 * The Vite dev server also carries the apps' development defaults.
 */
declare const __LINTAS_CLIENT_CREDENTIALS__: Partial<Record<Platform, string>> | undefined;

function bundled(): Partial<Record<Platform, string>> {
  if (typeof __LINTAS_CLIENT_CREDENTIALS__ !== 'undefined') return __LINTAS_CLIENT_CREDENTIALS__;
  // Unit tests run the source without the build's define: the server's development
  // defaults. MODE is a constant in a build, so this branch and its strings leave the
  // bundle (a server test builds the bundle and checks).
  if (import.meta.env.MODE === 'test') {
    return {
      WEB: 'lintas-web:dev-web-secret',
      'APP-ANDROID': 'lintas-android:dev-android-secret',
      'APP-IOS': 'lintas-ios:dev-ios-secret',
    };
  }
  return {};
}

/** "id:secret" of the platform; the web's where the bundle has none for it. */
function clientCredentials(platform: Platform): string {
  const credentials = bundled();
  return credentials[platform] ?? credentials.WEB ?? '';
}

/** The Authorization header value of an anonymous call. */
export function basicAuthorization(platform: Platform): string {
  return `Basic ${btoa(clientCredentials(platform))}`;
}

/**
 * Which HTTP Basic client credentials ("id:secret") go into the web bundle, by platform.
 *
 * The bundle is public: whatever it carries, anyone can read. It needs the web's own
 * credentials and must never carry the Android or iOS apps' ones (those ship inside the
 * apps and are revoked separately). So a build (`vite build`, what `npm start` and any
 * deployment run) carries WEB only; an app webview running the built site calls with
 * the WEB credentials. The Vite dev server also carries the apps' development defaults
 * so `?platform=APP-ANDROID` can be tried locally.
 *
 * The web's value is the server's own CLIENT_CREDENTIALS_WEB, so one variable sets both
 * sides (VITE_CLIENT_CREDENTIALS_WEB still wins for a build made apart from the server);
 * without either, the development default that the server accepts outside production.
 */

export type BundledPlatform = 'WEB' | 'APP-ANDROID' | 'APP-IOS';
export type BundledCredentials = Partial<Record<BundledPlatform, string>>;

const DEVELOPMENT_DEFAULTS: Record<BundledPlatform, string> = {
  WEB: 'lintas-web:dev-web-secret',
  'APP-ANDROID': 'lintas-android:dev-android-secret',
  'APP-IOS': 'lintas-ios:dev-ios-secret',
};

const VARIABLES: Record<BundledPlatform, [vite: string, server: string]> = {
  WEB: ['VITE_CLIENT_CREDENTIALS_WEB', 'CLIENT_CREDENTIALS_WEB'],
  'APP-ANDROID': ['VITE_CLIENT_CREDENTIALS_ANDROID', 'CLIENT_CREDENTIALS_ANDROID'],
  'APP-IOS': ['VITE_CLIENT_CREDENTIALS_IOS', 'CLIENT_CREDENTIALS_IOS'],
};

function credentialFor(platform: BundledPlatform, env: Record<string, string | undefined>) {
  const [vite, server] = VARIABLES[platform];
  return env[vite] || env[server] || DEVELOPMENT_DEFAULTS[platform];
}

/** The credentials a bundle made by `command` carries. */
export function bundledClientCredentials(
  command: 'build' | 'serve',
  env: Record<string, string | undefined>,
): BundledCredentials {
  if (command === 'build') return { WEB: credentialFor('WEB', env) };
  return {
    WEB: credentialFor('WEB', env),
    'APP-ANDROID': credentialFor('APP-ANDROID', env),
    'APP-IOS': credentialFor('APP-IOS', env),
  };
}

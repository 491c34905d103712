/**
 * Where the apps are installed from: the download-app banner for web visitors on a
 * phone. Apart from config/site.ts (the company and its contacts, read by the footer):
 * the banner is on the home page, and the footer's module is not (issue 11). Each
 * VITE_* variable is read by its literal name, as config/site.ts explains.
 */
export const appStores = {
  android:
    import.meta.env.VITE_APP_ANDROID_URL?.trim() ||
    'https://play.google.com/store/apps/details?id=id.co.lintas.app',
  ios:
    import.meta.env.VITE_APP_IOS_URL?.trim() || 'https://apps.apple.com/id/app/lintas/id6450000000',
} as const;

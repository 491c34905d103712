/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Optional build-time overrides of the client credentials, "id:secret". */
  readonly VITE_CLIENT_CREDENTIALS_WEB?: string;
  readonly VITE_CLIENT_CREDENTIALS_ANDROID?: string;
  readonly VITE_CLIENT_CREDENTIALS_IOS?: string;
}

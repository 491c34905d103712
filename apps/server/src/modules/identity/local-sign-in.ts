import { EMAIL_PATTERN } from '@lintas/domain/validators';
import type { LocalSignIn } from './local-identity-provider.js';
import { LOCAL_IDENTITY_REDIRECT_PATHS } from './local-identity-paths.js';
import { nationalPhone } from './national-phone.js';

/**
 * The rules of the local provider's sign-in page: where it may send a token back to,
 * and what the person must fill in. Pure; the routes render what these answer.
 */

/** Google sign-in asks an e-mail; the phone provider a phone number. */
export type SignInMode = 'email' | 'telp';

export interface SignInRequest {
  /** The place the token goes, re-serialised (never the raw string the client sent). */
  redirectUri: URL;
  state: string;
  mode: SignInMode;
}

export type SignInRequestCheck =
  { ok: true; request: SignInRequest } | { ok: false; message: string };

const MAX_REDIRECT_URI_LENGTH = 2048;
/** The web's state is 32 hex digits; room for other clients, not for a novel. */
const MAX_STATE_LENGTH = 512;
const MAX_NAME_LENGTH = 100;
const MAX_EMAIL_LENGTH = 254;

const signInRequestMessages = {
  redirect:
    'Alamat kembali (redirect_uri) tidak diizinkan: hanya halaman masuk situs ini sendiri yang boleh menerima token.',
  state: 'Parameter state wajib diisi (maksimal 512 karakter).',
} as const;

/**
 * The redirect_uri and state of a sign-in request. Only a registered page of this site
 * (LOCAL_IDENTITY_REDIRECT_PATHS) at one of `allowedOrigins` may receive a token: an
 * address elsewhere would hand the person's token to a stranger (an open redirect that
 * leaks a login).
 */
export function checkSignInRequest(
  fields: Record<string, unknown>,
  allowedOrigins: readonly string[],
): SignInRequestCheck {
  const redirectUri = allowedRedirectUri(fields.redirect_uri, allowedOrigins);
  if (!redirectUri) return { ok: false, message: signInRequestMessages.redirect };
  const { state } = fields;
  if (typeof state !== 'string' || state === '' || state.length > MAX_STATE_LENGTH)
    return { ok: false, message: signInRequestMessages.state };
  return {
    ok: true,
    request: { redirectUri, state, mode: fields.cara === 'telp' ? 'telp' : 'email' },
  };
}

function allowedRedirectUri(value: unknown, allowedOrigins: readonly string[]): URL | null {
  if (typeof value !== 'string' || value.length > MAX_REDIRECT_URI_LENGTH) return null;
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  // The origin as a browser will read the URL we send it to: `https://site@evil` has
  // evil's origin and is refused here, and user info never rides along.
  if (url.username !== '' || url.password !== '') return null;
  if (!allowedOrigins.includes(url.origin)) return null;
  if (!LOCAL_IDENTITY_REDIRECT_PATHS.includes(url.pathname)) return null;
  url.hash = '';
  return url;
}

/** The origin of an address, or null when it is none (a Host header can be anything). */
export function originOf(address: string): string | null {
  return URL.canParse(address) ? new URL(address).origin : null;
}

/** What the person typed, kept to show again beside the messages. */
export interface SignInValues {
  nama: string;
  email: string;
  telp: string;
}

export type SignInFieldErrors = Partial<Record<keyof SignInValues, string>>;

export type SignInFormCheck =
  | { ok: true; person: LocalSignIn }
  | { ok: false; values: SignInValues; errors: SignInFieldErrors };

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The sign-in form: a name, and an e-mail (Google) or an Indonesian phone number. */
export function checkSignInForm(
  fields: Record<string, unknown>,
  mode: SignInMode,
): SignInFormCheck {
  const values: SignInValues = {
    nama: text(fields.nama).replace(/\s+/g, ' '),
    email: text(fields.email),
    telp: text(fields.telp),
  };
  const errors: SignInFieldErrors = {};
  if (values.nama === '') errors.nama = 'Nama wajib diisi.';
  else if (values.nama.length > MAX_NAME_LENGTH)
    errors.nama = `Nama maksimal ${MAX_NAME_LENGTH} karakter.`;

  if (mode === 'email') {
    if (values.email === '') errors.email = 'Email wajib diisi.';
    else if (values.email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(values.email))
      errors.email = 'Format email harus nama@email.com.';
    if (Object.keys(errors).length > 0) return { ok: false, values, errors };
    return { ok: true, person: { name: values.nama, email: values.email.toLowerCase() } };
  }

  const phone = nationalPhone(values.telp);
  if (values.telp === '') errors.telp = 'Nomor telepon wajib diisi.';
  else if (!phone)
    errors.telp = 'Nomor telepon tidak sesuai: gunakan nomor Indonesia, contoh 081234567890.';
  if (!phone || Object.keys(errors).length > 0) return { ok: false, values, errors };
  return { ok: true, person: { name: values.nama, phone } };
}

/** Where the browser goes with the token, as an OpenID implicit flow answers. */
export function tokenRedirect(request: SignInRequest, idToken: string): string {
  const fragment = new URLSearchParams({ id_token: idToken, state: request.state });
  return `${request.redirectUri.href}#${fragment.toString()}`;
}

/** Where "Batal" goes: the client learns the person declined (OAuth's access_denied). */
export function cancelRedirect(request: SignInRequest): string {
  const fragment = new URLSearchParams({ error: 'access_denied', state: request.state });
  return `${request.redirectUri.href}#${fragment.toString()}`;
}

import { z } from 'zod';
import { requestText } from './request-text';
import { REFERRAL_CODE } from './referral-code';
import { EMAIL_PATTERN, LOGIN_MIN_PHONE_DIGITS, OTP_LENGTH } from './validators';

/**
 * Wire schemas of the customer account calls (spec §7 "Authentication"), under
 * /api/travel: request-customer-login-alternative, customer-login, customer-revoke-token,
 * customer-profil, customer-update-data. The server validates with them; the web client
 * types its calls with them.
 */

/** Spec §9: OTP resend countdown and resend chances the client shows. */
export const OTP_RESEND_SECONDS = 60;
export const OTP_RESEND_CHANCES = 2;
/** A code is valid this long and survives this many wrong tries. */
export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_WRONG_TRIES = 5;
/** Spec §9: the `_atx` cookie and the bearer token it carries live 365 days. */
export const AUTH_COOKIE_NAME = '_atx';
export const AUTH_TOKEN_LIFETIME_MS = 31_536_000_000;
/** Spec §7: `auth` is sent as 'xxx' when the client has no OTP session (Google sign-in). */
export const EMPTY_AUTH = 'xxx';

export const OTP_REQUEST_TYPES = ['otp-sms', 'otp-email', 'firebase-telp'] as const;
export const LOGIN_TYPES = ['otp-sms', 'otp-email', 'firebase-email', 'firebase-telp'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

const emailField = requestText()
  .trim()
  .max(254, 'Format email tidak valid')
  .refine((value) => EMAIL_PATTERN.test(value), 'Format email tidak valid');
const phoneField = requestText()
  .trim()
  .max(32, 'Nomor telepon tidak sesuai, min 10 digit')
  .refine(
    (value) =>
      /^\+?[\d\s().-]+$/.test(value) && value.replace(/\D/g, '').length >= LOGIN_MIN_PHONE_DIGITS,
    'Nomor telepon tidak sesuai, min 10 digit',
  );

/** POST request-customer-login-alternative: send a one-time code by SMS or e-mail. */
export const requestLoginBodySchema = z
  .object({
    tipe: z.enum(OTP_REQUEST_TYPES, { error: 'Tipe login tidak dikenal' }),
    telp: phoneField.nullish(),
    email: emailField.nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.tipe === 'otp-email' && !body.email)
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Harap isi' });
    if (body.tipe !== 'otp-email' && !body.telp)
      ctx.addIssue({ code: 'custom', path: ['telp'], message: 'Harap isi' });
  });
export type RequestLoginBody = z.input<typeof requestLoginBodySchema>;

export const requestLoginResultSchema = z.object({
  /** The OTP session: sent back with the code to customer-login. */
  auth: z.string(),
  /** Where the code went, partly masked ('bu***@example.com', '0812****7890'). */
  tujuan: z.string(),
  /** Seconds until a new code may be requested, and how many more may be. */
  kirim_ulang_detik: z.number().int(),
  sisa_kirim_ulang: z.number().int(),
  /** Seconds the code stays valid. */
  berlaku_detik: z.number().int(),
});
export type RequestLoginResult = z.infer<typeof requestLoginResultSchema>;

/** POST customer-login: exchange a code (or an identity provider's ID token) for a token. */

export const customerLoginBodySchema = z.object({
  tipe: z.enum(LOGIN_TYPES, { error: 'Tipe login tidak dikenal' }),
  auth: requestText().trim().max(128).nullish(),
  telp: phoneField.nullish(),
  email: emailField.nullish(),
  otp: requestText()
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `Kode OTP terdiri dari ${OTP_LENGTH} angka`)
    .nullish(),
  token_firebase: requestText().trim().max(8192).nullish(),
  /**
   * The referral code of the link the visitor came from (GET referral): recorded when this
   * sign-in creates the account; an unknown code records nothing.
   */
  kode_referral: requestText()
    .trim()
    .toUpperCase()
    .regex(REFERRAL_CODE, 'Kode referral terdiri dari 8 huruf atau angka')
    .nullish(),
});
export type CustomerLoginBody = z.input<typeof customerLoginBodySchema>;

export const customerLoginResultSchema = z.object({
  /** Bearer token, 365 days; the web keeps it in the `_atx` cookie. */
  token: z.string(),
  /** True when this login created the account (the client then shows signup). */
  baru: z.boolean(),
});
export type CustomerLoginResult = z.infer<typeof customerLoginResultSchema>;

export const GENDERS = ['L', 'P'] as const;

/** GET customer-profil (bearer). */
export const customerProfileSchema = z.object({
  nama: z.string(),
  email: z.string().nullable(),
  telp: z.string().nullable(),
  jenis_kelamin: z.enum(GENDERS).nullable(),
  tanggal_lahir: z.string().nullable(),
  pekerjaan_id: z.number().int().nullable(),
  pekerjaan_lainnya: z.string().nullable(),
  poin: z.number().int(),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

/** POST customer-update-data (form-encoded, bearer). Every field optional but `nama`. */
export const customerUpdateBodySchema = z.object({
  nama: requestText({ error: 'Wajib Di Isi' })
    .trim()
    .min(1, 'Wajib Di Isi')
    .max(65, 'Nama terlalu panjang')
    .regex(/^[A-Za-z ]+$/, 'Gunakan hanya abjad, contoh Budi'),
  jenis_kelamin: z.enum(GENDERS, { error: 'Pilih L atau P' }).nullish(),
  tanggal_lahir: requestText()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Format tanggal YYYY-MM-DD')
    .nullish(),
  pekerjaan_id: z.coerce.number().int().min(1).max(1000).nullish(),
  pekerjaan_lainnya: requestText().trim().max(64).nullish(),
});
export type CustomerUpdateBody = z.input<typeof customerUpdateBodySchema>;

/** GET {product}/referral (bearer): the customer's code, the link to share, friends who joined. */
export const referralSchema = z.object({
  kode: z.string(),
  link: z.string(),
  /** Accounts created from this customer's link or code. */
  jumlah_teman: z.number().int(),
  /** A ready message for the share sheet. */
  pesan: z.string(),
});
export type Referral = z.infer<typeof referralSchema>;

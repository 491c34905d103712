import type * as Contract from '@lintas/domain/customer-schemas';
import type { CustomerLoginBody, RequestLoginBody } from '@lintas/domain/customer-schemas';
import type { LoginInputResult } from '@lintas/domain/validators';

/** Every text of the sign-in screens (spec §2, §4, §8), in one place for screens and tests. */
export const loginTexts = {
  lead: 'Masukkan nomor telepon atau email Anda. Kami kirimkan kode verifikasi untuk masuk atau mendaftar.',
  inputLabel: 'Nomor Telepon atau Email',
  inputPlaceholder: '0812xxxxxxxx / nama@email.com',
  submit: 'Lanjutkan',
  divider: 'atau',
  google: 'Gunakan Akun Google',
  otpTitle: 'Verifikasi Telepon / Email',
  sentTo: 'kode dikirimkan ke',
  otpLabel: 'Kode OTP',
  otpPlaceholder: 'Masukan 6 Digit Kode',
  otpLength: 'Kode OTP terdiri dari 6 angka',
  verify: 'Verifikasi OTP',
  waiting: 'Harap Tunggu ...',
  back: 'Kembali',
  resendIn: (seconds: number) => `Kirim ulang OTP dalam ${seconds} detik`,
  resendAsk: 'Tidak mendapat OTP ?',
  resendAction: 'Kirim ulang',
  resendExhausted: 'Coba beberapa saat lagi, atau gunakan metode lain',
  resent: 'Kode OTP baru telah dikirim',
  // The two trailing spaces of the wrong-code toast are the spec's (§8).
  otpRequestFailed: 'Maaf, permintaan OTP gagal',
  otpWrong: 'OTP yang dimasukan salah  ',
} as const;

/** Spec §8: toasts on login and signup stay 3 s (at the bottom, as every toast). */
export const authToastDuration = 3000;

/*
 * The contract's constants, typed by the contract itself: each is the literal type of the
 * domain's value, so a change there fails this file's typecheck, while a value import would
 * put zod (customer-schemas builds its schemas at load, ~25 kB gzip) into the login chunk.
 */
/** Spec §9, the same numbers the server limits resends with: 60 s, 2 chances. */
export const OTP_RESEND_SECONDS: typeof Contract.OTP_RESEND_SECONDS = 60;
export const OTP_RESEND_CHANCES: typeof Contract.OTP_RESEND_CHANCES = 2;
/** Spec §7: `auth` is 'xxx' when there is no OTP session (Google sign-in). */
export const EMPTY_AUTH: typeof Contract.EMPTY_AUTH = 'xxx';

/** What the person typed, classified, with the bodies of the two calls it leads to. */
export interface LoginIdentifier {
  kind: 'email' | 'phone';
  /** As typed (trimmed): shown after 'kode dikirimkan ke'. */
  display: string;
  requestBody: RequestLoginBody;
  loginBody: (auth: string, otp: string) => CustomerLoginBody;
}

export function toIdentifier(
  checked: Extract<LoginInputResult, { ok: true }>,
  typed: string,
): LoginIdentifier {
  const display = typed.trim();
  if (checked.kind === 'email') {
    const email = checked.email;
    return {
      kind: 'email',
      display,
      requestBody: { tipe: 'otp-email', email },
      loginBody: (auth, otp) => ({ tipe: 'otp-email', auth: auth || EMPTY_AUTH, otp, email }),
    };
  }
  const telp = checked.phonenumber;
  return {
    kind: 'phone',
    display,
    requestBody: { tipe: 'otp-sms', telp },
    loginBody: (auth, otp) => ({ tipe: 'otp-sms', auth: auth || EMPTY_AUTH, otp, telp }),
  };
}

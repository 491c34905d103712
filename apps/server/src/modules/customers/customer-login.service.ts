import { randomInt } from 'node:crypto';
import {
  type CustomerLoginBody,
  type CustomerLoginResult,
  EMPTY_AUTH,
  OTP_MAX_WRONG_TRIES,
  OTP_RESEND_CHANCES,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  type RequestLoginBody,
  type RequestLoginResult,
} from '@lintas/domain/customer-schemas';
import { OTP_LENGTH } from '@lintas/domain/validators';
import type { Executor } from '../../db/executor.js';
import type { RateLimiter } from '../../db/rate-limiter.js';
import { AppError, isAppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { randomSecret, safeEqual, sha256Hex } from '../../lib/random.js';
import type { CustomerRepository } from './customer.repository.js';
import type { CustomerSessionService } from './customer-session.service.js';
import type { IdentityTokenVerifier } from './identity-token.port.js';
import type { LoginCodeRepository } from './login-code.repository.js';
import {
  emailIdentifier,
  internationalPhone,
  maskedDestination,
  phoneIdentifier,
} from './login-identifier.js';

/** What the customers module needs of the notifications module (its OutboxService). */
export interface MessageOutboxPort {
  enqueue(
    trx: Executor,
    message: {
      channel: 'email' | 'sms';
      recipient: string;
      subject: string | null;
      text: string;
      html?: string | null;
      sensitive?: boolean;
      discardAfter?: Date | null;
    },
  ): Promise<void>;
  dispatchSoon(): void;
}

export interface LoginLimits {
  /** Codes one e-mail or phone may be sent per hour. */
  perIdentifierPerHour: number;
  /** And per day: with 5 tries a code, what bounds guessing one person's code (0035). */
  perIdentifierPerDay: number;
  /** Codes one client address may ask for per hour (sends, whoever they are for). */
  perAddressPerHour: number;
  /**
   * Wrong codes and refused ID tokens per client address per hour: a backstop that
   * refuses wrong answers only (a right code or a valid token still signs in).
   */
  failuresPerAddressPerHour: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const RESEND_MS = OTP_RESEND_SECONDS * 1000;
const TTL_MS = OTP_TTL_SECONDS * 1000;
/** A login session: the first code and its resends. */
const SENDS_PER_SESSION = 1 + OTP_RESEND_CHANCES;
/** Codes are deleted this long after they expired (when any new code is asked for). */
const KEEP_CODES_MS = DAY_MS;

/** The sign-in code's text (SMS and e-mail alike). */
function loginCodeText(code: string): string {
  return `Kode masuk Lintas Anda: ${code}. Berlaku 5 menit. Jangan berikan kode ini kepada siapa pun.`;
}

function loginCodeHtml(code: string): string {
  // The code is six digits: nothing in it needs escaping.
  return (
    '<p>Kode masuk Lintas Anda:</p>' +
    `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p>` +
    '<p>Berlaku 5 menit. Jangan berikan kode ini kepada siapa pun.</p>'
  );
}

const SESSION_NOT_FOUND =
  'Sesi verifikasi tidak ditemukan atau sudah berakhir. Silakan minta kode baru.';
const SUPERSEDED =
  'Kode ini sudah diganti kode yang lebih baru. Gunakan kode terakhir yang dikirim.';

function validationError(field: string, message: string): AppError {
  return new AppError('VALIDATION_ERROR', `Data tidak valid pada ${field}: ${message}`, {
    fields: [{ field, message }],
  });
}

/**
 * Whether a sign-in is checked against a code this server sent: otp-email and otp-sms, and
 * firebase-telp without an ID token but with one of our OTP sessions. The spec's client
 * falls back to our own SMS when the phone provider cannot send (spec §7), and when the
 * provider's confirmation fails it signs in anyway with an empty token (spec §8): then the
 * code the person typed is ours.
 */
function usesOwnCode(body: CustomerLoginBody): boolean {
  if (body.tipe === 'otp-email' || body.tipe === 'otp-sms') return true;
  return (
    body.tipe === 'firebase-telp' && !body.token_firebase && !!body.auth && body.auth !== EMPTY_AUTH
  );
}

function rateLimited(message: string, seconds: number, limit: string): AppError {
  return new AppError('RATE_LIMITED', message, {
    retry_after_detik: Math.max(1, Math.ceil(seconds)),
    batas: limit,
  });
}

type CheckOutcome =
  | { kind: 'ok'; customerId: number; created: boolean; token: string }
  | { kind: 'refused'; error: AppError; countsAsFailure: boolean };

/**
 * Sign-in (spec §4 "Login", §7 "Authentication"): a one-time code by e-mail or SMS, or an
 * identity provider's ID token, for a 365-day bearer token. The first sign-in of an e-mail
 * or phone creates its account.
 *
 * Codes: 6 digits from a secure source, stored only as a hash over the OTP session and
 * the code, valid 5 minutes, dead after 5 wrong tries, usable once. A login session is a
 * first code and at most 2 resends, 60 s apart; a newer code kills the older ones. Codes
 * per identifier and per client address per hour, and failures per address, are counted
 * in the database (rate_limits) so every server process sees the same counts.
 *
 * Guessing is bounded per target (decision 0035): a code is checked only with its OTP
 * session's secret, which only the person who asked for it holds, and dies at its 5th
 * wrong try; codes per identifier bound the sessions a guesser can open for someone else.
 * Failures of others on the same address never refuse a right answer: the address's
 * failure count only turns wrong answers into 429 (carrier-grade NAT puts thousands of
 * customers behind one address).
 */
export class CustomerLoginService {
  constructor(
    private readonly db: Executor,
    private readonly codes: LoginCodeRepository,
    private readonly customers: CustomerRepository,
    private readonly sessions: CustomerSessionService,
    private readonly outbox: MessageOutboxPort,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
    private readonly limits: LoginLimits,
    private readonly identityTokens: IdentityTokenVerifier | null,
  ) {}

  /** request-customer-login-alternative: send a code. */
  async requestCode(body: RequestLoginBody, clientAddress: string): Promise<RequestLoginResult> {
    // firebase-telp: the phone provider would send its own code; this server sends its own
    // SMS instead (spec §7's fallback), and the code is then used with otp-sms.
    const identifier =
      body.tipe === 'otp-email'
        ? emailIdentifier(body.email ?? '')
        : phoneIdentifier(body.telp ?? '');

    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    const auth = randomSecret(32);
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + TTL_MS);

    // Sends are counted, not refusals: a request refused here or below (a limit, too
    // soon, the session's resends used up) gives its counts back, so requests others had
    // refused on the same address never use up its budget, nor the identifier's.
    const counted: Array<readonly [string, number]> = [];
    let sends: number;
    try {
      for (const [key, limit, windowMs, message, name] of [
        [
          `login-code:ip:${clientAddress}`,
          this.limits.perAddressPerHour,
          HOUR_MS,
          'Terlalu banyak permintaan kode dari jaringan Anda. Silakan coba lagi nanti.',
          'alamat',
        ],
        [
          `login-code:id:${identifier.value}`,
          this.limits.perIdentifierPerHour,
          HOUR_MS,
          'Terlalu banyak permintaan kode untuk akun ini. Silakan coba lagi nanti.',
          'identitas',
        ],
        [
          `login-code:id-day:${identifier.value}`,
          this.limits.perIdentifierPerDay,
          DAY_MS,
          'Terlalu banyak permintaan kode untuk akun ini hari ini. Silakan coba lagi nanti.',
          'identitas',
        ],
      ] as const) {
        const state = await this.rateLimiter.hit(key, limit, windowMs);
        counted.push([key, windowMs]);
        if (!state.allowed) throw rateLimited(message, state.retryAfterSeconds, name);
      }

      sends = await this.db.transaction().execute(async (trx) => {
        await this.codes.lockIdentifier(identifier.value, trx);
        const latest = await this.codes.latestFor(identifier.value, trx);
        const sinceLast = latest ? now.getTime() - new Date(latest.created_at).getTime() : Infinity;
        if (sinceLast < RESEND_MS) {
          const wait = (RESEND_MS - sinceLast) / 1000;
          throw rateLimited(
            `Kode baru dapat diminta lagi dalam ${Math.ceil(wait)} detik.`,
            wait,
            'kirim-ulang',
          );
        }
        // The login session goes on while its last code is alive (not used, not expired).
        const sessionOpen =
          latest &&
          latest.used_at === null &&
          new Date(latest.expires_at).getTime() > now.getTime();
        if (sessionOpen && latest.chain_sends >= SENDS_PER_SESSION) {
          throw rateLimited(
            'Batas kirim ulang kode tercapai. Coba beberapa saat lagi, atau gunakan metode lain.',
            (new Date(latest.expires_at).getTime() - now.getTime()) / 1000,
            'kirim-ulang',
          );
        }
        const chain = sessionOpen
          ? { startedAt: new Date(latest.chain_started_at), sends: latest.chain_sends + 1 }
          : { startedAt: now, sends: 1 };
        await this.codes.supersedeLive(identifier.value, now, trx);
        // Tidying on the way (indexed): a code is no use a day after it expired.
        await this.codes.deleteExpiredBefore(new Date(now.getTime() - KEEP_CODES_MS), trx);
        await this.codes.insert(
          {
            authHash: sha256Hex(auth),
            channel: identifier.channel,
            identifier: identifier.value,
            codeHash: codeHash(auth, code),
            clientAddress,
            createdAt: now,
            expiresAt,
            chainStartedAt: chain.startedAt,
            chainSends: chain.sends,
          },
          trx,
        );
        // Queued with the code: the message exists exactly when the code does. Sending
        // happens after the commit, and a failed send never touches the code.
        await this.outbox.enqueue(trx, {
          channel: identifier.channel,
          recipient:
            identifier.channel === 'sms' ? internationalPhone(identifier.value) : identifier.value,
          subject: identifier.channel === 'email' ? 'Kode masuk Lintas Anda' : null,
          text: loginCodeText(code),
          html: identifier.channel === 'email' ? loginCodeHtml(code) : null,
          sensitive: true,
          discardAfter: expiresAt,
        });
        return chain.sends;
      });
    } catch (error) {
      await Promise.allSettled(counted.map(([key, w]) => this.rateLimiter.release(key, w)));
      throw error;
    }
    this.outbox.dispatchSoon();

    return {
      auth,
      tujuan: maskedDestination(identifier),
      kirim_ulang_detik: OTP_RESEND_SECONDS,
      sisa_kirim_ulang: SENDS_PER_SESSION - sends,
      berlaku_detik: OTP_TTL_SECONDS,
    };
  }

  /**
   * customer-login: a code or an ID token for a bearer token. The answer is checked first
   * (a hash compare under the code's row lock, or a signature check with cached keys), so
   * a right one signs in whatever the address has failed; a wrong one counts against the
   * code (its tries) and the address, and past the address's backstop is answered 429.
   */
  async login(body: CustomerLoginBody, clientAddress: string): Promise<CustomerLoginResult> {
    const outcome = usesOwnCode(body)
      ? await this.checkCode(body)
      : await this.checkIdentityToken(body);
    if (outcome.kind === 'ok') return { token: outcome.token, baru: outcome.created };
    if (outcome.countsAsFailure) {
      const address = await this.rateLimiter.hit(
        `login-fail:ip:${clientAddress}`,
        this.limits.failuresPerAddressPerHour,
        HOUR_MS,
      );
      if (!address.allowed)
        throw rateLimited(
          'Terlalu banyak percobaan masuk yang gagal dari jaringan Anda. Silakan coba lagi nanti.',
          address.retryAfterSeconds,
          'alamat',
        );
    }
    throw outcome.error;
  }

  private async checkCode(body: CustomerLoginBody): Promise<CheckOutcome> {
    const auth = body.auth ?? '';
    if (auth === '' || auth === EMPTY_AUTH) throw validationError('auth', 'Harap isi');
    if (!body.otp) throw validationError('otp', 'Harap isi');
    const otp = body.otp;
    const channel = body.tipe === 'otp-email' ? 'email' : 'sms';
    // The identifier the client names must be the code's (a client mixing up two sign-ins).
    const named =
      channel === 'email'
        ? body.email
          ? emailIdentifier(body.email)
          : null
        : body.telp
          ? phoneIdentifier(body.telp)
          : null;
    const now = this.clock.now();

    // The outcome is decided and committed in one transaction (a wrong try is counted
    // even though the answer is a refusal), and only then thrown.
    return this.db.transaction().execute(async (trx): Promise<CheckOutcome> => {
      const row = await this.codes.findForUpdate(sha256Hex(auth), trx);
      const refuse = (error: AppError, countsAsFailure = false): CheckOutcome => ({
        kind: 'refused',
        error,
        countsAsFailure,
      });
      if (!row || row.channel !== channel || (named && named.value !== row.identifier))
        return refuse(new AppError('OTP_EXPIRED', SESSION_NOT_FOUND), true);
      if (row.used_at !== null) return refuse(new AppError('OTP_USED'));
      if (row.superseded_at !== null) return refuse(new AppError('OTP_EXPIRED', SUPERSEDED));
      if (row.wrong_tries >= OTP_MAX_WRONG_TRIES) return refuse(new AppError('OTP_TRIES_EXCEEDED'));
      if (new Date(row.expires_at).getTime() <= now.getTime())
        return refuse(
          new AppError('OTP_EXPIRED', 'Kode OTP sudah kedaluwarsa. Silakan minta kode baru.'),
        );
      if (!safeEqual(codeHash(auth, otp), row.code_hash)) {
        const tries = await this.codes.addWrongTry(row.auth_hash, trx);
        const left = OTP_MAX_WRONG_TRIES - tries;
        return refuse(
          left > 0
            ? new AppError(
                'OTP_INVALID',
                `Kode OTP yang dimasukkan salah. Sisa ${left} kali percobaan.`,
                { sisa_percobaan: left },
              )
            : new AppError('OTP_TRIES_EXCEEDED'),
          true,
        );
      }
      if (!(await this.codes.markUsed(row.auth_hash, now, trx)))
        return refuse(new AppError('OTP_USED'));
      const account = await this.customers.findOrCreate(
        row.channel === 'email' ? { email: row.identifier } : { phone: row.identifier },
        trx,
      );
      await this.noteReferral(account, body, trx);
      const token = await this.sessions.issueToken(account.id, trx);
      return { kind: 'ok', customerId: account.id, created: account.created, token };
    });
  }

  /** firebase-email / firebase-telp: the identity provider's ID token says who this is. */
  private async checkIdentityToken(body: CustomerLoginBody): Promise<CheckOutcome> {
    if (!this.identityTokens) throw new AppError('LOGIN_METHOD_UNAVAILABLE');
    if (!body.token_firebase) throw validationError('token_firebase', 'Harap isi');
    let identity;
    try {
      identity = await this.identityTokens.verify(body.token_firebase);
    } catch (error) {
      // A refused token counts against the address; the provider being down does not.
      if (isAppError(error))
        return { kind: 'refused', error, countsAsFailure: error.statusCode < 500 };
      throw error;
    }
    // Only what the provider verified counts; the e-mail or phone in the body is ignored.
    const by =
      body.tipe === 'firebase-email'
        ? identity.email
          ? { email: emailIdentifier(identity.email).value }
          : null
        : identity.phone
          ? { phone: phoneIdentifier(identity.phone).value }
          : null;
    if (!by) {
      return {
        kind: 'refused',
        error: new AppError(
          'LOGIN_METHOD_UNAVAILABLE',
          body.tipe === 'firebase-email'
            ? 'Akun ini tidak memiliki email yang terverifikasi. Gunakan metode login lain.'
            : 'Akun ini tidak memiliki nomor telepon yang terverifikasi. Gunakan metode login lain.',
        ),
        countsAsFailure: false,
      };
    }
    return this.db.transaction().execute(async (trx): Promise<CheckOutcome> => {
      const account = await this.customers.findOrCreate(by, trx);
      await this.noteReferral(account, body, trx);
      const token = await this.sessions.issueToken(account.id, trx);
      return { kind: 'ok', customerId: account.id, created: account.created, token };
    });
  }

  /** A new account that came from a referral link: who brought it in (GET referral). */
  private async noteReferral(
    account: { id: number; created: boolean },
    body: CustomerLoginBody,
    trx: Executor,
  ): Promise<void> {
    if (account.created && body.kode_referral)
      await this.customers.recordReferrer(account.id, body.kode_referral.toUpperCase(), trx);
  }
}

/** The stored form of a code: bound to its OTP session, which the database never holds. */
function codeHash(auth: string, code: string): string {
  return sha256Hex(`${auth}:${code}`);
}

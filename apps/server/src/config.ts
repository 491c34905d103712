import path from 'node:path';
import { z } from 'zod';
import { OTP_MAX_WRONG_TRIES } from '@lintas/domain/customer-schemas';
import {
  identityProblemsInProduction,
  identityProblemsOf,
  listOf,
  LOCAL_IDENTITY_AUDIENCE,
} from './config-identity.js';
import {
  LOCAL_IDENTITY_ISSUER_PATH,
  LOCAL_IDENTITY_JWKS_PATH,
} from './modules/identity/local-identity-paths.js';

/**
 * The one place that reads the environment. Everything else receives a `Config`.
 * Every variable has a development default so `npm start` works on a fresh clone;
 * a bad value stops the server at start-up with a message naming the variable.
 */

const credentialPair = z
  .string()
  .regex(/^[^:\s]+:[^\s]+$/, 'harus berbentuk "client_id:secret"')
  .transform((value) => {
    const index = value.indexOf(':');
    return { id: value.slice(0, index), secret: value.slice(index + 1) };
  });

/**
 * Client secrets a production server accepts are at least this long: short ones can be
 * guessed, and the web's is the only one any visitor can read.
 */
const MIN_PRODUCTION_SECRET_LENGTH = 24;

/** Payment windows in development and production unless PAYMENT_WINDOWS says otherwise. */
const DEFAULT_PAYMENT_WINDOWS = 'qris=15,ewallet=15,va=120,retail=180';

/** 'va=120,BCA_VA=60' -> { va: 120, BCA_VA: 60 }; minutes 1..1440, no code twice; unset: the defaults. */
const paymentWindows = z
  .string()
  .default(DEFAULT_PAYMENT_WINDOWS)
  .transform((value, context) => {
    const windows: Record<string, number> = {};
    // 'none': no method has its own window (an empty value means the defaults, as for all).
    if (value.trim().toLowerCase() === 'none') return windows;
    for (const entry of listOf(value)) {
      const match = /^([A-Za-z0-9_-]{1,64})=(\d{1,4})$/.exec(entry);
      const minutes = match ? Number(match[2]) : NaN;
      if (!match?.[1] || !(minutes >= 1 && minutes <= 24 * 60)) {
        context.addIssue({
          code: 'custom',
          message: `'${entry}' harus berbentuk kode=menit (1 sampai 1440 menit)`,
        });
        return z.NEVER;
      }
      if (match[1] in windows) {
        context.addIssue({ code: 'custom', message: `kode '${match[1]}' ditulis dua kali` });
        return z.NEVER;
      }
      windows[match[1]] = minutes;
    }
    return windows;
  });

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * Proxies in front of this server (load balancer, CDN). 0: the client address is the
   * socket's, and X-Forwarded-For is ignored, so nobody can dodge the rate limits with it.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Public address of this site; used in payment redirects and webhook addresses. */
  PUBLIC_BASE_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder of the embedded PGlite database (ignored when DATABASE_URL is set). */
  DATA_DIR: z.string().min(1).default('.data'),
  /** postgres://user:pass@host:port/db switches from PGlite to a PostgreSQL server. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'harus diawali postgres:// atau postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Milliseconds a request waits for a PostgreSQL connection before answering 503. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  /** Send parameterised statements as named (prepared) ones (decision 0030). Default: on. */
  DATABASE_PREPARED_STATEMENTS: booleanFlag.default(true),
  /**
   * Fill an empty database with the demo catalogue on start. Default: on, except in
   * production, where an empty database must stay empty unless asked (it is not a demo).
   */
  SEED_DEMO: booleanFlag.optional(),
  /** Serve the API documentation at /api/docs. Default: on, except in production. */
  API_DOCS: booleanFlag.optional(),
  /**
   * The bearer token a Prometheus scrape of /metrics must send. Unset: /metrics is open
   * outside production and not served at all in production (it names routes and volumes).
   */
  METRICS_TOKEN: z.string().trim().min(1).optional(),
  /** Minutes an unpaid reservation holds its seats. */
  HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /**
   * How long a person has to pay, per payment method group or method code, in minutes
   * (`kode=menit`, comma-separated; a method code wins over its group; anything not
   * listed holds HOLD_MINUTES). An e-wallet or QRIS is paid on the spot, a transfer at an
   * ATM or a payment at an Alfamart needs a trip there. `none`: every method HOLD_MINUTES.
   */
  PAYMENT_WINDOWS: paymentWindows,
  CLIENT_CREDENTIALS_WEB: credentialPair.default({ id: 'lintas-web', secret: 'dev-web-secret' }),
  CLIENT_CREDENTIALS_ANDROID: credentialPair.default({
    id: 'lintas-android',
    secret: 'dev-android-secret',
  }),
  CLIENT_CREDENTIALS_IOS: credentialPair.default({ id: 'lintas-ios', secret: 'dev-ios-secret' }),
  /** `simulator` is the local payment gateway; `midtrans` talks to a Midtrans-compatible API. */
  PAYMENT_GATEWAY: z.enum(['simulator', 'midtrans']).default('simulator'),
  PAYMENT_SERVER_KEY: z.string().min(8).default('dev-simulator-server-key'),
  PAYMENT_API_BASE_URL: z.url().default('https://api.sandbox.midtrans.com'),
  /**
   * The identity provider whose ID tokens sign people in with Google or a phone (spec §7):
   * its public keys (JWKS), the issuer (`iss`) and the audience (`aud`: the client ids,
   * comma-separated) its tokens must carry. Outside production they default to the local
   * identity provider; production needs the real ones.
   */
  IDENTITY_JWKS_URL: z.url({ protocol: /^https?$/, error: 'harus alamat http(s)' }).optional(),
  IDENTITY_ISSUER: z
    .string()
    .refine((value) => listOf(value).length > 0, 'harus berisi minimal satu issuer')
    .optional(),
  IDENTITY_AUDIENCE: z
    .string()
    .refine((value) => listOf(value).length > 0, 'harus berisi minimal satu client id')
    .optional(),
  /** Refund assurance (asuransi) fee per passenger per leg, in rupiah. */
  INSURANCE_FEE_PER_SEAT: z.coerce.number().int().min(0).max(1_000_000).default(5000),
  /** Maximum JSON body size in bytes. */
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(10_000_000).default(100_000),
  /**
   * Wrong contacts one booking code may be tried with per hour, from anywhere: past it the
   * code's look-up is refused until the hour ends (decision 0035). At most 100, so guessing
   * a booker's phone stays infeasible.
   */
  LOOKUP_FAILURE_LIMIT_PER_CODE: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * Failed guest look-ups per client address per minute, a backstop against spraying: past
   * it a wrong answer is 429, a right one is still answered (decision 0035).
   */
  LOOKUP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(60),
  /** Unpaid, unexpired reservations one booker e-mail or phone may hold at once (then 429). */
  HOLD_LIMIT_PER_CONTACT: z.coerce.number().int().min(1).max(100_000).default(5),
  /** Unpaid, unexpired reservations one client address may hold at once (then 429). */
  HOLD_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Seats one reservation may hold on each leg (at most 10, the booking form's own cap). */
  HOLD_MAX_SEATS: z.coerce.number().int().min(1).max(10).default(10),
  /**
   * How e-mail and SMS leave (sign-in codes): `outbox` (development only) marks them
   * delivered, logs them and lists them at GET /api/dev/outbox; `smtp` sends through
   * SMTP_URL (smtp:// or smtps://, credentials in the URL) from EMAIL_FROM; `http` POSTs
   * {to, text} with a bearer SMS_API_KEY to SMS_API_URL.
   */
  EMAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'harus diawali smtp:// atau smtps://')
    .optional(),
  EMAIL_FROM: z.string().min(3).max(200).default('Lintas <no-reply@lintas.localhost>'),
  SMS_TRANSPORT: z.enum(['outbox', 'http']).default('outbox'),
  SMS_API_URL: z.url({ protocol: /^https?$/, error: 'harus alamat http(s)' }).optional(),
  SMS_API_KEY: z.string().min(8).optional(),
  /**
   * Departure reminders by e-mail and SMS, 24 and 3 hours before (decision 0038), sent by
   * each process's minute timer. Unset: on, except under NODE_ENV=test, whose apps have a
   * manual clock and drive the pass themselves (a real timer firing mid-test would add
   * messages to the ones a test counts).
   */
  DEPARTURE_REMINDERS: booleanFlag.optional(),
  /** Milliseconds between the outbox dispatcher's passes (it also runs right after a message is queued). */
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5000),
  /**
   * Sign-in codes one e-mail or phone may be sent per hour, and one client address (then
   * 429): sends, not failures. The address's is sized for carrier-grade NAT, many customers
   * behind one address (decision 0035).
   */
  OTP_REQUEST_LIMIT_PER_IDENTIFIER: z.coerce.number().int().min(1).max(100_000).default(10),
  OTP_REQUEST_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(300),
  /**
   * Sign-in codes one e-mail or phone may be sent per day: with 5 tries a code, what bounds
   * guessing someone's code over a day (decision 0035). Unset: 20, or the hourly limit when
   * that is higher; never below the hourly limit.
   */
  OTP_REQUEST_LIMIT_PER_IDENTIFIER_PER_DAY: z.coerce.number().int().min(1).max(100_000).optional(),
  /**
   * Wrong codes and refused ID tokens per client address per hour, a backstop: past it a
   * wrong answer is 429, a right code or valid token still signs in (decision 0035). Not
   * below one code's tries, or the address would bind before the code does.
   */
  LOGIN_FAILURE_LIMIT_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(OTP_MAX_WRONG_TRIES, `minimal ${OTP_MAX_WRONG_TRIES} (percobaan satu kode)`)
    .max(100_000)
    .default(300),
  /** Payment notifications with a bad signature per client address per minute (then 429). */
  WEBHOOK_INVALID_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Rejected payment notifications kept for audit; older ones are deleted. */
  WEBHOOK_REJECTED_KEEP: z.coerce.number().int().min(10).max(1_000_000).default(1000),
  /** Milliseconds a shutdown (SIGTERM, SIGINT) waits for requests still running. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /**
   * Server processes on this machine (Node's cluster, one port): 1 runs in this process.
   * More than one needs DATABASE_URL (the embedded database has one process). SIGHUP to
   * the first process restarts them one at a time (decision 0045).
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * Key of the HMAC in an e-ticket's QR (booking code + signature; boarding staff scan it).
   * The default is a development key, refused in production, where the key must be at
   * least 32 characters. Changing it invalidates the QR of every ticket already issued.
   */
  TICKET_QR_SECRET: z.string().min(16).max(512).default('dev-ticket-qr-secret-development-only'),
  /** Serve the built web app from this folder (empty: API only). */
  WEB_DIST_DIR: z.string().optional(),
  /**
   * Map tiles of the pickup and drop-off map (decision 0018): an XYZ template with {z},
   * {x} and {y} on one http(s) host, which the Content-Security-Policy then allows for
   * images. 'none': no tiles (the map draws its points on a plain ground).
   */
  MAP_TILE_URL: z
    .string()
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    .refine((value) => value === 'none' || tileOrigin(value) !== null, {
      message: "MAP_TILE_URL must be an http(s) address with {z}, {x} and {y}, or 'none'",
    }),
  /** The tiles' attribution, written on the map (their licence asks for it). */
  MAP_TILE_ATTRIBUTION: z.string().max(200).default('© OpenStreetMap contributors'),
  /**
   * The call centre's WhatsApp number (spec §9), international digits (62...): souvenir
   * orders of a cart from several sellers, or of a seller without a number, go to it.
   */
  CALL_CENTER_WHATSAPP: z
    .string()
    .regex(/^62[0-9]{8,13}$/, 'harus nomor internasional tanpa + (62 lalu 8-13 angka)')
    .default('6281120003000'),
});

/** The origin a tile template loads from, or null when it is not a usable template. */
export function tileOrigin(template: string): string | null {
  if (!['{z}', '{x}', '{y}'].every((part) => template.includes(part))) return null;
  const filled = template.replace(/\{[xyz]\}/g, '0');
  // Another placeholder ({s} subdomains, {r}) would name hosts the CSP does not allow.
  if (/[{}]/.test(filled)) return null;
  try {
    const url = new URL(filled);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

export type Config = ReturnType<typeof parseConfig>;

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined> = process.env) {
  // Empty strings are "unset": `PORT= npm start` should use the default, not fail.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new ConfigError(`Konfigurasi tidak valid:\n${lines.join('\n')}`);
  }
  const raw = result.data;
  if (
    raw.OTP_REQUEST_LIMIT_PER_IDENTIFIER_PER_DAY !== undefined &&
    raw.OTP_REQUEST_LIMIT_PER_IDENTIFIER_PER_DAY < raw.OTP_REQUEST_LIMIT_PER_IDENTIFIER
  )
    throw new ConfigError(
      'Konfigurasi tidak valid:\n  OTP_REQUEST_LIMIT_PER_IDENTIFIER_PER_DAY: tidak boleh di bawah OTP_REQUEST_LIMIT_PER_IDENTIFIER',
    );
  if (raw.WEB_CONCURRENCY > 1 && !raw.DATABASE_URL)
    throw new ConfigError(
      'Konfigurasi tidak valid:\n  WEB_CONCURRENCY: lebih dari 1 proses butuh DATABASE_URL (PostgreSQL); database bawaan hanya untuk satu proses',
    );
  const identityProblems = identityProblemsOf(raw);
  if (identityProblems.length > 0)
    throw new ConfigError(`Konfigurasi tidak valid:\n${identityProblems.join('\n')}`);
  if (raw.NODE_ENV === 'production') {
    const problems: string[] = [];
    if (raw.PAYMENT_GATEWAY === 'simulator')
      problems.push(
        '  PAYMENT_GATEWAY: simulator pembayaran lokal tidak boleh dipakai di production',
      );
    if (raw.PAYMENT_SERVER_KEY.startsWith('dev-'))
      problems.push('  PAYMENT_SERVER_KEY: kunci pengembangan tidak boleh dipakai di production');
    for (const key of [
      'CLIENT_CREDENTIALS_WEB',
      'CLIENT_CREDENTIALS_ANDROID',
      'CLIENT_CREDENTIALS_IOS',
    ] as const) {
      if (raw[key].secret.startsWith('dev-'))
        problems.push(`  ${key}: kredensial pengembangan tidak boleh dipakai di production`);
      else if (raw[key].secret.length < MIN_PRODUCTION_SECRET_LENGTH)
        problems.push(
          `  ${key}: secret minimal ${MIN_PRODUCTION_SECRET_LENGTH} karakter di production`,
        );
    }
    problems.push(...identityProblemsInProduction(raw));
    if (raw.METRICS_TOKEN !== undefined && raw.METRICS_TOKEN.length < MIN_PRODUCTION_SECRET_LENGTH)
      problems.push(
        `  METRICS_TOKEN: minimal ${MIN_PRODUCTION_SECRET_LENGTH} karakter di production`,
      );
    if (raw.TICKET_QR_SECRET.startsWith('dev-'))
      problems.push('  TICKET_QR_SECRET: kunci pengembangan tidak boleh dipakai di production');
    else if (raw.TICKET_QR_SECRET.length < 32)
      problems.push('  TICKET_QR_SECRET: minimal 32 karakter di production');
    if (problems.length > 0)
      throw new ConfigError(`Konfigurasi tidak valid:\n${problems.join('\n')}`);
  }
  const port = raw.PORT;
  const publicBaseUrl = (raw.PUBLIC_BASE_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    env: raw.NODE_ENV,
    isProduction: raw.NODE_ENV === 'production',
    host: raw.HOST,
    port,
    publicBaseUrl,
    logLevel: raw.LOG_LEVEL,
    trustProxyHops: raw.TRUST_PROXY_HOPS,
    database: raw.DATABASE_URL
      ? {
          kind: 'postgres' as const,
          url: raw.DATABASE_URL,
          poolSize: raw.DATABASE_POOL_SIZE,
          connectTimeoutMs: raw.DATABASE_CONNECT_TIMEOUT_MS,
          preparedStatements: raw.DATABASE_PREPARED_STATEMENTS,
        }
      : { kind: 'pglite' as const, dataDir: path.resolve(raw.DATA_DIR) },
    seedDemo: raw.SEED_DEMO ?? raw.NODE_ENV !== 'production',
    departureReminders: raw.DEPARTURE_REMINDERS ?? raw.NODE_ENV !== 'test',
    apiDocs: raw.API_DOCS ?? raw.NODE_ENV !== 'production',
    /** /metrics: served when a token guards it, or outside production (decision 0043). */
    metrics: {
      enabled: raw.METRICS_TOKEN !== undefined || raw.NODE_ENV !== 'production',
      token: raw.METRICS_TOKEN ?? null,
    },
    holdMinutes: raw.HOLD_MINUTES,
    paymentWindows: raw.PAYMENT_WINDOWS,
    clients: {
      web: raw.CLIENT_CREDENTIALS_WEB,
      android: raw.CLIENT_CREDENTIALS_ANDROID,
      ios: raw.CLIENT_CREDENTIALS_IOS,
    },
    payment: {
      gateway: raw.PAYMENT_GATEWAY,
      serverKey: raw.PAYMENT_SERVER_KEY,
      apiBaseUrl: raw.PAYMENT_API_BASE_URL.replace(/\/$/, ''),
    },
    pricing: { insuranceFeePerSeat: raw.INSURANCE_FEE_PER_SEAT },
    identity: {
      jwksUrl: raw.IDENTITY_JWKS_URL ?? `${publicBaseUrl}${LOCAL_IDENTITY_JWKS_PATH}`,
      issuers: listOf(raw.IDENTITY_ISSUER ?? `${publicBaseUrl}${LOCAL_IDENTITY_ISSUER_PATH}`),
      audiences: listOf(raw.IDENTITY_AUDIENCE ?? LOCAL_IDENTITY_AUDIENCE),
    },
    bodyLimitBytes: raw.BODY_LIMIT_BYTES,
    lookupLimits: {
      failuresPerCodePerHour: raw.LOOKUP_FAILURE_LIMIT_PER_CODE,
      failuresPerAddressPerMinute: raw.LOOKUP_RATE_LIMIT_PER_MINUTE,
    },
    holdLimits: {
      perContact: raw.HOLD_LIMIT_PER_CONTACT,
      perAddress: raw.HOLD_LIMIT_PER_ADDRESS,
      maxSeats: raw.HOLD_MAX_SEATS,
    },
    webhook: {
      invalidRateLimitPerMinute: raw.WEBHOOK_INVALID_RATE_LIMIT_PER_MINUTE,
      rejectedKeep: raw.WEBHOOK_REJECTED_KEEP,
    },
    delivery: deliveryConfigOf(raw),
    otpLimits: {
      perIdentifierPerHour: raw.OTP_REQUEST_LIMIT_PER_IDENTIFIER,
      perIdentifierPerDay:
        raw.OTP_REQUEST_LIMIT_PER_IDENTIFIER_PER_DAY ??
        Math.max(20, raw.OTP_REQUEST_LIMIT_PER_IDENTIFIER),
      perAddressPerHour: raw.OTP_REQUEST_LIMIT_PER_ADDRESS,
      failuresPerAddressPerHour: raw.LOGIN_FAILURE_LIMIT_PER_ADDRESS,
    },
    shutdownTimeoutMs: raw.SHUTDOWN_TIMEOUT_MS,
    webConcurrency: raw.WEB_CONCURRENCY,
    ticketQrSecret: raw.TICKET_QR_SECRET,
    webDistDir: raw.WEB_DIST_DIR ? path.resolve(raw.WEB_DIST_DIR) : undefined,
    mapTiles: {
      url: raw.MAP_TILE_URL === 'none' ? null : raw.MAP_TILE_URL,
      attribution: raw.MAP_TILE_ATTRIBUTION,
    },
    callCenterWhatsapp: raw.CALL_CENTER_WHATSAPP,
    /** Development-only routes (payment simulator controls, outbox). Never in production. */
    devRoutes: raw.NODE_ENV !== 'production',
  };
}

/**
 * Where e-mail and SMS go. Each real transport needs its address; the development outbox
 * is refused in production (messages would only be logged: nobody could sign in).
 */
function deliveryConfigOf(raw: z.infer<typeof envSchema>) {
  const problems: string[] = [];
  if (raw.EMAIL_TRANSPORT === 'smtp' && !raw.SMTP_URL)
    problems.push('  SMTP_URL: wajib diisi bila EMAIL_TRANSPORT=smtp');
  if (raw.SMS_TRANSPORT === 'http' && !raw.SMS_API_URL)
    problems.push('  SMS_API_URL: wajib diisi bila SMS_TRANSPORT=http');
  if (raw.SMS_TRANSPORT === 'http' && !raw.SMS_API_KEY)
    problems.push('  SMS_API_KEY: wajib diisi bila SMS_TRANSPORT=http');
  if (raw.NODE_ENV === 'production') {
    if (raw.EMAIL_TRANSPORT === 'outbox')
      problems.push('  EMAIL_TRANSPORT: outbox pengembangan tidak boleh dipakai di production');
    if (raw.SMS_TRANSPORT === 'outbox')
      problems.push('  SMS_TRANSPORT: outbox pengembangan tidak boleh dipakai di production');
  }
  if (problems.length > 0)
    throw new ConfigError(`Konfigurasi tidak valid:\n${problems.join('\n')}`);
  return {
    email:
      raw.EMAIL_TRANSPORT === 'smtp' && raw.SMTP_URL
        ? { kind: 'smtp' as const, url: raw.SMTP_URL, from: raw.EMAIL_FROM }
        : { kind: 'outbox' as const },
    sms:
      raw.SMS_TRANSPORT === 'http' && raw.SMS_API_URL && raw.SMS_API_KEY
        ? { kind: 'http' as const, url: raw.SMS_API_URL, apiKey: raw.SMS_API_KEY }
        : { kind: 'outbox' as const },
    pollIntervalMs: raw.OUTBOX_POLL_MS,
  };
}

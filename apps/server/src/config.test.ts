import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.js';

/** Firebase's, as a production deployment names it. */
const REAL_IDENTITY_PROVIDER = {
  IDENTITY_JWKS_URL:
    'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
  IDENTITY_ISSUER: 'https://securetoken.google.com/lintas-prod',
  IDENTITY_AUDIENCE: 'lintas-prod',
};

describe('parseConfig', () => {
  it('gives working development defaults with an empty environment', () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('pglite');
    expect(config.holdMinutes).toBe(15);
    expect(config.clients.web).toEqual({ id: 'lintas-web', secret: 'dev-web-secret' });
    expect(config.devRoutes).toBe(true);
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    const config = parseConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/lintas' });
    expect(config.database).toMatchObject({
      kind: 'postgres',
      url: 'postgres://u:p@127.0.0.1:5432/lintas',
      preparedStatements: true,
    });
    const unprepared = parseConfig({
      DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/lintas',
      DATABASE_PREPARED_STATEMENTS: 'false',
    });
    expect(unprepared.database).toMatchObject({ preparedStatements: false });
  });

  it("derives the codes per identifier per day from the hour's limit when unset", () => {
    expect(parseConfig({}).otpLimits.perIdentifierPerDay).toBe(20);
    expect(
      parseConfig({ OTP_REQUEST_LIMIT_PER_IDENTIFIER: '50' }).otpLimits.perIdentifierPerDay,
    ).toBe(50);
    expect(
      parseConfig({ OTP_REQUEST_LIMIT_PER_IDENTIFIER_PER_DAY: '12' }).otpLimits.perIdentifierPerDay,
    ).toBe(12);
  });

  it('treats an empty variable as unset', () => {
    expect(parseConfig({ PORT: '' }).port).toBe(3000);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['HOLD_MINUTES', '0'],
    ['DATABASE_URL', 'mysql://x'],
    ['CLIENT_CREDENTIALS_WEB', 'no-colon'],
    ['SEED_DEMO', 'maybe'],
    ['DATABASE_PREPARED_STATEMENTS', 'yes'],
    // The per-target bound of decision 0035, and an address backstop below one code's tries.
    ['LOOKUP_FAILURE_LIMIT_PER_CODE', '0'],
    ['LOOKUP_FAILURE_LIMIT_PER_CODE', '101'],
    ['LOGIN_FAILURE_LIMIT_PER_ADDRESS', '4'],
    ['OTP_REQUEST_LIMIT_PER_IDENTIFIER_PER_DAY', '9'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it('runs several processes only on PostgreSQL (WEB_CONCURRENCY)', () => {
    expect(parseConfig({}).webConcurrency).toBe(1);
    expect(() => parseConfig({ WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY: .*DATABASE_URL/);
    expect(
      parseConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://127.0.0.1/lintas' })
        .webConcurrency,
    ).toBe(2);
    expect(() => parseConfig({ WEB_CONCURRENCY: '0' })).toThrow(ConfigError);
  });

  it('refuses development secrets and the payment simulator in production', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENT_GATEWAY/);
  });

  describe('production set-up', () => {
    /** A production environment that passes every other check. */
    const production = (overrides: Record<string, string> = {}) => ({
      NODE_ENV: 'production',
      PAYMENT_GATEWAY: 'midtrans',
      PAYMENT_SERVER_KEY: 'SB-Mid-server-abcdefghijklmnop',
      CLIENT_CREDENTIALS_WEB: 'lintas-web:0123456789abcdefghijklmnopqrstuv',
      CLIENT_CREDENTIALS_ANDROID: 'lintas-android:0123456789abcdefghijklmnopqrstuv',
      CLIENT_CREDENTIALS_IOS: 'lintas-ios:0123456789abcdefghijklmnopqrstuv',
      ...REAL_IDENTITY_PROVIDER,
      ...realDelivery(),
      TICKET_QR_SECRET: 'ticket-qr-0123456789abcdefghijklmnopqrs',
      ...overrides,
    });

    it('accepts a complete production environment', () => {
      expect(parseConfig(production()).isProduction).toBe(true);
    });

    it('serves /metrics in production only behind a METRICS_TOKEN of 24 characters or more', () => {
      expect(parseConfig(production()).metrics).toEqual({ enabled: false, token: null });
      const token = 'm'.repeat(24);
      expect(parseConfig(production({ METRICS_TOKEN: token })).metrics).toEqual({
        enabled: true,
        token,
      });
      expect(() => parseConfig(production({ METRICS_TOKEN: 'pendek' }))).toThrow(
        /METRICS_TOKEN: .*24 karakter/,
      );
      // Outside production it is open unless a token is set; an empty value is unset.
      expect(parseConfig({ METRICS_TOKEN: '' }).metrics).toEqual({ enabled: true, token: null });
    });

    it('loads no demo data in production unless SEED_DEMO says so', () => {
      expect(parseConfig(production()).seedDemo).toBe(false);
      expect(parseConfig(production({ SEED_DEMO: 'true' })).seedDemo).toBe(true);
      expect(parseConfig({}).seedDemo).toBe(true);
      expect(parseConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    });

    it.each(['CLIENT_CREDENTIALS_WEB', 'CLIENT_CREDENTIALS_ANDROID', 'CLIENT_CREDENTIALS_IOS'])(
      'refuses a %s secret shorter than 24 characters, naming the variable',
      (name) => {
        const env = production({ [name]: 'lintas-x:abcdef' });
        expect(() => parseConfig(env)).toThrow(ConfigError);
        expect(() => parseConfig(env)).toThrow(new RegExp(`${name}: .*24 karakter`));
        // 24 characters is enough.
        expect(() =>
          parseConfig(production({ [name]: `lintas-x:${'k'.repeat(24)}` })),
        ).not.toThrow();
      },
    );

    it('keeps the short development secrets outside production', () => {
      expect(parseConfig({ NODE_ENV: 'test' }).clients.android.secret).toBe('dev-android-secret');
    });

    it('serves the API documentation in development and only on request in production', () => {
      expect(parseConfig({}).apiDocs).toBe(true);
      expect(parseConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
      expect(parseConfig(production()).apiDocs).toBe(false);
      expect(parseConfig(production({ API_DOCS: 'true' })).apiDocs).toBe(true);
      expect(() => parseConfig({ API_DOCS: 'perhaps' })).toThrow(/API_DOCS/);
    });

    describe('identity provider', () => {
      const noProvider = { IDENTITY_JWKS_URL: '', IDENTITY_ISSUER: '', IDENTITY_AUDIENCE: '' };

      it('points at the local identity provider outside production', () => {
        expect(parseConfig({ PUBLIC_BASE_URL: 'http://127.0.0.1:4000/' }).identity).toEqual({
          jwksUrl: 'http://127.0.0.1:4000/api/dev/identity/jwks.json',
          issuers: ['http://127.0.0.1:4000/dev/identity'],
          audiences: ['lintas-lokal'],
        });
      });

      it('takes a real provider, with several issuers or client ids', () => {
        const config = parseConfig(
          production({
            IDENTITY_ISSUER: 'https://accounts.google.com, accounts.google.com',
            IDENTITY_AUDIENCE: 'web-id.apps.googleusercontent.com,android-id',
          }),
        );
        expect(config.identity).toEqual({
          jwksUrl: REAL_IDENTITY_PROVIDER.IDENTITY_JWKS_URL,
          issuers: ['https://accounts.google.com', 'accounts.google.com'],
          audiences: ['web-id.apps.googleusercontent.com', 'android-id'],
        });
      });

      it('needs a real provider in production', () => {
        expect(() => parseConfig(production(noProvider))).toThrow(/IDENTITY_JWKS_URL: wajib diisi/);
        expect(() => parseConfig(production(noProvider))).toThrow(/IDENTITY_AUDIENCE: wajib diisi/);
      });

      it.each([
        [
          'the local JWKS on the public host',
          { IDENTITY_JWKS_URL: 'https://lintas.example/api/dev/identity/jwks.json' },
          /IDENTITY_JWKS_URL: penyedia identitas lokal/,
        ],
        [
          'the local issuer',
          { IDENTITY_ISSUER: 'https://lintas.example/dev/identity' },
          /IDENTITY_ISSUER: penyedia identitas lokal/,
        ],
        ['the local audience', { IDENTITY_AUDIENCE: 'lintas-lokal' }, /IDENTITY_AUDIENCE: audiens/],
        [
          'keys over plain HTTP',
          { IDENTITY_JWKS_URL: 'http://keys.example/jwks.json' },
          /IDENTITY_JWKS_URL: harus https/,
        ],
      ])('refuses %s in production', (_case, overrides, message) => {
        expect(() => parseConfig(production(overrides))).toThrow(message);
      });

      it('refuses one identity variable without the others, naming the missing ones', () => {
        const env = { IDENTITY_JWKS_URL: 'https://keys.example/jwks.json' };
        expect(() => parseConfig(env)).toThrow(ConfigError);
        expect(() => parseConfig(env)).toThrow(/IDENTITY_ISSUER: isi bersama/);
        expect(() => parseConfig(env)).toThrow(/IDENTITY_AUDIENCE: isi bersama/);
      });

      it.each([
        ['IDENTITY_JWKS_URL', 'ftp://keys.example/jwks.json'],
        ['IDENTITY_ISSUER', ' , '],
        ['IDENTITY_AUDIENCE', ','],
      ])('refuses %s=%s', (name, value) => {
        expect(() => parseConfig({ ...REAL_IDENTITY_PROVIDER, [name]: value })).toThrow(
          new RegExp(name),
        );
      });
    });
  });

  describe('e-mail and SMS delivery', () => {
    it('keeps both in the development outbox by default', () => {
      expect(parseConfig({}).delivery).toMatchObject({
        email: { kind: 'outbox' },
        sms: { kind: 'outbox' },
      });
    });

    it('takes an SMTP server and an HTTP SMS gateway', () => {
      expect(parseConfig(realDelivery()).delivery).toMatchObject({
        email: {
          kind: 'smtp',
          url: 'smtps://lintas:rahasia@smtp.example.com:465',
          from: 'Lintas <no-reply@lintas.example>',
        },
        sms: { kind: 'http', url: 'https://sms.example.com/send', apiKey: 'sms-key-0123456789' },
      });
    });

    it.each([
      [{ EMAIL_TRANSPORT: 'smtp' }, /SMTP_URL: wajib diisi/],
      [{ SMS_TRANSPORT: 'http', SMS_API_KEY: 'sms-key-0123456789' }, /SMS_API_URL: wajib diisi/],
      [{ SMS_TRANSPORT: 'http', SMS_API_URL: 'https://sms.example.com' }, /SMS_API_KEY: wajib/],
      [{ SMTP_URL: 'http://smtp.example.com' }, /SMTP_URL/],
      [{ EMAIL_TRANSPORT: 'pigeon' }, /EMAIL_TRANSPORT/],
    ])('refuses %o', (env, message) => {
      expect(() => parseConfig(env)).toThrow(ConfigError);
      expect(() => parseConfig(env)).toThrow(message);
    });

    it('refuses the development outbox in production, naming the variable', () => {
      const production = {
        NODE_ENV: 'production',
        PAYMENT_GATEWAY: 'midtrans',
        PAYMENT_SERVER_KEY: 'SB-Mid-server-abcdefghijklmnop',
        CLIENT_CREDENTIALS_WEB: 'lintas-web:0123456789abcdefghijklmnopqrstuv',
        CLIENT_CREDENTIALS_ANDROID: 'lintas-android:0123456789abcdefghijklmnopqrstuv',
        CLIENT_CREDENTIALS_IOS: 'lintas-ios:0123456789abcdefghijklmnopqrstuv',
        ...REAL_IDENTITY_PROVIDER,
        ...realDelivery(),
        TICKET_QR_SECRET: 'ticket-qr-0123456789abcdefghijklmnopqrs',
      };
      expect(() => parseConfig(production)).not.toThrow();
      expect(() => parseConfig({ ...production, EMAIL_TRANSPORT: 'outbox' })).toThrow(
        /EMAIL_TRANSPORT: outbox pengembangan tidak boleh dipakai di production/,
      );
      expect(() => parseConfig({ ...production, SMS_TRANSPORT: 'outbox' })).toThrow(
        /SMS_TRANSPORT: outbox pengembangan tidak boleh dipakai di production/,
      );
    });
  });
});

/** A real SMTP server and SMS gateway, as production needs them. */
function realDelivery() {
  return {
    EMAIL_TRANSPORT: 'smtp',
    SMTP_URL: 'smtps://lintas:rahasia@smtp.example.com:465',
    EMAIL_FROM: 'Lintas <no-reply@lintas.example>',
    SMS_TRANSPORT: 'http',
    SMS_API_URL: 'https://sms.example.com/send',
    SMS_API_KEY: 'sms-key-0123456789',
  };
}

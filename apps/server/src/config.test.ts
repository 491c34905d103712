import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.js';

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
    });
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
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it('refuses development secrets and the payment simulator in production', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENT_GATEWAY/);
  });
});

import { readMeta } from '../lib/dom';

/**
 * Where the API lives. The environment meta tag picks the base address (spec §7).
 * This deployment serves the API from the same origin as the page, so every
 * environment maps to '/api'; a test or an embedding page can override it with
 * `globalThis.__LINTAS_API_BASE__ = 'http://...'` before the first call.
 */
export const environments = ['production', 'staging', 'staging2', 'dev', 'test'] as const;
export type Environment = (typeof environments)[number];

const apiBases: Record<Environment, string> = {
  production: '/api',
  staging: '/api',
  staging2: '/api',
  dev: '/api',
  test: '/api',
};

declare global {
  var __LINTAS_API_BASE__: string | undefined;
}

function getEnvironment(): Environment {
  const value = readMeta('environment');
  return (environments as readonly string[]).includes(value ?? '')
    ? (value as Environment)
    : 'production';
}

export function getApiBase(): string {
  return globalThis.__LINTAS_API_BASE__ ?? apiBases[getEnvironment()];
}

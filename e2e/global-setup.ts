import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startOwnServer } from './support/own-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '..');

/**
 * Builds the site exactly as `npm start` does and starts the built server on a free
 * loopback port with a fresh embedded database (demo data), for every journey test.
 */
export default async function setup(project: TestProject) {
  if (!process.env.E2E_SKIP_BUILD) {
    // The bundle people get: vitest sets NODE_ENV=test, and Vite would keep it, building
    // React's development copy and leaving out what only production runs (the offline
    // ticket's service worker).
    execFileSync('npm', ['run', 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const server = await startOwnServer({
    // Journeys look up many tickets from one address.
    LOOKUP_RATE_LIMIT_PER_MINUTE: '1000',
    // ...and book many times as one booker from one address.
    HOLD_LIMIT_PER_CONTACT: '1000',
    HOLD_LIMIT_PER_ADDRESS: '1000',
    // ...and sign in many people (codes asked, wrong codes typed) from one address.
    OTP_REQUEST_LIMIT_PER_ADDRESS: '1000',
    LOGIN_FAILURE_LIMIT_PER_ADDRESS: '1000',
  });
  project.provide('baseUrl', server.baseUrl);
  return server.stop;
}

import { defineConfig } from 'vitest/config';
import { reactRouterProduction } from './apps/web/build/react-router-production';

/**
 * All test suites, one project each. `npm test` (scripts/run-tests.mjs) runs them all
 * and prints the closing `N passed, N failed` line CI reads.
 * - domain:   pure shared logic
 * - server:   API tests against the embedded PGlite database (app.inject)
 * - conformance: spec §7's calls as the spec's own client sends them, over real HTTP
 * - postgres: tests against a throwaway real PostgreSQL server (concurrency)
 * - web:      unit and component tests of the React client (happy-dom)
 * - e2e:      user journeys in Debian's Chromium against the built site
 * - tooling:  the project's own lint rules (tools/eslint-rules, ESLint RuleTester)
 */
export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    projects: [
      {
        resolve: { conditions: ['source'] },
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { conditions: ['source'] },
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          exclude: ['**/*.pg.test.ts', '**/*.conformance.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The spec's own client (spec §7) against the real server over HTTP: every call as
        // that client sends it (apps/server/test/conformance, docs/conformance.md).
        resolve: { conditions: ['source'] },
        test: {
          name: 'conformance',
          include: ['apps/server/test/conformance/**/*.conformance.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { conditions: ['source'] },
        test: {
          name: 'postgres',
          include: ['apps/server/test/**/*.pg.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/postgres/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { conditions: ['source'] },
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'tooling',
          include: ['tools/**/*.test.js'],
          environment: 'node',
        },
      },
      {
        // React Router's production build, as every build of the web app resolves it.
        resolve: { conditions: ['source'], alias: [reactRouterProduction] },
        // React 19's automatic JSX runtime for the web client's .tsx files.
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
        },
      },
    ],
  },
});

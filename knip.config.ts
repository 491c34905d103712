import type { KnipConfig } from 'knip';

/**
 * Dead-code check (`npm run knip`, part of `npm run validate` and CI): unused files,
 * exports and dependencies across the workspaces. Every file must be reached from an
 * entry, or it is dead. Knip's plugins already take as entries what the tools' own
 * configs name: eslint.config.js, vitest.config.ts and the setup and global-setup files
 * it lists (apps/web/src/testing/setup.ts, e2e/global-setup.ts,
 * apps/server/test/postgres/global-setup.ts), apps/web/vite.config.ts and the page its
 * index.html loads (src/main.tsx), the files package.json scripts run
 * (apps/server/src/main.ts via build.mjs, main-seed.ts, bench/load.ts,
 * scripts/run-tests.mjs). Listed below is what no tool config names.
 */
const tests = ['**/*.test.{ts,tsx}'];

const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: [
        // Run by package.json scripts and .ci/run; imported by one another.
        'scripts/*.mjs',
        // The project's lint rules; index.js is what eslint.config.js loads, the tests
        // are vitest's tooling project.
        'tools/eslint-rules/*.js',
        'e2e/**/*.e2e.test.ts',
      ],
      project: ['*.{js,ts}', 'scripts/**', 'tools/**', 'bench/**', 'e2e/**'],
    },
    'apps/server': {
      // *.testing.ts: fixtures the tests import (server only).
      entry: [...tests, '**/*.testing.ts'],
      project: ['src/**/*.ts', 'test/**/*.ts', '*.mjs'],
      ignoreIssues: {
        // Kysely's migrator calls each migration's `up`/`down` by name through the
        // namespace objects db/migrate.ts lists, which knip cannot follow.
        'src/db/migrations/*.ts': ['exports'],
      },
    },
    'apps/web': {
      entry: tests,
      project: ['src/**/*.{ts,tsx}', 'build/**/*.ts', '*.ts'],
      ignoreIssues: {
        // The native host bridge is spec §7's list of actions, one helper each; a
        // helper waits there until a page needs its action (rating, upload, share...).
        'src/lib/native-bridge.ts': ['exports'],
      },
    },
    'packages/domain': {
      // Consumed from source: `@lintas/domain/<file>` is src/<file>.ts through
      // package.json `exports`, which makes every file an entry. The package is private
      // to this repository, so an export that neither app nor a test imports is dead
      // all the same (and a file with nothing imported shows as all its exports).
      entry: tests,
      project: ['src/**/*.ts'],
      includeEntryExports: true,
      ignoreIssues: {
        // guestLookupBodySchema is guestLookupQuerySchema under the name of where the
        // fields travel (POST body for the web, query string for the apps).
        'src/reservation-schemas.ts': ['duplicates'],
      },
    },
  },
  // A type exported next to the function that takes or returns it lets callers name
  // it; it costs nothing at run time. Exported values used only in their own file
  // are still reported.
  ignoreExportsUsedInFile: { interface: true, type: true },
};

export default config;

import type { KnipConfig } from 'knip';

// knip 5: knip 6 parses with oxc-parser, whose native packages the registry mirror these
// machines use lacks for most platforms, so `npm ci` refuses its lock file.

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
        // Ambient types the e2e tsconfig compiles (import.meta.env for the web config).
        'e2e/*.d.ts',
      ],
      project: ['*.{js,ts}', 'scripts/**', 'tools/**', 'bench/**', 'e2e/**'],
    },
    'apps/server': {
      // *.testing.ts: fixtures the tests import (server only). Migrations are entries:
      // Kysely's migrator calls each one's `up`/`down` by name through the namespace
      // objects db/migrate.ts lists, which knip cannot follow.
      entry: [...tests, '**/*.testing.ts', 'src/db/migrations/*.ts'],
      project: ['src/**/*.ts', 'test/**/*.ts', '*.mjs'],
      // test/web/web-bundle-credentials.test.ts builds the web app with the web
      // workspace's own Vite (hoisted), to prove what the bundle carries.
      ignoreDependencies: ['vite'],
    },
    'apps/web': {
      // The native host bridge is an entry: it is spec §7's list of actions, one helper
      // each, and a helper waits there until a page needs its action (rating, share...).
      // The service worker is built into /sw.js by build/service-worker.ts, which names
      // it by path (an extra chunk of the same build).
      // The prerender entry is built for Node by build/prerender.ts, also by path.
      entry: [
        ...tests,
        'src/lib/native-bridge.ts',
        'src/service-worker/sw.ts',
        'src/app/prerender/entry.tsx',
      ],
      project: ['src/**/*.{ts,tsx}', 'build/**/*.ts', '*.ts'],
    },
    'packages/domain': {
      // Consumed from source: `@lintas/domain/<file>` is src/<file>.ts through
      // package.json `exports`, which makes every file an entry. The package is private
      // to this repository, so an export that neither app nor a test imports is dead
      // all the same (and a file with nothing imported shows as all its exports).
      entry: tests,
      project: ['src/**/*.ts'],
      // (guestLookupBodySchema is guestLookupQuerySchema under the name of where the
      // fields travel: tagged @alias there, so knip does not call it a duplicate.)
      includeEntryExports: true,
    },
  },
  // A type exported next to the function that takes or returns it lets callers name
  // it; it costs nothing at run time. Exported values used only in their own file
  // are still reported.
  ignoreExportsUsedInFile: { interface: true, type: true },
};

export default config;

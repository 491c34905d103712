import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, loadEnv } from 'vite';
import { bundledClientCredentials } from './build/client-credentials';
import { shortClassNames } from './build/css-class-names';
import { precompress } from './build/precompress';
import { prerender } from './build/prerender';
import {
  reactRouterProduction,
  reactRouterUnusedComponents,
} from './build/react-router-production';
import { routeBudget } from './build/route-budget';
import { serviceWorker } from './build/service-worker';

/** The libraries of the vendor chunk (see codeSplitting below). */
const vendorPackage =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zustand|use-sync-external-store)[\\/]/;
/** TanStack Query, which the home route's first paint does without (decision 0031). */
const tanstackQuery = /node_modules[\\/]@tanstack[\\/]/;
/** All of it the home route has: the context its provider renders (app/provider.tsx). */
const queryClientContext = /[\\/]QueryClientProvider\.m?js$/;
/** Their modules that only pages other than home use. */
const laterPagesOnly =
  /[\\/](useInfiniteQuery|infiniteQueryObserver|useMutation|mutationObserver|useQueries|queriesObserver|middleware)\.m?js$/;

/**
 * The web client. `npm run build -w apps/web` writes apps/web/dist, which the server
 * serves (apps/server/src/web/web-app.ts). Each route is its own chunk (see
 * src/app/router.tsx); the build prints every asset with its gzip size.
 */
export default defineConfig(({ command, mode }) => ({
  plugins: [
    react(),
    reactRouterUnusedComponents(),
    routeBudget({ routeModule: 'src/app/routes/home.tsx', budgetKb: 100 }),
    // .br and .gz beside every built script and style, served by the server as they are.
    precompress(),
    // /sw.js: the ticket page opens with no network (decision 0020), with a customer's
    // header menu and the footer (modules of their own, not the entry's).
    serviceWorker({
      offlineRoutes: [
        'src/app/routes/reservation.tsx',
        'src/features/auth/components/customer-menu.tsx',
        'src/components/layout/site-footer.tsx',
        // The QueryClient's module, loaded after the first render (decision 0031).
        'src/lib/react-query.ts',
      ],
      staticFiles: ['/manifest.webmanifest', '/favicon.svg', '/icons/lintas-192.png'],
    }),
    // The first paint without JavaScript, and each route's chunk named in its HTML
    // (decision 0027): page-assets.json, read by the server.
    prerender({
      entry: 'src/app/prerender/entry.tsx',
      router: 'src/app/router.tsx',
      routeImport: 'src/app/prerender/route-import.ts',
      // The seat alert's link restores the departure and opens the seat map at once.
      alsoPreload: { '/kabar-kursi': ['src/app/routes/seats.tsx'] },
    }),
  ],
  // Short CSS-module class names in a build (build/css-class-names.ts); the readable
  // default while developing. The prerender's build takes the same (build/prerender.ts).
  css:
    command === 'build'
      ? {
          modules: {
            generateScopedName: shortClassNames(fileURLToPath(new URL('.', import.meta.url))),
          },
        }
      : undefined,
  define: {
    // The client credentials the bundle may carry: only the web's in a build (see
    // build/client-credentials.ts). Read by src/config/credentials.ts.
    __LINTAS_CLIENT_CREDENTIALS__: JSON.stringify(
      bundledClientCredentials(
        command,
        loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), [
          'VITE_',
          'CLIENT_CREDENTIALS_',
        ]),
      ),
    ),
  },
  resolve: {
    // @lintas/domain is consumed as TypeScript source.
    conditions: ['source', ...defaultClientConditions],
    alias: [reactRouterProduction],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Old Android webviews: keep the syntax conservative.
    target: ['es2020', 'chrome80', 'safari14'],
    // Printed in the build output; the home route's budget is 100 KB.
    reportCompressedSize: true,
    // The vendor chunk (React, React Router, TanStack Query) is ~340 kB raw / ~107 kB gzip;
    // the budget that matters is the brotli total the route-budget plugin prints.
    chunkSizeWarningLimit: 400,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page needs, in one long-cached chunk: React, React Router,
          // zustand and TanStack Query's context (not its client, below). Not TanStack
          // Query's mutations, useQueries and infinite queries, which only later pages use
          // (2.4 KB brotli when the group took them), nor zustand's persist middleware
          // (the souvenir cart's): those come in chunks shared by the pages that use them.
          // Named here rather than taken as the entry's modules ('$initial'): the entry no
          // longer calls useQuery itself (a customer's header menu is its own module), and
          // useQuery's modules then came as four more chunks of the home route.
          // TanStack Query's client and queries are their own group (decision 0031), loaded
          // after the first paint with the client's module and by every page but home.
          groups: [
            {
              name: 'vendor',
              test: (id) =>
                vendorPackage.test(id) &&
                (!tanstackQuery.test(id) || queryClientContext.test(id)) &&
                !laterPagesOnly.test(id),
            },
            {
              name: 'query',
              test: (id) =>
                tanstackQuery.test(id) && !queryClientContext.test(id) && !laterPagesOnly.test(id),
            },
          ],
        },
      },
    },
  },
  // Keep the size table visible even when a caller passes a quieter log level.
  logLevel: 'info',
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/simulator': 'http://localhost:3000',
      // The local identity provider's sign-in page ("Gunakan Akun Google" in development).
      '/dev/identity': 'http://localhost:3000',
    },
  },
  preview: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/simulator': 'http://localhost:3000',
    },
  },
}));

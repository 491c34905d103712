import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * React Router's production build. Its package exports name only its development build
 * (dist/development: warnings and their messages, ~0.35 KB brotli of the home route's
 * vendor chunk, issue 11); the production build beside it is the same code without them.
 * Every build and the web tests resolve `react-router` through this alias (vite.config.ts,
 * the prerender's build, vitest.config.ts), so what the tests run is what ships.
 */
const packageDir = path.dirname(
  createRequire(import.meta.url).resolve('react-router/package.json'),
);

export const reactRouterProduction = {
  find: /^react-router$/,
  replacement: path.join(packageDir, 'dist/production/index.mjs'),
};

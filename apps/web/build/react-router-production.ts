import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

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

/** React Router's production modules, where the statements below are written. */
const productionModule = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;
/** `Form.displayName = "Form";`: a name for React's developer tools, one line each. */
const displayNameLine = /^\w+\.displayName = "[^"\n]*";$/gm;
/** `var Link = React10.forwardRef(`: a call the bundler cannot know is pure. */
const forwardRefCall = /= (React\d*)\.forwardRef\(/g;

/**
 * Lets the bundle drop the React Router components the app never renders (Form,
 * ScrollRestoration, HistoryRouter and their helpers: 1.2 KB brotli of the home route's
 * vendor chunk, issue 11). React Router writes them all in one module, each followed by a
 * `displayName` assignment, and makes its forwardRef components with calls the bundler
 * must assume have side effects: both keep an unused component in. This marks the
 * forwardRef calls pure and removes the displayName lines, which only name components in
 * React's developer tools (the production build is not for those). Build only: tests and
 * the development server run the module as published.
 */
export function reactRouterUnusedComponents(): Plugin {
  return {
    name: 'lintas-react-router-unused-components',
    apply: 'build',
    transform(code, id) {
      if (!productionModule.test(id)) return null;
      let found = 0;
      const out = code
        .replace(displayNameLine, () => {
          found += 1;
          return '';
        })
        .replace(forwardRefCall, (_call, react: string) => {
          found += 1;
          return `= /* @__PURE__ */ ${react}.forwardRef(`;
        });
      if (found === 0) {
        // A release that writes these differently: the build still works, only larger.
        if (code.includes('.forwardRef(')) this.warn(`nothing to mark pure in ${id}`);
        return null;
      }
      return { code: out, map: null };
    },
  };
}

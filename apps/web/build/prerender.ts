import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import {
  build,
  defaultServerConditions,
  type Plugin,
  type ResolvedConfig,
  type Rolldown,
} from 'vite';
import { shortClassName } from './css-class-names';
import { reactRouterProduction } from './react-router-production';

/**
 * The file the server reads (apps/server/src/web/page-assets.ts): the prerendered
 * markup of each page kind and view mode, and each route's own scripts and styles.
 */
const PAGE_ASSETS_FILE = 'page-assets.json';

type ViewMode = 'm' | 'd';
type PrerenderedPage = 'home' | 'shell' | 'none';

interface RouteEntry {
  path: string;
  page: PrerenderedPage;
  modules: string[];
}

/** What src/app/prerender/entry.tsx exports, built for Node. */
interface PrerenderModule {
  routeTable(): Promise<RouteEntry[]>;
  renderHome(mode: ViewMode): Promise<string>;
  renderShell(mode: ViewMode): Promise<string>;
}

interface Assets {
  scripts: string[];
  styles: string[];
}

export interface PageAssets {
  pages: Record<Exclude<PrerenderedPage, 'none'>, Record<ViewMode, string>>;
  routes: Array<{ path: string; page: PrerenderedPage } & Assets>;
}

/** A module's id as the route table names it: relative to the root, forward slashes. */
function moduleKey(root: string, id: string): string {
  return path.relative(root, id.split('?')[0] ?? id).replaceAll('\\', '/');
}

/**
 * In the prerender build only: every `import('./routes/<page>')` of the router goes
 * through src/app/prerender/route-import.ts, so the route table can ask a lazy route which
 * module it loads without loading it.
 */
function rewriteRouteImports(routerFile: string, helperFile: string): Plugin {
  return {
    name: 'lintas-prerender-route-imports',
    enforce: 'pre',
    transform(code, id) {
      if (path.resolve(id.split('?')[0] ?? id) !== routerFile) return null;
      let count = 0;
      const rewritten = code.replace(
        /import\((['"])\.\/routes\/([\w-]+)\1\)/g,
        (_match, quote: string, name: string) => {
          count += 1;
          const importer = `() => import(${quote}./routes/${name}${quote})`;
          return `__routeImport(${JSON.stringify(`src/app/routes/${name}.tsx`)}, ${importer})`;
        },
      );
      if (count === 0) this.error(`no import('./routes/…') found in ${routerFile}`);
      return {
        code: `import { routeImport as __routeImport } from ${JSON.stringify(helperFile)};\n${rewritten}`,
        map: null,
      };
    },
  };
}

/**
 * Prerendered first paint and per-route preloads (decision 0027). After the client
 * build, builds `entry` (src/app/prerender/entry.tsx) for Node with react-dom/server, runs
 * it once, and writes page-assets.json beside index.html: the markup of the home page
 * and of the shell (each in both view modes), and for every route the scripts and styles
 * of its page chunk(s) beyond the entry's, so the served HTML names them and the page is
 * not a second network hop. `alsoPreload` adds modules a route is known to open next
 * (the seat alert's link opens /kursi at once).
 */
export function prerender(options: {
  entry: string;
  router: string;
  routeImport: string;
  alsoPreload?: Record<string, string[]>;
}): Plugin {
  let config: ResolvedConfig;
  const routeAssets = new Map<string, Assets>();
  let entryCss = '';

  return {
    name: 'lintas-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_output, bundle) {
      const chunks = new Map<string, Rolldown.OutputChunk>();
      for (const item of Object.values(bundle))
        if (item.type === 'chunk') chunks.set(item.fileName, item);
      const reachable = (fileName: string, skip: Set<string>, into: Set<string>) => {
        if (skip.has(fileName) || into.has(fileName)) return;
        into.add(fileName);
        const chunk = chunks.get(fileName);
        for (const css of chunk?.viteMetadata?.importedCss ?? []) if (!skip.has(css)) into.add(css);
        for (const imported of chunk?.imports ?? []) reachable(imported, skip, into);
      };
      // What index.html already loads: the entry (not the service worker, a chunk of its own).
      const entryFiles = new Set<string>();
      for (const chunk of chunks.values())
        if (chunk.isEntry && chunk.fileName.startsWith(`${config.build.assetsDir}/`))
          reachable(chunk.fileName, new Set(), entryFiles);
      entryCss = [...entryFiles]
        .filter((file) => file.endsWith('.css'))
        .map((file) => {
          const asset = bundle[file];
          return asset?.type === 'asset' ? String(asset.source) : '';
        })
        .join('\n');
      routeAssets.clear();
      for (const chunk of chunks.values()) {
        if (!chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
        const files = new Set<string>();
        reachable(chunk.fileName, entryFiles, files);
        const url = (file: string) => `${config.base}${file}`;
        const all = [...files];
        routeAssets.set(moduleKey(config.root, chunk.facadeModuleId), {
          scripts: all.filter((file) => file.endsWith('.js')).map(url),
          styles: all.filter((file) => file.endsWith('.css')).map(url),
        });
        // The route's own CSS is checked against the prerendered class names below too.
        for (const file of all)
          if (file.endsWith('.css')) {
            const asset = bundle[file];
            if (asset?.type === 'asset') entryCss += `\n${String(asset.source)}`;
          }
      }
    },
    async writeBundle(output) {
      const outDir = output.dir ?? path.resolve(config.root, config.build.outDir);
      const cacheDir = path.join(config.root, 'node_modules', '.cache');
      fs.mkdirSync(cacheDir, { recursive: true });
      // Under the workspace (so the built module finds react & co. in node_modules), and
      // its own directory per build: two builds at once must not share it.
      const ssrOut = fs.mkdtempSync(path.join(cacheDir, 'lintas-prerender-'));
      try {
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          define: config.define,
          // The client's CSS-module naming: the markup's classes are its stylesheet's.
          css: { modules: config.css.modules },
          // React Router's production build, as the client's (vite.config.ts).
          resolve: {
            conditions: ['source', ...defaultServerConditions],
            alias: [reactRouterProduction],
          },
          plugins: [
            react(),
            rewriteRouteImports(
              path.resolve(config.root, options.router),
              path.resolve(config.root, options.routeImport),
            ),
          ],
          build: {
            ssr: path.resolve(config.root, options.entry),
            outDir: ssrOut,
            emptyOutDir: true,
            copyPublicDir: false,
            minify: false,
            reportCompressedSize: false,
            rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
          },
        });
        const prerendered = (await import(
          pathToFileURL(path.join(ssrOut, 'prerender.mjs')).href
        )) as PrerenderModule;
        const pages: PageAssets['pages'] = {
          home: { m: await prerendered.renderHome('m'), d: await prerendered.renderHome('d') },
          shell: { m: await prerendered.renderShell('m'), d: await prerendered.renderShell('d') },
        };
        for (const [kind, byMode] of Object.entries(pages))
          for (const [mode, markup] of Object.entries(byMode)) {
            const missing = unstyledClasses(markup, entryCss);
            // A class the client's CSS does not have: the SSR build named a CSS module's
            // class differently, and the first paint would be unstyled.
            if (missing.length > 0)
              throw new Error(
                `prerendered ${kind} (${mode}) uses classes no built stylesheet has: ${missing.join(' ')}`,
              );
          }
        const routes = (await prerendered.routeTable()).map((route) => {
          const modules = [...route.modules, ...(options.alsoPreload?.[route.path] ?? [])];
          const scripts = new Set<string>();
          const styles = new Set<string>();
          for (const module of modules) {
            const assets = routeAssets.get(module);
            if (!assets) throw new Error(`route ${route.path}: no chunk for ${module}`);
            for (const file of assets.scripts) scripts.add(file);
            for (const file of assets.styles) styles.add(file);
          }
          return { path: route.path, page: route.page, scripts: [...scripts], styles: [...styles] };
        });
        const written: PageAssets = { pages, routes };
        fs.writeFileSync(path.join(outDir, PAGE_ASSETS_FILE), JSON.stringify(written));
        config.logger.info(
          `prerendered home and shell (m, d); preloads for ${routes.length} routes in ${PAGE_ASSETS_FILE}`,
        );
      } finally {
        fs.rmSync(ssrOut, { recursive: true, force: true });
      }
    },
  };
}

/**
 * The CSS-module classes (Vite's `_<name>_<hash>_<n>`, or build/css-class-names.ts's) in
 * `markup` that no stylesheet defines.
 */
function unstyledClasses(markup: string, css: string): string[] {
  const missing = new Set<string>();
  for (const [, value] of markup.matchAll(/class="([^"]*)"/g))
    for (const name of (value ?? '').split(/\s+/))
      if (
        (/^_.+_[\w-]{5}_\d+$/.test(name) || shortClassName.test(name)) &&
        !css.includes(`.${name}`)
      )
        missing.add(name);
  return [...missing];
}

import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/** Where the worker is served: the site's root, so its scope is the whole site. */
export const SERVICE_WORKER_FILE = 'sw.js';

/** The marker in sw.ts, in whichever quotes the minifier chose (it prefers backticks). */
const MARKER = /([`"'])__LINTAS_SW_MANIFEST__\1/;

/**
 * Builds src/service-worker/sw.ts into /sw.js (decision 0020) and writes into it what it
 * precaches: the app shell ('/'), the entry's scripts and styles, and those of the routes
 * that must open offline (`offlineRoutes`, the ticket page), with the static files named
 * in `staticFiles`; and a version made from those names, so every build whose files
 * change installs a new worker and drops the old cache.
 */
export function serviceWorker(options: { offlineRoutes: string[]; staticFiles: string[] }): Plugin {
  let source = '';
  return {
    name: 'lintas-service-worker',
    apply: 'build',
    buildStart() {
      source = this.emitFile({
        type: 'chunk',
        id: 'src/service-worker/sw.ts',
        fileName: SERVICE_WORKER_FILE,
      });
    },
    generateBundle(_output, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const worker = byFile.get(this.getFileName(source));
      if (!worker) this.error('service worker chunk missing from the bundle');
      if (worker.imports.length > 0)
        this.error(`the service worker must stand alone, it imports ${worker.imports.join(', ')}`);
      const roots = chunks.filter(
        (chunk) =>
          (chunk.isEntry && chunk !== worker) ||
          options.offlineRoutes.some((route) =>
            chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(route),
          ),
      );
      const files = new Set<string>();
      const visit = (fileName: string) => {
        if (files.has(fileName)) return;
        files.add(fileName);
        const chunk = byFile.get(fileName);
        for (const css of chunk?.viteMetadata?.importedCss ?? []) files.add(css);
        for (const imported of chunk?.imports ?? []) visit(imported);
      };
      for (const root of roots) visit(root.fileName);
      if (roots.length < 1 + options.offlineRoutes.length)
        this.error(`an offline route was not found among the chunks: ${options.offlineRoutes}`);
      const precache = ['/', ...options.staticFiles, ...[...files].sort().map((f) => `/${f}`)];
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      if (!MARKER.test(worker.code)) this.error('service worker manifest marker not found');
      worker.code = worker.code.replace(MARKER, () =>
        JSON.stringify(JSON.stringify({ version, precache })),
      );
    },
  };
}

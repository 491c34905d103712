import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { SERVICE_WORKER_FILE } from './service-worker';

/**
 * Prints, after the build's size table, how much JavaScript (gzip) the home route
 * needs: the entry chunk, the home page's chunk and every chunk they import statically.
 * The budget (issue 3, "Fast on a phone") is 150 KB compressed; exceeding it is
 * reported loudly but does not fail the build.
 */
export function routeBudget(options: { routeModule: string; budgetKb: number }): Plugin {
  let report = '';
  return {
    name: 'lintas-route-budget',
    apply: 'build',
    generateBundle(_output, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const roots = chunks.filter(
        (chunk) =>
          (chunk.isEntry && chunk.fileName !== SERVICE_WORKER_FILE) ||
          chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(options.routeModule),
      );
      const needed = new Set<string>();
      const visit = (fileName: string) => {
        if (needed.has(fileName)) return;
        needed.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
      };
      for (const root of roots) visit(root.fileName);
      let gzipBytes = 0;
      for (const fileName of needed) gzipBytes += gzipSync(byFile.get(fileName)?.code ?? '').length;
      const kb = gzipBytes / 1000;
      const verdict = kb <= options.budgetKb ? 'within' : 'OVER';
      report = `Home route JavaScript: ${kb.toFixed(2)} kB gzip over ${needed.size} chunks (${verdict} the ${options.budgetKb} kB budget)`;
    },
    closeBundle() {
      if (report) console.log(`\n${report}\n`);
    },
  };
}

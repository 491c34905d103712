// Bundles the server into dist/main.js for `npm start`. Workspace packages
// (@lintas/domain) are compiled in from source; npm dependencies stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  conditions: ['source'],
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-npm-dependencies',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@lintas/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
console.log('server built: apps/server/dist/main.js');

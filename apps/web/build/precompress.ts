import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Text formats worth compressing; images and fonts (woff2 is already brotli) are not.
 * Not html: the server fills index.html in per request (the view mode) and compresses
 * the result itself.
 */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest|map)$/i;

/**
 * Smaller files are left alone: the server sends them as they are. Not 1 KB like the
 * server's threshold for API answers: the bundler splits small shared chunks of a few
 * hundred bytes, which brotli halves, and a page loads several (the home route five, 1.1
 * KB sent uncompressed at 1 KB, issue 11). Below this, the headers outweigh the saving.
 */
const MIN_BYTES = 256;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) next to each
 * compressible file of `fileNames` (relative to `dir`), once, at build time, so the
 * server never compresses a static file per request and can afford the slowest, best
 * settings. A variant that is not smaller than the original is not written, and the
 * server then sends the original. Answers the files written, relative to `dir`.
 */
export async function precompressFiles(dir: string, fileNames: string[]): Promise<string[]> {
  const written: string[] = [];
  for (const fileName of fileNames) {
    if (!COMPRESSIBLE.test(fileName)) continue;
    const filePath = path.join(dir, fileName);
    const original = await fs.readFile(filePath);
    if (original.length < MIN_BYTES) continue;
    const variants: Array<[string, Buffer]> = [
      [
        '.br',
        await brotli(original, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length,
          },
        }),
      ],
      ['.gz', await gzip(original, { level: zlib.constants.Z_BEST_COMPRESSION })],
    ];
    for (const [extension, compressed] of variants) {
      if (compressed.length >= original.length) continue;
      await fs.writeFile(filePath + extension, compressed);
      written.push(fileName + extension);
    }
  }
  return written;
}

/**
 * Vite plugin: after the bundle is written, precompresses what the build emitted
 * (the hashed scripts, styles and assets under assets/). The server
 * (apps/server/src/web/web-app.ts) picks `.br` or `.gz` by the request's
 * Accept-Encoding.
 */
export function precompress(): Plugin {
  return {
    name: 'lintas-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (!options.dir) return;
      const written = await precompressFiles(options.dir, Object.keys(bundle));
      this.info(`precompressed ${written.length} files (.br, .gz)`);
    },
  };
}

import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Below this many bytes an answer goes as it is: compressing a small error envelope or
 * a one-line result costs more CPU than the bytes it saves (and a frame or two of
 * headers are sent anyway).
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli or gzip for answers over about 1 KB, chosen by the request's Accept-Encoding
 * (brotli first when the client accepts both). Registered before any route: the plugin
 * adds its onSend hook to each route as the route is added.
 *
 * - Only `br` and `gzip`: every browser and HTTP library has one of them, and `deflate`
 *   is ambiguous between implementations.
 * - Brotli at quality 4 (the plugin's default): about gzip's speed with smaller output.
 *   Static assets are compressed once at build time at quality 11 instead
 *   (apps/web/build/precompress.ts) and served as they are (web/web-app.ts).
 * - What already carries a Content-Encoding (a precompressed asset) is left alone;
 *   `text/event-stream` is never compressed (the plugin's default types exclude it).
 * - Request bodies are not decompressed: no client of ours sends compressed bodies, and
 *   a body arriving with a Content-Encoding is parsed like any other (a bad body is 400).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    globalDecompression: false,
  });
}

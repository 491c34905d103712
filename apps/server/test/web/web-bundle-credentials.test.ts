import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const webRoot = path.resolve(import.meta.dirname, '../../../web');

/** Every file the build wrote, as text. */
function readTree(dir: string): string {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
}

/**
 * The web bundle is public: anyone can read it. It carries the web platform's client
 * credentials (it needs them) and never the Android or iOS apps' ones, whatever the
 * environment of the build holds. Built exactly as `npm start` builds it (the app's
 * vite.config.ts), into a temporary folder.
 */
describe('the built web bundle', () => {
  const saved = { ...process.env };
  let outDir: string;
  let bundle: string;

  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lintas-web-bundle-'));
    // The server's variables, as a production `npm start` would have them.
    process.env.CLIENT_CREDENTIALS_WEB = 'lintas-web:WEB-secret-0123456789abcdefghij';
    process.env.CLIENT_CREDENTIALS_ANDROID = 'lintas-android:ANDROID-secret-0123456789abcd';
    process.env.CLIENT_CREDENTIALS_IOS = 'lintas-ios:IOS-secret-0123456789abcdefghij';
    process.env.VITE_CLIENT_CREDENTIALS_ANDROID = 'lintas-android:VITE-ANDROID-secret-0123456';
    // `npm start` builds with NODE_ENV unset, which Vite takes as production.
    process.env.NODE_ENV = 'production';
    await build({
      root: webRoot,
      configFile: path.join(webRoot, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
    bundle = readTree(outDir);
  }, 120_000);

  afterAll(() => {
    process.env = saved;
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  it("carries the web platform's credentials from CLIENT_CREDENTIALS_WEB", () => {
    // A boolean, not toContain: a failure would print the whole bundle.
    expect(bundle.includes('lintas-web:WEB-secret-0123456789abcdefghij')).toBe(true);
  });

  it('carries no Android or iOS credentials, neither configured nor development defaults', () => {
    for (const secret of [
      'ANDROID-secret',
      'IOS-secret',
      'VITE-ANDROID-secret',
      'dev-android-secret',
      'dev-ios-secret',
      'lintas-android',
      'lintas-ios',
      // The web's development default must not ride along beside the configured one.
      'dev-web-secret',
    ]) {
      expect({ secret, found: bundle.includes(secret) }).toEqual({ secret, found: false });
    }
  });
});

import { createHash } from 'node:crypto';
import path from 'node:path';

const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** What a production CSS-module class looks like: `_<class>_` and three letters or digits. */
export const shortClassName = /^_[\w-]+_[a-zA-Z0-9]{3}$/;

/**
 * Production CSS-module class names: `_<class>_<file>`, the file three characters of a
 * hash of the module's path, where Vite's default adds a five-character hash and a number
 * (`_<class>_<hash>_<n>`). The module's map in the JavaScript (`card: "_card_x1Y"`) then
 * repeats what brotli has just read, the key and the file's suffix, and nothing random
 * per class: the home route's JavaScript is ~0.4 KB brotli less (issue 11); a random
 * short hash per class was no smaller compressed.
 * A function of the path and the class alone, so the client build and the prerender's
 * build (build/prerender.ts) name every class the same: its markup uses the client's
 * stylesheet. Two files with one suffix and one class name stop the build, rather than
 * sharing styles.
 */
export function shortClassNames(root: string) {
  const owners = new Map<string, string>();
  return (name: string, filename: string): string => {
    const file = path.relative(root, filename.split('?')[0] ?? filename).replaceAll('\\', '/');
    const digest = createHash('sha256').update(file).digest();
    let short = `_${name}_`;
    for (let index = 0; index < 3; index++) short += alphabet[digest[index]! % alphabet.length];
    const key = `${file}:${name}`;
    const owner = owners.get(short);
    if (owner !== undefined && owner !== key)
      throw new Error(`CSS class ${short} would name both ${owner} and ${key}`);
    owners.set(short, key);
    return short;
  };
}

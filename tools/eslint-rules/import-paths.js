import path from 'node:path';

/**
 * What the local lint rules share: where the linted file sits inside a folder the rule
 * guards, and where a relative import specifier lands. Paths are compared in POSIX form so
 * the rules behave the same on every machine.
 */

const toPosix = (value) => value.split(path.sep).join('/');

/**
 * The part of `filename` below `root` (a POSIX fragment such as 'apps/web/src'), or null
 * when the file is not under it. The fragment is searched for, not joined to the working
 * directory, so running ESLint from a sub-folder gives the same answer.
 */
export function pathBelow(filename, root) {
  const file = toPosix(path.resolve(filename));
  const marker = `/${root.replace(/^\/+|\/+$/g, '')}/`;
  const at = file.lastIndexOf(marker);
  if (at === -1) return null;
  return { base: file.slice(0, at + marker.length - 1), relative: file.slice(at + marker.length) };
}

/**
 * Where a relative specifier ('./x', '../y/z.js') of `filename` points, relative to `base`;
 * null for package specifiers and for targets outside `base`.
 */
export function resolveBelow(filename, specifier, base) {
  if (typeof specifier !== 'string' || !specifier.startsWith('.')) return null;
  const target = toPosix(path.resolve(path.dirname(path.resolve(filename)), specifier));
  const relative = path.posix.relative(base, target);
  if (relative === '' || relative.startsWith('../') || relative === '..') return null;
  return relative;
}

/**
 * Calls `check(node, specifier)` for every module specifier of a file: static imports,
 * re-exports and `import()` with a literal path.
 */
export function onEverySpecifier(check) {
  const visit = (node) => {
    if (node.source && node.source.type === 'Literal' && typeof node.source.value === 'string')
      check(node.source, node.source.value);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

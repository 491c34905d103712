import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');

/**
 * The server's parts and their imports, as a graph whose nodes are the layers below the
 * modules (lib, db, http, web) and each module folder. Production files only.
 */
function partOf(file: string): string | null {
  const relative = path.relative(SRC, file).split(path.sep);
  if (relative[0] === 'modules' && relative.length > 2) return `modules/${relative[1]}`;
  if (relative.length > 1) return relative[0] ?? null;
  return null; // app.ts, main.ts, services.ts, config.ts: the composition at the top.
}

function sourceFiles(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.(test|testing)\.ts$/.test(entry.name) ? [full] : [];
  });
}

function importGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles()) {
    const from = partOf(file);
    if (!from) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/from '(\.[^']+)'/g)) {
      const target = path.resolve(path.dirname(file), match[1] ?? '');
      const to = target.startsWith(SRC) ? partOf(target.replace(/\.js$/, '.ts')) : null;
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from)?.add(to);
    }
  }
  return graph;
}

function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'visiting') return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, 'visiting');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe('server import graph', () => {
  const graph = importGraph();

  it('sees the modules', () => {
    expect(graph.has('modules/reservations')).toBe(true);
  });

  it('has no cycle: no import runs back up', () => {
    expect(findCycle(graph)).toBeNull();
  });

  it('keeps the layers below the modules free of module imports', () => {
    for (const layer of ['lib', 'db', 'http']) {
      const upward = [...(graph.get(layer) ?? [])].filter((to) => to.startsWith('modules/'));
      expect({ layer, upward }).toEqual({ layer, upward: [] });
    }
    // lib is the bottom: pure helpers that know no database and no HTTP.
    expect([...(graph.get('lib') ?? [])]).toEqual([]);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from '../../src/db/table-owners.js';

const SRC = path.resolve(import.meta.dirname, '../../src');

/** Production source files: no tests, no test fixtures, no demo seed or migrations. */
function sourceFiles(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['seed', 'migrations'].includes(entry.name) ? [] : sourceFiles(full);
    }
    return /\.ts$/.test(entry.name) && !/\.(test|testing)\.ts$/.test(entry.name) ? [full] : [];
  });
}

const WRITE = /\b(insertInto|updateTable|deleteFrom)\(\s*'([a-z_]+)(?: as [a-z_]+)?'/g;
const RAW_WRITE = /\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+([a-z_]+)/g;

describe('one owner per table', () => {
  const files = sourceFiles().map((file) => ({
    file: path.relative(SRC, file).split(path.sep).join('/'),
    text: fs.readFileSync(file, 'utf8'),
  }));

  it('finds the source to check', () => {
    expect(files.some((f) => f.file === 'modules/reservations/reservation.repository.ts')).toBe(
      true,
    );
  });

  it('every table write is in the module that owns the table', () => {
    const strays: string[] = [];
    for (const { file, text } of files) {
      for (const pattern of [WRITE, RAW_WRITE]) {
        for (const match of text.matchAll(pattern)) {
          const table = match[2] as keyof typeof TABLE_OWNERS;
          const owner = TABLE_OWNERS[table];
          if (owner === undefined) {
            // RAW_WRITE also sees prose ("update the ..."): only known tables count.
            if (pattern === WRITE) strays.push(`${file}: ${match[1]}('${table}') has no owner`);
            continue;
          }
          if (!file.startsWith(owner))
            strays.push(`${file}: ${match[1]} ${table} (owner ${owner})`);
        }
      }
    }
    expect(strays).toEqual([]);
  });

  it("a reservation's status changes only inside the lifecycle service", () => {
    const transitions = ['markPaid', 'markLatePayment', 'expireOverdue', 'cancelPending'];
    const callers: string[] = [];
    // Other modules cannot reach the reservations repository at all (lint rule
    // lintas/server-module-repositories); inside the module, only the lifecycle calls these.
    for (const { file, text } of files) {
      if (!file.startsWith('modules/reservations/')) continue;
      if (file === 'modules/reservations/reservation.repository.ts') continue;
      for (const name of transitions) {
        if (new RegExp(`repository\\.${name}\\(`).test(text)) callers.push(`${file}: ${name}`);
      }
    }
    // The lifecycle and the two parts of it kept in files of their own (a move's completion,
    // some passengers' cancellation), which only the lifecycle builds and calls.
    const lifecycleFiles = [
      'modules/reservations/reservation-lifecycle.service.ts',
      'modules/reservations/reservation-move-completion.ts',
      'modules/reservations/reservation-passenger-cancellation.ts',
    ];
    expect(callers.filter((c) => !lifecycleFiles.some((file) => c.startsWith(`${file}:`)))).toEqual(
      [],
    );
    expect(callers.length).toBeGreaterThanOrEqual(transitions.length);
    // The repository is the only file that sets a reservation's status column.
    const setters = files.filter(
      ({ file, text }) =>
        /updateTable\('reservations'\)[\s\S]{0,200}?\.set\(\{[^}]*\bstatus\b/.test(text) &&
        file !== 'modules/reservations/reservation.repository.ts',
    );
    expect(setters.map((f) => f.file)).toEqual([]);
  });
});

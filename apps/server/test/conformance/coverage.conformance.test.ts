import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { renderConformanceTable } from './conformance-table.js';
import { SPEC_SECTION_7 } from './spec-section-7.js';

const tablePath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../docs/conformance.md',
);

describe('the conformance suite covers spec §7', () => {
  test('every call spec §7 names is tried once, under its group, and no other', () => {
    for (const group of SPEC_SECTION_7) {
      const tried = group.calls.map((call) => call.call);
      expect(tried.slice().sort(), group.title).toEqual(group.named.slice().sort());
    }
    const all = SPEC_SECTION_7.flatMap((group) => group.named);
    expect(new Set(all).size).toBe(all.length);
    // Spec §7 lists 75 calls (with {product} as travel): the count guards the hand copy.
    expect(all).toHaveLength(75);
  });

  test('every optional field, variant and refusal has a name the table can show', () => {
    for (const call of SPEC_SECTION_7.flatMap((group) => group.calls)) {
      for (const variant of call.variants ?? []) expect(variant.name, call.call).not.toBe('');
      expect(call.specFields, call.call).not.toBe('');
    }
  });

  test('docs/conformance.md is the table of what the suite tries (npm run docs:conformance)', () => {
    const table = renderConformanceTable(SPEC_SECTION_7);
    if (process.env.UPDATE_CONFORMANCE_TABLE === '1') fs.writeFileSync(tablePath, table);
    expect(fs.readFileSync(tablePath, 'utf8')).toBe(table);
  });
});

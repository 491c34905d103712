import fc from 'fast-check';
import { anything, nastyString, wrongType } from './fuzz-bad-values.js';
import type { JsonSchema } from './fuzz-operations.js';

/**
 * Valid values and one-place mutations for the API fuzzer (helpers/fuzz.ts). A request
 * with many bad fields stops at the first one. To reach the services and the database
 * with a bad value, most requests are valid everywhere but in one place: `validValue`
 * builds a request the schema accepts (known-good values by field name from `examples`),
 * `mutate` changes exactly one place of it.
 */

/** Values known to exist, by field name: valid requests then reach real rows. */
export type FuzzExamples = Record<string, readonly unknown[]>;

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$') {
    // Around the tests' "now" (2026-11-21), where the demo schedules run.
    return fc
      .integer({ min: -3, max: 40 })
      .map((days) => new Date(Date.UTC(2026, 10, 21 + days)).toISOString().slice(0, 10));
  }
  const maxLength = Math.max(1, Math.min(schema.maxLength ?? 16, 16));
  if (!schema.pattern) {
    // Letters, digits and '-' of a length the schema accepts, built to length: filtering
    // stringMatching's output spins (blocking the event loop, so no timeout fires) when
    // the minimum is long, such as an article body's 50 characters.
    const atLeast = Math.max(1, schema.minLength ?? 1);
    return fc.string({
      unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-'),
      minLength: atLeast,
      maxLength: Math.max(atLeast, maxLength),
    });
  }
  const minLength = Math.min(schema.minLength ?? 1, maxLength);
  const pattern = new RegExp(schema.pattern, 'u');
  return fc
    .stringMatching(pattern)
    .map((text) => text.slice(0, maxLength))
    .filter((text) => text.length >= minLength && pattern.test(text));
}

/** A value the schema accepts (as far as its JSON Schema says). */
export function validValue(
  schema: JsonSchema | undefined,
  depth = 0,
  context: { name?: string; examples?: FuzzExamples } = {},
): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant('x');
  const known = context.name ? context.examples?.[context.name] : undefined;
  if (known && known.length > 0) {
    const { name: _name, ...rest } = context;
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...known) },
      { weight: 1, arbitrary: validValue(schema, depth, rest) },
    );
  }
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(
      ...alternatives.map((alternative) => validValue(alternative, depth + 1, context)),
    );
  }
  if (schema.allOf && schema.allOf.length > 0) return validValue(schema.allOf[0], depth, context);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return validString(schema);
    case 'integer':
    case 'number': {
      const exclusive = schema.exclusiveMinimum === true ? 1 : 0;
      const min = (schema.minimum ?? 0) + exclusive;
      // Small numbers: the demo catalogue's ids and amounts live there.
      const max = Math.max(min, Math.min(schema.maximum ?? 200_000, 200_000));
      return fc.oneof(fc.integer({ min, max: Math.min(max, min + 60) }), fc.integer({ min, max }));
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items, depth + 1, context), {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.max(Math.min(schema.maxItems ?? 3, 3), Math.min(schema.minItems ?? 0, 3)),
      });
    case 'object': {
      const required = new Set(schema.required ?? []);
      const properties = Object.entries(schema.properties ?? {});
      return fc
        .record(
          Object.fromEntries(
            properties.map(([name, property]) => [
              name,
              required.has(name)
                ? validValue(property, depth + 1, { examples: context.examples, name })
                : // Optional fields mostly absent: they carry cross-field rules (a return trip
                  // needs all its fields) the JSON Schema cannot express.
                  fc.oneof(
                    { weight: 3, arbitrary: fc.constant(undefined) },
                    {
                      weight: 1,
                      arbitrary: validValue(property, depth + 1, {
                        examples: context.examples,
                        name,
                      }),
                    },
                  ),
            ]),
          ),
        )
        .map((record) =>
          Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)),
        );
    }
    default:
      return fc.constant('x');
  }
}

/** What replaces one place of a valid request. */
const badLeaf: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 1, arbitrary: wrongType },
);

type Mutation =
  | { kind: 'replace'; pick: number; value: unknown }
  | { kind: 'delete'; pick: number }
  | { kind: 'add'; pick: number; key: string; value: unknown };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant('replace' as const), pick: fc.nat(), value: badLeaf }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      pick: fc.nat(),
      key: nastyString,
      value: anything,
    }),
  },
);

/** Paths to every place in `value` (the root excluded), depth first. */
function placesOf(value: unknown, path: PropertyKey[] = []): PropertyKey[][] {
  if (value === null || typeof value !== 'object') return [];
  const entries: Array<[PropertyKey, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  return entries.flatMap(([key, item]) => [[...path, key], ...placesOf(item, [...path, key])]);
}

function containerAt(root: unknown, path: PropertyKey[]): Record<PropertyKey, unknown> | undefined {
  let node: unknown = root;
  for (const key of path) node = (node as Record<PropertyKey, unknown> | undefined)?.[key];
  return node !== null && typeof node === 'object'
    ? (node as Record<PropertyKey, unknown>)
    : undefined;
}

/** `value` (an object or array) with exactly one place changed. */
export function mutate(value: unknown, change: Mutation): unknown {
  const copy = structuredClone(value);
  const places = placesOf(copy);
  if (change.kind === 'add') {
    const containers = [[], ...places].filter((path) => containerAt(copy, path) !== undefined);
    const target = containerAt(copy, containers[change.pick % containers.length] ?? []);
    if (target && !Array.isArray(target)) target[change.key] = change.value;
    else if (Array.isArray(target)) target.push(change.value);
    return copy;
  }
  const path = places[change.pick % Math.max(places.length, 1)];
  if (!path) return copy;
  const parent = containerAt(copy, path.slice(0, -1));
  const key = path[path.length - 1] as PropertyKey;
  if (!parent) return copy;
  if (change.kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else {
    parent[key] = change.value;
  }
  return copy;
}

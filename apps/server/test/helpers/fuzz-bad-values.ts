import fc from 'fast-check';
import type { JsonSchema } from './fuzz-operations.js';

/**
 * Bad values for the API fuzzer (helpers/fuzz.ts): NUL, control characters and lone
 * surrogates, over-long and special strings, huge numbers, wrong types, structures nested
 * too deep; and `valueFor`, a value usually shaped like a schema but sometimes bad on
 * purpose (the "bad all over" requests).
 */

const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((unit) => String.fromCharCode(unit));

/** Characters: mostly ordinary, some NUL, control characters and lone surrogates. */
export const nastyUnit = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom('\u0000', '\u0007', '\u001b', '\u202e', '\ufeff') },
  { weight: 1, arbitrary: loneSurrogate },
);

const specialStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\ud83d',
  "' OR 1=1 --",
  '"; DROP TABLE reservations; --',
  '<script>alert(1)</script>',
  '%',
  '%00',
  '%E0%A4%A',
  '../../etc/passwd',
  'undefined',
  'null',
  'NaN',
  'Infinity',
  '-0',
  '1e400',
  '99999999999999999999999',
  '０１２',
  '__proto__',
  'constructor',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  '24:61',
  ',,,',
  'A,B,C,D,E',
);

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: nastyUnit, maxLength: 40 }) },
  { weight: 3, arbitrary: specialStrings },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 60, max: 6000 }), fc.constantFrom('A', '9', 'é', '🚌', ','))
      .map(([length, unit]) => unit.repeat(length)),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), specialStrings, fc.string({ maxLength: 10 }))
      .map((parts) => parts.join('')),
  },
);

const hugeNumber = fc.constantFrom(
  1e308,
  -1e308,
  2 ** 53 + 2,
  -(2 ** 53),
  2 ** 31,
  -(2 ** 31) - 1,
  1.5,
  -1,
  0,
  5e-324,
);

/** A structure nested deeper than any schema expects. */
const deepValue = fc.integer({ min: 20, max: 60 }).map((depth) => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
});

export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, [1, 2, 3], { a: 1 }, [null], ['a', { b: [] }]),
  hugeNumber,
  deepValue,
  fc.array(nastyString, { maxLength: 4 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
);

/** Anything at all, for a place whose schema says nothing. */
export const anything: fc.Arbitrary<unknown> = fc.oneof(nastyString, wrongType);

function plausibleString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$') {
    return fc.oneof(
      fc
        .date({ min: new Date('2025-01-01'), max: new Date('2028-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10)),
      fc.constantFrom('2026-02-29', '2026-13-01', '2026-11-31', '0001-01-01'),
    );
  }
  const maxLength = Math.min(schema.maxLength ?? 24, 24);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.stringMatching(/^[A-Z]{2,4}(-\d{2}-\d{4})?$/),
  );
}

function plausibleNumber(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1_000_000;
  const max = schema.maximum ?? 10_000_000;
  if (schema.type === 'integer') {
    return fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) });
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/**
 * A value for `schema`: usually shaped like it (so requests get past the first field
 * and reach deeper checks and the services), sometimes bad on purpose.
 */
export function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return anything;
  const shaped = shapedValue(schema, depth);
  return fc.oneof({ weight: 3, arbitrary: shaped }, { weight: 1, arbitrary: anything });
}

function shapedValue(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((alternative) => shapedValue(alternative, depth + 1)));
  }
  if (schema.allOf && schema.allOf.length > 0) return shapedValue(schema.allOf[0] ?? {}, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return plausibleString(schema);
    case 'integer':
    case 'number':
      return fc.oneof(plausibleNumber(schema), hugeNumber);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const maxLength = Math.min((schema.maxItems ?? 4) + 2, 12);
      return fc.array(valueFor(schema.items, depth + 1), { maxLength });
    }
    case 'object':
      return objectFor(schema, depth);
    default:
      return anything;
  }
}

/** An object with the schema's fields, each sometimes missing, plus sometimes extras. */
function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const fields = fc.record(
    Object.fromEntries(
      properties.map(([name, property]) => [
        name,
        fc.option(valueFor(property, depth + 1), { nil: undefined, freq: 5 }),
      ]),
    ),
  );
  const extras = fc.option(fc.dictionary(nastyString, anything, { maxKeys: 3 }), {
    nil: undefined,
    freq: 4,
  });
  return fc.tuple(fields, extras).map(([known, extra]) => {
    const object: Record<string, unknown> = { ...extra };
    for (const [name, value] of Object.entries(known)) {
      if (value !== undefined) object[name] = value;
    }
    return object;
  });
}

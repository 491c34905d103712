import { type ErrorCode, errorCatalogue } from '@lintas/domain/errors';
import fc from 'fast-check';
import type { App } from '../../src/app.js';
import { WEB_BASIC } from './test-app.js';

/**
 * Property-based fuzzing of the whole API, shared by the PGlite and PostgreSQL suites.
 *
 * It walks every operation of the OpenAPI document the app builds (`app.swagger()`),
 * generates requests from each operation's own schemas for query, body and path
 * (mostly valid but for one bad place, so the bad value reaches the services and the
 * database; some bad all over: NUL, lone surrogates, over-long text, huge numbers,
 * wrong types, missing and extra fields, broken encodings), sends them with
 * `app.inject`, and checks every answer: never a 5xx, always the envelope.
 *
 * Runs are bounded per operation in count and time. The seed is random unless
 * FUZZ_SEED is set (FUZZ_RUNS and FUZZ_TIME_MS, per operation, explore further); a
 * failure prints the seed and the counterexample, to reproduce with
 * `FUZZ_SEED=<seed> npx vitest run --project server apps/server/test/api/fuzz.test.ts`.
 */

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  exclusiveMinimum?: boolean | number;
  maximum?: number;
  pattern?: string;
  nullable?: boolean;
};

interface OpenApiParameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface FuzzOperation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path, e.g. /api/dev/payments/{reservasi_kode}/settle */
  path: string;
  query: OpenApiParameter[];
  pathParams: OpenApiParameter[];
  body: JsonSchema | undefined;
}

/** Every operation of the app's OpenAPI document. */
function operationsOf(app: App): FuzzOperation[] {
  const document = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  const operations: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) continue;
      const parameters = operation.parameters ?? [];
      operations.push({
        method: upper as FuzzOperation['method'],
        path,
        query: parameters.filter((parameter) => parameter.in === 'query'),
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

// --- values --------------------------------------------------------------------------

const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((unit) => String.fromCharCode(unit));

/** Characters: mostly ordinary, some NUL, control characters and lone surrogates. */
const nastyUnit = fc.oneof(
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

const nastyString: fc.Arbitrary<string> = fc.oneof(
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

const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, [1, 2, 3], { a: 1 }, [null], ['a', { b: [] }]),
  hugeNumber,
  deepValue,
  fc.array(nastyString, { maxLength: 4 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
);

/** Anything at all, for a place whose schema says nothing. */
const anything: fc.Arbitrary<unknown> = fc.oneof(nastyString, wrongType);

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
function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
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

/** Values known to exist, by field name: valid requests then reach real rows. */
export type FuzzExamples = Record<string, readonly unknown[]>;

/** Facts of the demo catalogue (db/seed) the tests load: tomorrow is 2026-11-22. */
export const DEMO_EXAMPLES: FuzzExamples = {
  operator_kode: ['XTR', 'PSR', 'CRB', 'JTN'],
  jadwal_kode: ['XTR-01-1000', 'XTR-01-1200', 'CRB-01-0800', 'JTN-01-1200'],
  kode: ['XTR-01-1000', 'CRB-01-0800'],
  tanggal_berangkat: ['2026-11-22', '2026-11-23'],
  tanggal: ['2026-11-22'],
  no: ['1', '2', '3', '4', 5, 6],
  nama: ['Budi Santoso', 'Siti Aminah'],
  pemesan_nama: ['Budi Santoso'],
  pemesan_email: ['budi.santoso@example.com'],
  pemesan_telp: ['081234567890'],
  voucher_kode: ['XTRHEMAT', 'BUS30', 'DISKON20RB', 'PENGGUNABARU'],
  jenis_pembayaran_kode: ['BCA_VA', 'QRIS'],
  asal_id: [1, 2, 3],
  tujuan_id: [2, 3, 4],
  asal_tipe: ['city'],
  tujuan_tipe: ['city'],
};

// --- valid values and one-field mutations ---------------------------------------------
//
// A request with many bad fields stops at the first one. To reach the services and the
// database with a bad value, most requests are valid everywhere but in one place.

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
function validValue(
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

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
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
function mutate(value: unknown, change: Mutation): unknown {
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

// --- requests ------------------------------------------------------------------------

/** Percent-encodes like a browser; a lone surrogate (no UTF-8 form) as broken bytes. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    const wellFormed = text.replace(
      /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      '',
    );
    return encodeURIComponent(wellFormed).concat('%ED%A0%80');
  }
}

function queryText(value: unknown): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((item) => queryText(item)).slice(0, 20);
  if (value !== null && typeof value === 'object') return [JSON.stringify(value)];
  return [String(value)];
}

export interface FuzzRequest {
  method: FuzzOperation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const authorization = fc.oneof(
  { weight: 12, arbitrary: fc.constant(WEB_BASIC) },
  { weight: 1, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'Basic ',
      'Basic %%%',
      `Basic ${Buffer.from('lintas-web:wrong').toString('base64')}`,
      'Bearer x',
      `Bearer ${'a'.repeat(300)}`,
      'Digest nonsense',
    ),
  },
);

/** Printable ASCII only: header values cannot carry anything else. */
const headerText = fc
  .string({ unit: 'binary-ascii', maxLength: 60 })
  .map((text) => text.replace(/[^\x20-\x7e]/g, ''));

const rawBody = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '[',
    '{"a":',
    'null',
    'true',
    '"text"',
    '1e999',
    '{"__proto__":{"x":1}}',
  ),
  fc.string({ unit: nastyUnit, maxLength: 50 }),
  fc.constant(`{"x":"${'y'.repeat(120_000)}"}`),
);

/** The query parameters of an operation as one object schema. */
function querySchemaOf(operation: FuzzOperation): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(
      operation.query.map((parameter) => [parameter.name, parameter.schema ?? {}]),
    ),
    required: operation.query
      .filter((parameter) => parameter.required)
      .map((parameter) => parameter.name),
  };
}

/** Query values and body: valid but for one place, or bad all over. */
function inputsFor(
  operation: FuzzOperation,
  examples: FuzzExamples,
): fc.Arbitrary<{ query: Record<string, unknown>; body: unknown }> {
  const querySchema = querySchemaOf(operation);
  const hasBody = operation.method !== 'GET';
  const bodySchema = operation.body ?? { type: 'object' };
  const validQuery = validValue(querySchema, 0, { examples }) as fc.Arbitrary<
    Record<string, unknown>
  >;
  const validBody = hasBody ? validValue(bodySchema, 0, { examples }) : fc.constant(undefined);
  const oneBadPlace = fc
    .record({ query: validQuery, body: validBody, change: mutation, inBody: fc.boolean() })
    .map(({ query, body, change, inBody }) =>
      hasBody && (inBody || operation.query.length === 0)
        ? { query, body: mutate(body, change) }
        : { query: mutate(query, change) as Record<string, unknown>, body },
    );
  const badAllOver = fc.record({
    query: valueFor(querySchema).map((value) =>
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : { value },
    ),
    body: hasBody ? valueFor(bodySchema) : fc.constant(undefined),
  });
  return fc.oneof(
    { weight: 3, arbitrary: oneBadPlace },
    { weight: 1, arbitrary: fc.record({ query: validQuery, body: validBody }) },
    { weight: 2, arbitrary: badAllOver },
  );
}

/** Requests for one operation. */
function requestsFor(
  operation: FuzzOperation,
  examples: FuzzExamples = {},
): fc.Arbitrary<FuzzRequest> {
  const brokenQuery = fc.option(
    fc.constantFrom('&%', '&x=%E0%A4%A', '&%ZZ=1', '&=&&', '&a[b]=1', '&x=%00'),
    { nil: undefined, freq: 8 },
  );
  const pathValues = fc.tuple(
    ...operation.pathParams.map(() =>
      fc.oneof(
        { weight: 2, arbitrary: nastyString.map(encode) },
        { weight: 2, arbitrary: fc.stringMatching(/^[A-Z0-9-]{1,40}$/) },
        { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '..', '%2F', '%00', 'A'.repeat(200)) },
      ),
    ),
  );
  const bodyText = fc.oneof(
    { weight: 12, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: rawBody },
  );
  const contentType = fc.oneof(
    { weight: 12, arbitrary: fc.constant('application/json') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'application/x-www-form-urlencoded',
        'text/plain',
        'application/json; charset=latin1',
        'multipart/form-data',
      ),
    },
  );
  const guestToken = fc.option(headerText, { nil: undefined, freq: 4 });

  return fc
    .record({
      inputs: inputsFor(operation, examples),
      brokenQuery,
      pathValues,
      bodyText,
      contentType,
      authorization,
      guestToken,
    })
    .map((parts) => {
      let path = operation.path;
      operation.pathParams.forEach((parameter, index) => {
        path = path.replace(`{${parameter.name}}`, String(parts.pathValues[index] ?? ''));
      });
      const pairs: string[] = [];
      for (const [name, value] of Object.entries(parts.inputs.query)) {
        for (const text of queryText(value)) pairs.push(`${encode(name)}=${encode(text)}`);
      }
      const query = pairs.join('&') + (parts.brokenQuery ?? '');
      const headers: Record<string, string> = {};
      if (parts.authorization !== undefined) headers.authorization = parts.authorization;
      if (parts.guestToken !== undefined) headers['x-guest-token'] = parts.guestToken;
      const request: FuzzRequest = {
        method: operation.method,
        url: query ? `${path}?${query}` : path,
        headers,
      };
      if (operation.method !== 'GET') {
        headers['content-type'] = parts.contentType;
        request.payload =
          parts.bodyText ??
          (parts.contentType === 'application/x-www-form-urlencoded'
            ? formText(parts.inputs.body)
            : (JSON.stringify(parts.inputs.body) ?? 'null'));
      }
      return request;
    });
}

/** A body as a form post (flat fields; nested values as JSON text). */
function formText(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return encode(String(value));
  return Object.entries(value)
    .flatMap(([name, item]) => queryText(item).map((text) => `${encode(name)}=${encode(text)}`))
    .join('&');
}

// --- answers -------------------------------------------------------------------------

/** What is wrong with an answer, or null when it is a proper envelope below 500. */
function answerProblem(answer: {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}): string | null {
  if (answer.statusCode >= 500) return `HTTP ${answer.statusCode}: ${answer.body.slice(0, 300)}`;
  const contentType = String(answer.headers['content-type'] ?? '');
  if (!contentType.includes('application/json')) return `content-type ${contentType}`;
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(answer.body) as Record<string, unknown>;
  } catch {
    return `body is not JSON: ${answer.body.slice(0, 200)}`;
  }
  if (answer.statusCode < 400) {
    return json.status === 'OK' && 'results' in json ? null : `success without the OK envelope`;
  }
  const code = json.error_code;
  if (json.status !== 'ERROR' || typeof code !== 'string' || !(code in errorCatalogue)) {
    return `error without the envelope: ${answer.body.slice(0, 200)}`;
  }
  if (typeof json.message !== 'string' || json.message.length === 0)
    return 'error without a message';
  const expected = errorCatalogue[code as ErrorCode].status;
  if (expected !== answer.statusCode)
    return `${code} answered ${answer.statusCode}, not ${expected}`;
  if (answer.statusCode === 429 && !answer.headers['retry-after']) return '429 without Retry-After';
  return null;
}

/** A test timeout that leaves room for FUZZ_TIME_MS explorations (40 operations). */
export function fuzzTestTimeoutMs(): number {
  const perOperation = Number(process.env.FUZZ_TIME_MS) || 1_000;
  return Math.max(90_000, perOperation * 3 * 40 + 30_000);
}

export interface FuzzFailure {
  operation: string;
  seed: number;
  counterexample: string;
  problem: string;
}

export interface FuzzOptions {
  /** Requests per operation (FUZZ_RUNS overrides). */
  runsPerOperation: number;
  /** Wall-clock budget per operation, in ms. */
  timePerOperationMs: number;
  /** Known-good values by field name (e.g. DEMO_EXAMPLES). */
  examples?: FuzzExamples;
}

/**
 * Fuzzes every operation; answers the failures (empty when every answer was a proper
 * envelope below 500) and how many requests were sent.
 */
export async function fuzzApp(
  app: App,
  options: FuzzOptions,
): Promise<{ seed: number; operations: number; requests: number; failures: FuzzFailure[] }> {
  const runs = Number(process.env.FUZZ_RUNS) || options.runsPerOperation;
  const timeLimit = Number(process.env.FUZZ_TIME_MS) || options.timePerOperationMs;
  const baseSeed = Number(process.env.FUZZ_SEED) || Math.floor(Math.random() * 2 ** 31);
  const failures: FuzzFailure[] = [];
  let requests = 0;
  const operations = operationsOf(app);
  for (const [index, operation] of operations.entries()) {
    const name = `${operation.method} ${operation.path}`;
    const seed = (baseSeed + index) | 0;
    let lastProblem = '';
    const result = await fc.check(
      fc.asyncProperty(requestsFor(operation, options.examples ?? {}), async (request) => {
        requests += 1;
        const answer = await app.inject({
          method: request.method,
          url: request.url,
          headers: request.headers,
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
        });
        const problem = answerProblem(answer);
        if (problem) lastProblem = problem;
        return problem === null;
      }),
      {
        seed,
        numRuns: runs,
        interruptAfterTimeLimit: timeLimit,
        // Shrinking re-sends requests; a short bounded shrink keeps the report readable.
        skipAllAfterTimeLimit: timeLimit * 2,
      },
    );
    if (result.failed) {
      failures.push({
        operation: name,
        seed,
        counterexample: JSON.stringify(result.counterexample?.[0]).slice(0, 600),
        problem: lastProblem || String(result.errorInstance),
      });
    }
  }
  return { seed: baseSeed, operations: operations.length, requests, failures };
}

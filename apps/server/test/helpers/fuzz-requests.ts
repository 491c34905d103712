import fc from 'fast-check';
import { WEB_BASIC } from './test-app.js';
import { nastyString, nastyUnit, valueFor } from './fuzz-bad-values.js';
import type { FuzzOperation, JsonSchema } from './fuzz-operations.js';
import { type FuzzExamples, mutate, mutation, validValue } from './fuzz-valid-values.js';

/**
 * HTTP requests for one operation, for the API fuzzer (helpers/fuzz.ts): its query and
 * body valid but for one place, or bad all over, sent with broken query strings and path
 * values, odd bodies and content types, and good, missing or wrong credentials.
 */

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

interface FuzzRequest {
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
export function requestsFor(
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

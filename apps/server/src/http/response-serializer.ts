import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

/**
 * The serializer of the big read answers (search and its companions, decision 0015).
 *
 * Elsewhere every answer is encoded through its zod response schema and then stringified
 * (fastify-type-provider-zod). On a search answer of about 170 KB that check cost about a
 * third of the request. The routes that use this serializer build their answers with
 * explicit view functions (schedules/schedule-view.ts), field by field, so outside tests
 * they are stringified as they are.
 *
 * In tests (`checked`) each answer is still encoded by its schema, so an answer the
 * contract refuses fails the test as before, and the plain stringification (what
 * production sends, and what the test receives) must hold exactly the same values as the
 * schema's encoding: a field the schema would have stripped, or a value it would have
 * transformed, is drift, answered as a 500 the test sees.
 */
// The compiler is typed for any schema: Fastify types a route's compiler by the route's
// own schema object, and the zod encoding resolves the response schema itself.
export function plainResponseSerializer(checked: boolean): FastifySerializerCompiler<unknown> {
  if (!checked) return () => plainJson;
  return (route) => {
    const viaSchema = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    return (data) => {
      const encoded = viaSchema(data);
      const plain = JSON.stringify(data);
      if (!isDeepStrictEqual(JSON.parse(plain), JSON.parse(encoded))) {
        throw new Error(
          `Response of ${route.method} ${route.url} differs from its schema's encoding: ` +
            'the plain serializer would send fields or values the contract does not have.',
        );
      }
      return plain;
    };
  };
}

/**
 * The JSON of each success envelope's `results` object, kept as long as that object
 * lives: a read that answers an object it answered before (schedules/answer-memo.ts)
 * is not stringified again.
 */
const resultsJson = new WeakMap<object, string>();

function plainJson(data: unknown): string {
  if (isOkEnvelope(data)) {
    let results = resultsJson.get(data.results);
    if (results === undefined) {
      results = JSON.stringify(data.results);
      resultsJson.set(data.results, results);
    }
    // Byte for byte what JSON.stringify(data) gives for { status: 'OK', results }.
    return `{"status":"OK","results":${results}}`;
  }
  return JSON.stringify(data);
}

function isOkEnvelope(data: unknown): data is { status: 'OK'; results: object } {
  if (typeof data !== 'object' || data === null) return false;
  const keys = Object.keys(data);
  const envelope = data as { status?: unknown; results?: unknown };
  return (
    keys.length === 2 &&
    keys[0] === 'status' &&
    keys[1] === 'results' &&
    envelope.status === 'OK' &&
    typeof envelope.results === 'object' &&
    envelope.results !== null &&
    !Array.isArray(envelope.results) &&
    typeof (envelope.results as { toJSON?: unknown }).toJSON !== 'function'
  );
}

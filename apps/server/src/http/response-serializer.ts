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
  if (!checked) return () => (data) => JSON.stringify(data);
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

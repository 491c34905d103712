import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * The validator of every route: fastify-type-provider-zod's, with one rule in front of it
 * for the calls of the spec's client (decision 0048):
 *
 *   an empty field means the same as an absent one.
 *
 * That client sends every field of a payload whether it has a value or not: the login
 * payload carries email and phone together, the unused one '' (spec §7); a JavaScript
 * query-string builder writes an unset value as `x=` (or, naively, `x=undefined`); a
 * booking carries `voucher_kode: ''`, `promo_kode: null`. Spec §5's own rule is that
 * rules other than "required" are skipped when the value is empty. So before a request of
 * those calls is validated, fields whose value is '' or null (in a query string also the
 * words `undefined` and `null`) are left out, in nested objects too (each seat of `kursi`).
 * A required field sent empty is then missing and answers spec §5's "Harap isi"
 * (the zod configuration in app.ts).
 *
 * One rule at the boundary rather than a `.nullish()` and a preprocess on each field: the
 * schemas say what a value must be, this says what "no value" looks like on the wire, and
 * a field added tomorrow is covered without anyone remembering.
 *
 * Only the spec's calls (`/api/travel`, `/api/flashsale`, `/api/donasi`): the operator
 * console's edits may mean "clear" by null, and a payment gateway's notification is kept
 * exactly as received.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (routeSchema) => {
  const validate = zodValidatorCompiler(routeSchema);
  const part = routeSchema.httpPart;
  if (!isSpecClientRoute(routeSchema.url) || (part !== 'body' && part !== 'querystring'))
    return validate;
  const inQuery = part === 'querystring';
  return (data) => validate(withoutEmptyFields(data, inQuery, 0));
};

const SPEC_CLIENT_PREFIXES = ['/api/travel/', '/api/flashsale/', '/api/donasi/'];

function isSpecClientRoute(url: string): boolean {
  return SPEC_CLIENT_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/** Deeper than this the value is left as it is (bodies are size-limited anyway). */
const MAX_DEPTH = 8;

function isEmpty(value: unknown, inQuery: boolean): boolean {
  if (value === '' || value === null) return true;
  return inQuery && (value === 'undefined' || value === 'null');
}

/**
 * A record as parsers make them: a JSON object, or a query string's or a form's object,
 * whose prototype is null or a bare object without one (fast-querystring's `Empty`).
 */
function isRecord(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as object | null;
  return (
    prototype === null ||
    prototype === Object.prototype ||
    Object.getPrototypeOf(prototype) === null
  );
}

/**
 * `value` without its empty fields: plain objects lose them, arrays keep their items
 * (an empty item of a list is the list's business) but their objects are cleaned too.
 * Nothing is copied when nothing is empty, the common case on the booking path.
 */
function withoutEmptyFields(value: unknown, inQuery: boolean, depth: number): unknown {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    value.forEach((item, index) => {
      const cleaned = withoutEmptyFields(item, inQuery, depth + 1);
      if (cleaned !== item) {
        copy ??= value.slice();
        copy[index] = cleaned;
      }
    });
    return copy ?? value;
  }
  if (!isRecord(value)) return value;
  let copy: Record<string, unknown> | null = null;
  for (const [key, item] of Object.entries(value)) {
    if (isEmpty(item, inQuery)) {
      copy ??= { ...(value as Record<string, unknown>) };
      delete copy[key];
      continue;
    }
    const cleaned = withoutEmptyFields(item, inQuery, depth + 1);
    if (cleaned !== item) {
      copy ??= { ...(value as Record<string, unknown>) };
      copy[key] = cleaned;
    }
  }
  return copy ?? value;
}

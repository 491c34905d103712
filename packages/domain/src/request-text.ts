import { z } from 'zod';

/**
 * The one string schema every request string of the API starts from.
 *
 * Some characters pass any length or pattern rule yet cannot be stored or compared:
 * - NUL (U+0000): PostgreSQL's text and jsonb refuse it, so a query that carries it fails
 *   inside the database (a 500 instead of an answer);
 * - a UTF-16 surrogate half without its partner (`\ud800` sent as a JSON escape): it has
 *   no UTF-8 form, so jsonb refuses it and text would silently get U+FFFD.
 * A request that carries either is refused up front with 400 VALIDATION_ERROR naming
 * the field. A paired surrogate (an emoji) is ordinary text.
 */

export const UNSTORABLE_TEXT_MESSAGE = 'Mengandung karakter yang tidak diizinkan';

// Cheap first look: most strings have neither NUL nor any surrogate. (No lookbehind
// here: the web bundle still targets Safari 14, which cannot parse one.)
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const SUSPECT = /[\u0000\ud800-\udfff]/;

/** False when `value` holds NUL or a surrogate half without its partner. */
export function isStorableText(value: string): boolean {
  if (!SUSPECT.test(value)) return true;
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charCodeAt(i);
    if (unit === 0) return false;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i += 1; // the pair is one character
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/**
 * `z.string()` that also refuses unstorable characters. Chain the usual rules after it:
 * `requestText().trim().max(64)`. `params` is z.string's (e.g. `{ error: 'Harap isi' }`).
 */
export function requestText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);
}

/** Nesting deeper than this in a free-form body is refused (and bounds the walk). */
const MAX_DEPTH = 32;
const TOO_DEEP_MESSAGE = 'Data terlalu bertingkat';

interface UnstorableFinding {
  path: PropertyKey[];
  message: string;
}

/**
 * Walks a free-form value (a body kept as received, such as a gateway notification)
 * and returns where the first key or string that cannot be stored sits, or null.
 */
export function findUnstorableText(value: unknown, depth = 0): UnstorableFinding | null {
  if (typeof value === 'string') {
    return isStorableText(value) ? null : { path: [], message: UNSTORABLE_TEXT_MESSAGE };
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return { path: [], message: TOO_DEEP_MESSAGE };
  const entries: Array<[PropertyKey, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (typeof key === 'string' && !isStorableText(key)) {
      return { path: [key], message: UNSTORABLE_TEXT_MESSAGE };
    }
    const inner = findUnstorableText(item, depth + 1);
    if (inner) return { path: [key, ...inner.path], message: inner.message };
  }
  return null;
}

/**
 * Refinement for an object that keeps unknown fields (`z.looseObject`): every key and
 * string inside it, however deep, must be storable.
 */
export function refineStorableDeep(value: unknown, ctx: z.RefinementCtx): void {
  const finding = findUnstorableText(value);
  if (finding) ctx.addIssue({ code: 'custom', path: finding.path, message: finding.message });
}

import type { ConformanceWorld } from './conformance-world.js';
import type { SpecClient, SpecPlatform } from './spec-client.js';

/**
 * One call of spec §7, as data: how the spec's client sends it, which of its fields that
 * client may send empty, the loosely typed values a JavaScript client sends, and what the
 * answer must hold. `describeSpecCalls` turns each into tests; `renderConformanceTable`
 * turns the same data into docs/conformance.md, so the table lists exactly what ran.
 */

/** Spec §6: who may call it. */
export type SpecAccess =
  /** Anonymous with the platform's Basic credentials (a bearer works as well). */
  | 'basic'
  /** Spec §6 "A bearer token is optional": reservasi, flashsale/transaksi, voucher list/detail. */
  | 'optional-bearer'
  /** Spec §6 "A bearer token is required": order list/history, profile, profile update, feedback. */
  | 'required-bearer'
  /** Needs a signed-in customer, although §6 does not list it (the spec's client sends the token it has). */
  | 'customer';

export type Fields = Record<string, unknown>;

export interface BuiltRequest {
  /** Query params (GET) or body fields (POST). */
  fields: Fields;
  headers?: Record<string, string>;
  /** The client to send with (default: the world's anonymous WEB client, or a customer's). */
  client?: SpecClient;
}

export interface Variant {
  /** What the table says was tried, e.g. `asal_id as "1"`. */
  name: string;
  /** Changes the request as built… */
  apply?(fields: Fields): Fields;
  /** …or builds another one (another login type, say). */
  build?(world: ConformanceWorld, client: SpecClient): Promise<BuiltRequest> | BuiltRequest;
}

export interface SpecCall {
  /** As spec §7 writes it, `{product}` being `travel`: 'travel/search-jadwal'. */
  call: string;
  method: 'GET' | 'POST';
  /** The fields spec §7 names for it (for the table). */
  specFields: string;
  access: SpecAccess;
  /** `customer-update-data` is form-encoded (spec §7). */
  form?: boolean;
  /** Builds the request as the spec's client sends it: fresh for every try. */
  build(world: ConformanceWorld, client: SpecClient): Promise<BuiltRequest> | BuiltRequest;
  /** Optional fields the client may send empty: each is tried '' (and null in bodies) and absent. */
  optional?: string[];
  /** Loosely typed values a JavaScript client sends. */
  variants?: Variant[];
  /** What else the results must hold (the fields the spec says the client reads). */
  check?(results: unknown, world: ConformanceWorld): void | Promise<void>;
  /**
   * 'results' (reads): every empty form answers the same results as the field left out.
   * 'status' (writes and answers that change per call): the same success.
   */
  same: 'results' | 'status';
  /** A value that must be refused with the error envelope (a 4xx, error_code and message). */
  bad?: Variant;
  /** Where our answer is deliberately different from or richer than the spec's: said in the table. */
  difference?: string;
}

export const ALL_PLATFORMS: SpecPlatform[] = ['WEB', 'APP-ANDROID', 'APP-IOS'];

/** `flag` sent every way a JavaScript client sends a 0/1 flag. */
export function flagVariants(field: string, on: boolean): Variant[] {
  const values: unknown[] = on ? [1, '1', true, 'true'] : [0, '0', false, 'false'];
  return values.map((value) => ({
    name: `${field} as ${JSON.stringify(value)}`,
    apply: (fields) => ({ ...fields, [field]: value }),
  }));
}

/** A number field sent as a string (or a string field sent as a number). */
export function retyped(field: string, as: 'string' | 'number'): Variant {
  return {
    name: `${field} as a ${as}`,
    apply: (fields) => {
      const value = fields[field];
      return { ...fields, [field]: as === 'string' ? String(value) : Number(value) };
    },
  };
}

export function setTo(field: string, value: unknown, name?: string): Variant {
  return {
    name: name ?? `${field} = ${JSON.stringify(value)}`,
    apply: (fields) => ({ ...fields, [field]: value }),
  };
}

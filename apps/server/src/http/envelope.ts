import type { OkEnvelope } from '@lintas/domain/errors';
import { z } from 'zod';

/** Wraps results in the success envelope of the API. */
export function ok<T>(results: T): OkEnvelope<T> {
  return { status: 'OK', results };
}

/** The response schema of a success envelope around `results`. */
export function okSchema<T extends z.ZodType>(results: T) {
  return z.object({ status: z.literal('OK'), results });
}

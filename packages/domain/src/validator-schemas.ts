import { requestText } from './request-text';
import {
  type ValidationRule,
  bookerFieldRules,
  passengerNameRules,
  validateValue,
} from './validators';

/*
 * The zod side of validators.ts, apart so that a client importing the plain validators
 * (the web's home route, the look-up form) does not load zod with them.
 */

/**
 * A zod string schema that applies `rules` and reports the spec's message. The server
 * uses it for pemesan_nama / pemesan_email / pemesan_telp and passenger names, e.g.
 * `pemesan_nama: zodRules(bookerFieldRules.name)`. Built on demand so a client that only
 * needs the plain validators does not construct schemas at start-up.
 */
export function zodRules(rules: readonly ValidationRule[]) {
  return requestText().superRefine((value, ctx) => {
    const message = validateValue(value, rules);
    if (message !== null) ctx.addIssue({ code: 'custom', message });
  });
}

/** Zod schemas of the booker fields and the passenger name, in the reservation's wire names. */
export function bookerZodSchemas() {
  return {
    pemesan_nama: zodRules(bookerFieldRules.name),
    pemesan_email: zodRules(bookerFieldRules.email),
    pemesan_telp: zodRules(bookerFieldRules.phonenumber),
    nama_penumpang: zodRules(passengerNameRules),
  };
}

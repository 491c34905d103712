import {
  bookerFieldRules,
  passengerNameRules,
  sanitizeValue,
  validateValue,
  validationMessages,
  type ValidationRule,
} from '@lintas/domain/validators';

/**
 * The booker and passenger fields with their spec §5 rules. Typing is cleaned as §5
 * says (names keep letters and spaces, at most 32; the phone keeps digits, at most 15);
 * when cleaning removed something, the rule it broke is shown so the person knows why
 * the character did not appear.
 */

export type FieldKind = 'name' | 'email' | 'phonenumber' | 'passenger';

const rulesOf: Record<FieldKind, readonly ValidationRule[]> = {
  name: bookerFieldRules.name,
  email: bookerFieldRules.email,
  phonenumber: bookerFieldRules.phonenumber,
  passenger: passengerNameRules,
};

/** The message of the first rule the value fails, or null. */
export function validateFieldValue(kind: FieldKind, value: string): string | null {
  const message = validateValue(kind === 'email' ? value.trim() : value, rulesOf[kind]);
  // An empty passenger name asks for the passenger (as the server says it too).
  if (kind === 'passenger' && message === validationMessages.required)
    return validationMessages.namePassenger;
  return message;
}

export interface TypedValue {
  /** What is stored and shown. */
  value: string;
  /** Why part of the typing was removed, or null when nothing was. */
  removedBecause: string | null;
}

/** Cleans typed text; the e-mail is kept as typed. */
export function cleanTyping(kind: FieldKind, raw: string): TypedValue {
  if (kind === 'email') return { value: raw, removedBecause: null };
  const value = sanitizeValue(raw, rulesOf[kind]);
  if (value === raw) return { value, removedBecause: null };
  // Spaces and dashes in a phone number are expected; only too many digits are worth a word.
  if (kind === 'phonenumber') {
    const tooLong = raw.replace(/\D/g, '').length > value.length;
    return { value, removedBecause: tooLong ? validationMessages.phonenumber : null };
  }
  // The raw text fails the letter / phone / length rule; say which.
  const rules = rulesOf[kind].filter(
    (rule) => rule !== 'required' && rule !== 'namePassenger' && rule !== 'nameBlank',
  );
  return { value, removedBecause: validateValue(raw, rules) ?? validateValue(value, rules) };
}

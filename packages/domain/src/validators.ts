/**
 * The shared form validators of spec §5: one table of rules with their exact Indonesian
 * messages, used by the web forms (booker, passengers) and by the server's zod schemas,
 * so a person sees the same sentence whichever side rejects the value.
 */

export const validationRules = [
  'required',
  'namePassenger',
  'nameBlank',
  'number',
  'email',
  'letter',
  'phonenumber',
  'lengthrange',
] as const;
export type ValidationRule = (typeof validationRules)[number];

/** Exact texts of spec §5. The trailing space of `phonenumber` is part of the spec. */
export const validationMessages: Record<ValidationRule, string> = {
  required: 'Harap isi',
  namePassenger: 'Harap isi nama penumpang',
  // Not in spec §5: a booker name of spaces only passed every rule there (issue 12).
  nameBlank: 'Nama tidak boleh hanya berisi spasi',
  number: 'Hanya angka yang boleh digunakan',
  email: 'Format email tidak valid',
  letter: 'Hanya abjad yang boleh digunakan',
  phonenumber: 'Masukan min 9 & max 15 digit angka ',
  lengthrange: 'Masukan min 3 karakter, maksimal 32 karakter',
};

/** Name fields keep at most this many characters, digit fields this many digits (spec §9). */
const MAX_NAME_LENGTH = 32;
const MIN_NAME_LENGTH = 3;
const MAX_DIGIT_LENGTH = 15;
/**
 * The phone rule accepts 9 to 16 digits while its message says 9 to 15 (spec §5 keeps
 * both readings). Typed input is truncated to 15 digits, so 16 only arrives from
 * pasted or programmatic values.
 */
const PHONE_MIN_DIGITS = 9;
const PHONE_MAX_DIGITS = 16;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
const DIGITS_PATTERN = /^\d+$/;
// Letters of any script (names such as "Ni Made Ayu" or "Aurélie") and plain spaces.
const LETTERS_PATTERN = /^[\p{L} ]+$/u;
const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`);

/** A value is empty when it is null, undefined or the empty string. */
function isEmptyValue(value: string | null | undefined): boolean {
  return value === null || value === undefined || value === '';
}

/** True when `value` satisfies `rule`. Rules other than `required` accept an empty value. */
export function passesRule(rule: ValidationRule, value: string | null | undefined): boolean {
  if (rule === 'required') return !isEmptyValue(value);
  if (isEmptyValue(value)) return true;
  const text = value as string;
  switch (rule) {
    case 'namePassenger':
    case 'nameBlank':
      return text.trim().length > 0;
    case 'number':
      return DIGITS_PATTERN.test(text);
    case 'email':
      return EMAIL_PATTERN.test(text);
    case 'letter':
      return LETTERS_PATTERN.test(text);
    case 'phonenumber':
      return PHONE_PATTERN.test(text);
    case 'lengthrange':
      return text.length >= MIN_NAME_LENGTH && text.length <= MAX_NAME_LENGTH;
  }
}

/** The message of the first rule `value` fails, or null when it passes them all. */
export function validateValue(
  value: string | null | undefined,
  rules: readonly ValidationRule[],
): string | null {
  for (const rule of rules) {
    if (!passesRule(rule, value)) return validationMessages[rule];
  }
  return null;
}

/**
 * Cleans typed input before it is stored (spec §5): name fields (letter, lengthrange)
 * lose every character that is not a letter or a space and keep 32 characters; digit
 * fields (number, phonenumber) lose every non-digit and keep 15 digits.
 */
export function sanitizeValue(value: string, rules: readonly ValidationRule[]): string {
  let result = value;
  if (rules.includes('letter') || rules.includes('lengthrange')) {
    result = result.replace(/[^\p{L} ]/gu, '').slice(0, MAX_NAME_LENGTH);
  }
  if (rules.includes('number') || rules.includes('phonenumber')) {
    result = result.replace(/\D/g, '').slice(0, MAX_DIGIT_LENGTH);
  }
  return result;
}

/** Which rules each field of a form has, in the order they are checked. */
export type FormRules<Field extends string> = Record<Field, readonly ValidationRule[]>;
export type FormValues<Field extends string> = Record<Field, string | null | undefined>;
export type FormErrors<Field extends string> = Partial<Record<Field, string>>;

/** Validates one field of a form: the first failing message, or null. */
export function validateField<Field extends string>(
  values: FormValues<Field>,
  rules: FormRules<Field>,
  field: Field,
): string | null {
  return validateValue(values[field], rules[field]);
}

/** Validates every field. The form is valid only when no field has an error. */
export function validateForm<Field extends string>(
  values: FormValues<Field>,
  rules: FormRules<Field>,
): { valid: boolean; errors: FormErrors<Field> } {
  const errors: FormErrors<Field> = {};
  for (const field of Object.keys(rules) as Field[]) {
    const message = validateField(values, rules, field);
    if (message !== null) errors[field] = message;
  }
  return { valid: Object.keys(errors).length === 0, errors };
}

/** The rule lists of the booker and passenger fields, shared by the web forms and the server. */
export const bookerFieldRules = {
  name: ['required', 'nameBlank', 'letter', 'lengthrange'],
  email: ['required', 'email'],
  phonenumber: ['required', 'phonenumber'],
} as const satisfies FormRules<'name' | 'email' | 'phonenumber'>;

export const passengerNameRules = [
  'required',
  'namePassenger',
  'letter',
  'lengthrange',
] as const satisfies readonly ValidationRule[];

// ---------------------------------------------------------------------------------------
// Login input (spec §5 "Login input")

/** Example address shown in the e-mail format message (the spec writes it as {email}). */
const LOGIN_EMAIL_EXAMPLE = 'nama@email.com';
export const LOGIN_MIN_PHONE_DIGITS = 10;
export const OTP_LENGTH = 6;

export const loginMessages = {
  empty: 'Harap isi dengan nomor telepon atau email ',
  emailFormat: `Format email harus ${LOGIN_EMAIL_EXAMPLE}`,
  phoneTooShort: `Nomor telepon tidak sesuai, min ${LOGIN_MIN_PHONE_DIGITS} digit`,
} as const;

export type LoginInputResult =
  | { ok: true; kind: 'email'; email: string }
  | { ok: true; kind: 'phone'; phonenumber: string }
  | { ok: false; message: string };

// "All digits, optional minus": people type 0812-3456-7890; a leading + is allowed too.
const PHONE_LIKE_PATTERN = /^\+?[\d-]+$/;

/**
 * Classifies the single login field as an e-mail or a phone number. A phone is valid
 * when at least 10 digits remain after removing every non-digit.
 */
export function validateLoginInput(input: string | null | undefined): LoginInputResult {
  const value = (input ?? '').trim();
  if (value === '') return { ok: false, message: loginMessages.empty };
  if (EMAIL_PATTERN.test(value)) return { ok: true, kind: 'email', email: value };
  if (!PHONE_LIKE_PATTERN.test(value) || !/\d/.test(value)) {
    return { ok: false, message: loginMessages.emailFormat };
  }
  const digits = value.replace(/\D/g, '');
  if (digits.length < LOGIN_MIN_PHONE_DIGITS)
    return { ok: false, message: loginMessages.phoneTooShort };
  return { ok: true, kind: 'phone', phonenumber: digits };
}

/** The international form the identity provider wants: a leading 0 becomes +62 (spec §7). */
export function toInternationalPhone(phonenumber: string): string {
  const digits = phonenumber.replace(/\D/g, '');
  const national = digits.startsWith('0') ? `62${digits.slice(1)}` : digits;
  return `+${national}`;
}

/** The OTP field keeps digits only, at most 6 (pasted text is cut to 6 as well). */
export function sanitizeOtp(input: string): string {
  return input.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

// ---------------------------------------------------------------------------------------
// Signup names (spec §5 "Signup names")

export const signupNameMessages = {
  required: 'Wajib Di Isi',
  letters: 'Gunakan hanya abjad, contoh Budi',
} as const;

/**
 * Validates a first or last name at signup. The required message only appears once the
 * person has tried to submit; letters-only applies as soon as something is typed.
 */
export function validateSignupName(
  value: string | null | undefined,
  submitted: boolean,
): string | null {
  const text = (value ?? '').trim();
  if (text === '') return submitted ? signupNameMessages.required : null;
  if (!LETTERS_PATTERN.test(text)) return signupNameMessages.letters;
  return null;
}

/** Both names must pass (as after a submit attempt). */
export function isSignupFormValid(firstName: string, lastName: string): boolean {
  return (
    validateSignupName(firstName, true) === null && validateSignupName(lastName, true) === null
  );
}

/** The full name sent to customer-update-data: first name, a space, then last name. */
export function signupFullName(firstName: string, lastName: string): string {
  return `${firstName.trim()} ${lastName.trim()}`;
}

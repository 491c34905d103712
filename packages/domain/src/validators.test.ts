import { describe, expect, it } from 'vitest';
import {
  bookerFieldRules,
  isSignupFormValid,
  loginMessages,
  passengerNameRules,
  passesRule,
  sanitizeOtp,
  sanitizeValue,
  signupFullName,
  signupNameMessages,
  toInternationalPhone,
  validateField,
  validateForm,
  validateLoginInput,
  validateSignupName,
  validateValue,
  validationMessages,
} from './validators';
import { bookerZodSchemas, zodRules } from './validator-schemas';

describe('validation messages', () => {
  it('are the exact texts of spec §5, including the trailing space of the phone message', () => {
    expect(validationMessages).toEqual({
      required: 'Harap isi',
      namePassenger: 'Harap isi nama penumpang',
      // Ours, not §5: a booker name of spaces only (issue 12).
      nameBlank: 'Nama tidak boleh hanya berisi spasi',
      number: 'Hanya angka yang boleh digunakan',
      email: 'Format email tidak valid',
      letter: 'Hanya abjad yang boleh digunakan',
      phonenumber: 'Masukan min 9 & max 15 digit angka ',
      lengthrange: 'Masukan min 3 karakter, maksimal 32 karakter',
    });
  });
});

describe('passesRule', () => {
  it('required needs a present value', () => {
    expect(passesRule('required', '')).toBe(false);
    expect(passesRule('required', null)).toBe(false);
    expect(passesRule('required', undefined)).toBe(false);
    expect(passesRule('required', 'a')).toBe(true);
  });

  it('skips every rule other than required when the value is empty', () => {
    for (const rule of [
      'namePassenger',
      'number',
      'email',
      'letter',
      'phonenumber',
      'lengthrange',
    ] as const) {
      expect(passesRule(rule, '')).toBe(true);
      expect(passesRule(rule, null)).toBe(true);
    }
  });

  it('namePassenger rejects a blank name', () => {
    expect(passesRule('namePassenger', '   ')).toBe(false);
    expect(passesRule('nameBlank', '   ')).toBe(false);
    expect(validateValue('   ', bookerFieldRules.name)).toBe('Nama tidak boleh hanya berisi spasi');
    expect(passesRule('namePassenger', 'Budi')).toBe(true);
  });

  it('number accepts integer digits only', () => {
    expect(passesRule('number', '0123')).toBe(true);
    expect(passesRule('number', '12.5')).toBe(false);
    expect(passesRule('number', '-1')).toBe(false);
    expect(passesRule('number', '12a')).toBe(false);
  });

  it('email needs a top-level domain of two or more letters', () => {
    expect(passesRule('email', 'budi@contoh.id')).toBe(true);
    expect(passesRule('email', 'budi.santoso+tiket@mail.co.id')).toBe(true);
    expect(passesRule('email', 'budi@contoh.c')).toBe(false);
    expect(passesRule('email', 'budi@contoh')).toBe(false);
    expect(passesRule('email', 'budi contoh@mail.com')).toBe(false);
    expect(passesRule('email', 'budi@contoh.12')).toBe(false);
  });

  it('letter accepts letters and spaces only', () => {
    expect(passesRule('letter', 'Budi Santoso')).toBe(true);
    expect(passesRule('letter', 'Aurélie')).toBe(true);
    expect(passesRule('letter', 'Budi2')).toBe(false);
    expect(passesRule('letter', "O'Neil")).toBe(false);
  });

  it('phonenumber accepts 9 to 16 digits (the message says 15)', () => {
    expect(passesRule('phonenumber', '12345678')).toBe(false);
    expect(passesRule('phonenumber', '123456789')).toBe(true);
    expect(passesRule('phonenumber', '081234567890123')).toBe(true);
    expect(passesRule('phonenumber', '0812345678901234')).toBe(true);
    expect(passesRule('phonenumber', '08123456789012345')).toBe(false);
    expect(passesRule('phonenumber', '0812-3456-789')).toBe(false);
  });

  it('lengthrange accepts 3 to 32 characters', () => {
    expect(passesRule('lengthrange', 'ab')).toBe(false);
    expect(passesRule('lengthrange', 'abc')).toBe(true);
    expect(passesRule('lengthrange', 'a'.repeat(32))).toBe(true);
    expect(passesRule('lengthrange', 'a'.repeat(33))).toBe(false);
  });
});

describe('validateValue', () => {
  it('reports the first failing rule', () => {
    expect(validateValue('', ['required', 'letter'])).toBe('Harap isi');
    expect(validateValue('B1', ['required', 'letter', 'lengthrange'])).toBe(
      'Hanya abjad yang boleh digunakan',
    );
    expect(validateValue('Bu', ['required', 'letter', 'lengthrange'])).toBe(
      'Masukan min 3 karakter, maksimal 32 karakter',
    );
    expect(validateValue('B1', ['required', 'lengthrange', 'letter'])).toBe(
      'Masukan min 3 karakter, maksimal 32 karakter',
    );
  });

  it('returns null when every rule passes or when an optional field is empty', () => {
    expect(validateValue('Budi', ['required', 'letter', 'lengthrange'])).toBeNull();
    expect(validateValue('', ['email'])).toBeNull();
  });

  it('passenger names: blank gets the passenger message', () => {
    expect(validateValue('', passengerNameRules)).toBe('Harap isi');
    expect(validateValue('   ', passengerNameRules)).toBe('Harap isi nama penumpang');
    expect(validateValue('Siti Aminah', passengerNameRules)).toBeNull();
  });
});

describe('sanitizeValue', () => {
  it('strips non-letters from name fields and keeps 32 characters', () => {
    expect(sanitizeValue('Budi 2 Santoso!', ['required', 'letter'])).toBe('Budi  Santoso');
    expect(sanitizeValue('x'.repeat(40), ['lengthrange'])).toHaveLength(32);
  });

  it('strips non-digits from digit fields and keeps 15 digits', () => {
    expect(sanitizeValue('+62 812-3456-7890', ['required', 'phonenumber'])).toBe('6281234567890');
    expect(sanitizeValue('1'.repeat(20), ['number'])).toBe('1'.repeat(15));
  });

  it('leaves other fields as typed', () => {
    expect(sanitizeValue('Budi@Mail.com ', ['required', 'email'])).toBe('Budi@Mail.com ');
  });
});

describe('validateField and validateForm', () => {
  const values = { name: 'Budi', email: 'budi@mail', phonenumber: '' };

  it('validates one field', () => {
    expect(validateField(values, bookerFieldRules, 'name')).toBeNull();
    expect(validateField(values, bookerFieldRules, 'email')).toBe('Format email tidak valid');
  });

  it('validates all fields; the form is valid only without errors', () => {
    expect(validateForm(values, bookerFieldRules)).toEqual({
      valid: false,
      errors: { email: 'Format email tidak valid', phonenumber: 'Harap isi' },
    });
    expect(
      validateForm(
        { name: 'Budi', email: 'budi@mail.com', phonenumber: '081234567890' },
        bookerFieldRules,
      ),
    ).toEqual({ valid: true, errors: {} });
  });
});

describe('zod helpers for the server', () => {
  it('report the spec message as the issue message', () => {
    const result = zodRules(bookerFieldRules.phonenumber).safeParse('123');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Masukan min 9 & max 15 digit angka ');
  });

  it('build the booker schemas in wire names', () => {
    const schemas = bookerZodSchemas();
    expect(schemas.pemesan_nama.safeParse('Budi Santoso').success).toBe(true);
    expect(schemas.pemesan_email.safeParse('x').error?.issues[0]?.message).toBe(
      'Format email tidak valid',
    );
    expect(schemas.nama_penumpang.safeParse('  ').error?.issues[0]?.message).toBe(
      'Harap isi nama penumpang',
    );
  });
});

describe('validateLoginInput', () => {
  it('asks for a value when empty', () => {
    expect(validateLoginInput('')).toEqual({
      ok: false,
      message: 'Harap isi dengan nomor telepon atau email ',
    });
    expect(validateLoginInput('   ').ok).toBe(false);
    expect(loginMessages.empty).toBe('Harap isi dengan nomor telepon atau email ');
  });

  it('accepts an e-mail', () => {
    expect(validateLoginInput('budi@mail.com')).toEqual({
      ok: true,
      kind: 'email',
      email: 'budi@mail.com',
    });
  });

  it('rejects text that is neither an e-mail nor digits', () => {
    expect(validateLoginInput('budi@mail')).toEqual({
      ok: false,
      message: loginMessages.emailFormat,
    });
    expect(validateLoginInput('budi')).toEqual({ ok: false, message: loginMessages.emailFormat });
    expect(loginMessages.emailFormat).toMatch(/^Format email harus /);
  });

  it('needs at least 10 digits for a phone', () => {
    expect(validateLoginInput('081234567')).toEqual({
      ok: false,
      message: 'Nomor telepon tidak sesuai, min 10 digit',
    });
    expect(validateLoginInput('0812-3456-78')).toEqual({
      ok: true,
      kind: 'phone',
      phonenumber: '0812345678',
    });
  });

  it('converts to the international form and cleans the OTP', () => {
    expect(toInternationalPhone('081234567890')).toBe('+6281234567890');
    expect(toInternationalPhone('6281234567890')).toBe('+6281234567890');
    expect(sanitizeOtp('12 34-5678')).toBe('123456');
  });
});

describe('signup names', () => {
  it('requires a name only after a submit attempt', () => {
    expect(validateSignupName('', false)).toBeNull();
    expect(validateSignupName('', true)).toBe('Wajib Di Isi');
    expect(signupNameMessages.required).toBe('Wajib Di Isi');
  });

  it('accepts letters only', () => {
    expect(validateSignupName('Budi1', false)).toBe('Gunakan hanya abjad, contoh Budi');
    expect(validateSignupName('Budi', true)).toBeNull();
  });

  it('is valid only when both names pass, and joins them with a space', () => {
    expect(isSignupFormValid('Budi', '')).toBe(false);
    expect(isSignupFormValid('Budi', 'Santoso')).toBe(true);
    expect(signupFullName(' Budi ', 'Santoso')).toBe('Budi Santoso');
  });
});

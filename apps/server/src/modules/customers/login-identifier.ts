import { AppError } from '../../http/app-error.js';

/** Who signs in: an e-mail (lower-cased) or a phone in national 0812... form. */
export type LoginIdentifier =
  { channel: 'email'; value: string } | { channel: 'sms'; value: string };

/** Indonesian mobile numbers: 0 and 9 to 14 more digits in national form. */
const NATIONAL_PHONE = /^0\d{9,14}$/;

/** '+62 812-3456-7890', '6281234567890', '81234567890' and '081234567890' are one phone. */
export function nationalPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.startsWith('62')) return `0${digits.slice(2)}`;
  if (digits.startsWith('8')) return `0${digits}`;
  return digits;
}

/** The form SMS gateways want: the leading 0 replaced by the country code 62. */
export function internationalPhone(national: string): string {
  return `62${national.slice(1)}`;
}

export function emailIdentifier(email: string): LoginIdentifier {
  return { channel: 'email', value: email.trim().toLowerCase() };
}

/** A phone as stored; VALIDATION_ERROR naming `telp` when it is no Indonesian number. */
export function phoneIdentifier(phone: string): LoginIdentifier {
  const national = nationalPhone(phone);
  if (!NATIONAL_PHONE.test(national)) {
    const message = 'Nomor telepon tidak sesuai, gunakan nomor Indonesia (08... atau 62...)';
    throw new AppError('VALIDATION_ERROR', `Data tidak valid pada telp: ${message}`, {
      fields: [{ field: 'telp', message }],
    });
  }
  return { channel: 'sms', value: national };
}

/** Where the code went, partly hidden: 'bu***@example.com', '0812****7890'. */
export function maskedDestination(identifier: LoginIdentifier): string {
  if (identifier.channel === 'email') {
    const at = identifier.value.lastIndexOf('@');
    const local = identifier.value.slice(0, at);
    return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}***${identifier.value.slice(at)}`;
  }
  const phone = identifier.value;
  return `${phone.slice(0, 4)}${'*'.repeat(Math.max(0, phone.length - 8))}${phone.slice(-4)}`;
}

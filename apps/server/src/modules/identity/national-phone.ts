/**
 * A phone number as a provider or a person writes it (`+62 812-3456-7890`,
 * `6281234567890`, `0812 3456 7890`) in the national form the site keeps
 * (`081234567890`), or null. Indonesian numbers only: the site's SMS, booking forms and
 * phone rules know no other country, so a foreign number is no usable phone here.
 */
export function nationalPhone(value: string): string | null {
  const compact = value.replace(/[\s().-]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  const digits = compact.replace(/^\+/, '');
  let national: string;
  if (digits.startsWith('62')) national = `0${digits.slice(2)}`;
  else if (digits.startsWith('0') && !compact.startsWith('+')) national = digits;
  else return null;
  // The national numbering plan: 0, then 9 to 14 digits not starting with 0.
  return /^0[1-9]\d{8,13}$/.test(national) ? national : null;
}

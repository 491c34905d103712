import type { CustomerProfile, CustomerUpdateBody } from '@lintas/domain/customer-schemas';
import { validateSignupName } from '@lintas/domain/validators';
import { OTHER_OCCUPATION_ID } from './occupations';

/** What the profile form edits, as the inputs hold it (strings; '' = not chosen). */
export interface ProfileFormValues {
  nama: string;
  jenis_kelamin: '' | 'L' | 'P';
  tanggal_lahir: string;
  pekerjaan_id: string;
  pekerjaan_lainnya: string;
}

export type ProfileFormErrors = Partial<Record<keyof ProfileFormValues, string>>;

export const profileMessages = {
  nameTooLong: 'Nama terlalu panjang, maksimal 65 karakter',
  birthDateInvalid: 'Tanggal lahir tidak valid',
  birthDateFuture: 'Tanggal lahir tidak boleh setelah hari ini',
  otherRequired: 'Harap isi pekerjaan Anda',
} as const;

/** The full name (first + ' ' + last) may hold 32 + 1 + 32 characters, as the server allows. */
export const PROFILE_NAME_MAX = 65;
export const OTHER_OCCUPATION_MAX = 64;
export const EARLIEST_BIRTH_DATE = '1900-01-01';

export function toFormValues(profile: CustomerProfile): ProfileFormValues {
  return {
    nama: profile.nama,
    jenis_kelamin: profile.jenis_kelamin ?? '',
    tanggal_lahir: profile.tanggal_lahir?.slice(0, 10) ?? '',
    pekerjaan_id: profile.pekerjaan_id === null ? '' : String(profile.pekerjaan_id),
    pekerjaan_lainnya: profile.pekerjaan_lainnya ?? '',
  };
}

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** `today` is the local date as YYYY-MM-DD (a birth date is a calendar date, not an instant). */
export function validateProfile(values: ProfileFormValues, today: string): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  const nameError = validateSignupName(values.nama, true);
  if (nameError) errors.nama = nameError;
  else if (values.nama.trim().length > PROFILE_NAME_MAX) errors.nama = profileMessages.nameTooLong;
  if (values.tanggal_lahir !== '') {
    if (!isRealDate(values.tanggal_lahir) || values.tanggal_lahir < EARLIEST_BIRTH_DATE)
      errors.tanggal_lahir = profileMessages.birthDateInvalid;
    else if (values.tanggal_lahir > today) errors.tanggal_lahir = profileMessages.birthDateFuture;
  }
  if (Number(values.pekerjaan_id) === OTHER_OCCUPATION_ID && values.pekerjaan_lainnya.trim() === '')
    errors.pekerjaan_lainnya = profileMessages.otherRequired;
  return errors;
}

/** The form-encoded body of customer-update-data: only what is filled in. */
export function toUpdateBody(values: ProfileFormValues): CustomerUpdateBody {
  const occupation = values.pekerjaan_id === '' ? null : Number(values.pekerjaan_id);
  return {
    nama: values.nama.trim().replace(/\s+/g, ' '),
    ...(values.jenis_kelamin ? { jenis_kelamin: values.jenis_kelamin } : {}),
    ...(values.tanggal_lahir ? { tanggal_lahir: values.tanggal_lahir } : {}),
    ...(occupation !== null ? { pekerjaan_id: occupation } : {}),
    ...(occupation === OTHER_OCCUPATION_ID
      ? { pekerjaan_lainnya: values.pekerjaan_lainnya.trim() }
      : {}),
  };
}

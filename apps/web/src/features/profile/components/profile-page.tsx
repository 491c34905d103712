import type { CustomerProfile } from '@lintas/domain/customer-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { customerProfileKey, useCustomerProfile } from '../../../hooks/use-customer-profile';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { updateCustomerData } from '../../../lib/customer-api';
import { isLoggedIn } from '../../../lib/session';
import { toast } from '../../../stores/toast-store';
import { useViewMode } from '../../../stores/view-mode-store';
import { OTHER_OCCUPATION_ID, occupationLabel, occupations } from '../lib/occupations';
import {
  EARLIEST_BIRTH_DATE,
  OTHER_OCCUPATION_MAX,
  PROFILE_NAME_MAX,
  toFormValues,
  toUpdateBody,
  validateProfile,
  type ProfileFormErrors,
  type ProfileFormValues,
} from '../lib/profile-form';
import styles from './profile.module.css';

export const profileTexts = {
  loading: 'Memuat profil…',
  loadFailed: 'Profil tidak dapat dimuat',
  name: 'Nama Lengkap',
  gender: 'Jenis Kelamin',
  male: 'Laki-laki',
  female: 'Perempuan',
  birthDate: 'Tanggal Lahir',
  occupation: 'Pekerjaan',
  chooseOccupation: 'Pilih pekerjaan',
  otherOccupation: 'Sebutkan pekerjaan Anda',
  email: 'Email',
  phone: 'Nomor Telepon',
  points: 'Poin Saya',
  referral: 'Ajak teman ke Lintas →',
  save: 'Simpan Perubahan',
  saving: 'Menyimpan…',
  saved: 'Perubahan tersimpan',
  updateFailed: 'Gagal Mengirim Permintaan',
  checkFields: 'Periksa kembali data yang ditandai merah.',
} as const;

function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * /profil: the customer sees and edits name, gender (L/P), birth date and occupation
 * (customer-update-data, form-encoded). A guest is sent to /login and comes back here.
 */
export function ProfilePage() {
  const [loggedIn] = useState(isLoggedIn);
  const profile = useCustomerProfile();

  if (!loggedIn) return <Navigate to={paths.login.getHref(paths.profile.getHref())} replace />;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{paths.profile.title}</h1>
      {profile.data ? (
        <ProfileForm profile={profile.data} />
      ) : profile.isError ? (
        <ErrorState
          title={profileTexts.loadFailed}
          message={errorMessage(profile.error)}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <SkeletonCard lines={5} label={profileTexts.loading} />
      )}
    </div>
  );
}

/** Ids of the inputs, so a failed submit can move focus to the first field in error. */
const fieldId = (key: keyof ProfileFormValues) => `profile-${key}`;

function sameValues(a: ProfileFormValues, b: ProfileFormValues): boolean {
  return (Object.keys(a) as Array<keyof ProfileFormValues>).every((key) => a[key] === b[key]);
}

function ProfileForm({ profile }: { profile: CustomerProfile }) {
  const desktop = useViewMode() === 'd';
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<ProfileFormValues>(() => toFormValues(profile));
  const [values, setValues] = useState<ProfileFormValues>(saved);
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const today = localToday();
  const dirty = !sameValues(values, saved);
  const knownOccupation = occupations.some((item) => String(item.id) === values.pekerjaan_id);

  function change<K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) {
    const next = { ...values, [key]: value };
    setValues(next);
    setJustSaved(false);
    // A field showing an error is checked again as the person fixes it.
    if (errors[key])
      setErrors((current) => ({ ...current, [key]: validateProfile(next, today)[key] }));
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = validateProfile(values, today);
    setErrors(found);
    const first = (Object.keys(found) as Array<keyof ProfileFormValues>)[0];
    if (first) {
      setFormError(profileTexts.checkFields);
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    setFormError(null);
    setSaving(true);
    try {
      await updateCustomerData(toUpdateBody(values));
      setSaved(values);
      setJustSaved(true);
      toast(profileTexts.saved, { duration: 3000 });
      // The header shows the name: read the profile again from the server.
      void queryClient.invalidateQueries({ queryKey: customerProfileKey });
    } catch (failure) {
      toast(profileTexts.updateFailed, { type: 'error', duration: 3000 });
      setFormError(
        failure instanceof ApiError && failure.httpStatus >= 400 && failure.httpStatus < 500
          ? failure.message
          : profileTexts.updateFailed,
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={`${styles.layout} ${desktop ? styles.desktop : ''}`}>
      <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id={fieldId('nama')}
          label={profileTexts.name}
          name="nama"
          value={values.nama}
          autoComplete="name"
          required
          maxLength={PROFILE_NAME_MAX}
          error={errors.nama}
          onChange={(event) => change('nama', event.target.value.slice(0, PROFILE_NAME_MAX))}
        />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{profileTexts.gender}</legend>
          <div className={styles.radios}>
            {(
              [
                ['L', profileTexts.male],
                ['P', profileTexts.female],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className={styles.radio}>
                <input
                  type="radio"
                  name="jenis_kelamin"
                  value={value}
                  checked={values.jenis_kelamin === value}
                  onChange={() => change('jenis_kelamin', value)}
                />
                <span>{label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          id={fieldId('tanggal_lahir')}
          label={profileTexts.birthDate}
          name="tanggal_lahir"
          type="date"
          value={values.tanggal_lahir}
          min={EARLIEST_BIRTH_DATE}
          max={today}
          autoComplete="bday"
          error={errors.tanggal_lahir}
          onChange={(event) => change('tanggal_lahir', event.target.value)}
        />
        <div className={styles.field}>
          <label className={styles.label} htmlFor={fieldId('pekerjaan_id')}>
            {profileTexts.occupation}
          </label>
          <select
            id={fieldId('pekerjaan_id')}
            className={styles.select}
            name="pekerjaan_id"
            value={values.pekerjaan_id}
            onChange={(event) => change('pekerjaan_id', event.target.value)}
          >
            <option value="">{profileTexts.chooseOccupation}</option>
            {occupations.map((item) => (
              <option key={item.id} value={String(item.id)}>
                {item.label}
              </option>
            ))}
            {values.pekerjaan_id !== '' && !knownOccupation ? (
              <option value={values.pekerjaan_id}>
                {occupationLabel(Number(values.pekerjaan_id))}
              </option>
            ) : null}
          </select>
        </div>
        {Number(values.pekerjaan_id) === OTHER_OCCUPATION_ID ? (
          <TextField
            id={fieldId('pekerjaan_lainnya')}
            label={profileTexts.otherOccupation}
            name="pekerjaan_lainnya"
            value={values.pekerjaan_lainnya}
            required
            maxLength={OTHER_OCCUPATION_MAX}
            error={errors.pekerjaan_lainnya}
            onChange={(event) =>
              change('pekerjaan_lainnya', event.target.value.slice(0, OTHER_OCCUPATION_MAX))
            }
          />
        ) : null}
        {formError ? (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button
            type="submit"
            loading={saving}
            loadingText={profileTexts.saving}
            disabled={!dirty}
          >
            {profileTexts.save}
          </Button>
          <span className={styles.savedNote} role="status">
            {justSaved && !dirty ? `✓ ${profileTexts.saved}` : ''}
          </span>
        </div>
      </form>
      <aside className={styles.card} aria-label="Kontak dan poin">
        <dl className={styles.facts}>
          {profile.email ? (
            <div>
              <dt>{profileTexts.email}</dt>
              <dd>{profile.email}</dd>
            </div>
          ) : null}
          {profile.telp ? (
            <div>
              <dt>{profileTexts.phone}</dt>
              <dd>{profile.telp}</dd>
            </div>
          ) : null}
          <div>
            <dt>{profileTexts.points}</dt>
            <dd>{profile.poin.toLocaleString('id-ID')}</dd>
          </div>
        </dl>
        <p className={styles.referralLink}>
          <Link to={paths.referral.getHref()}>{profileTexts.referral}</Link>
        </p>
      </aside>
    </div>
  );
}

import type { CustomerProfile } from '@lintas/domain/customer-schemas';
import { signupFullName, validateSignupName } from '@lintas/domain/validators';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { customerProfileKey, useCustomerProfile } from '../../../hooks/use-customer-profile';
import { trackRegistration } from '../../../lib/ad-tracker';
import { ApiError } from '../../../lib/api-client';
import { updateCustomerData } from '../../../lib/customer-api';
import { isLoggedIn } from '../../../lib/session';
import { hideLoading, showLoading, withLoading } from '../../../stores/loading-store';
import { toast } from '../../../stores/toast-store';
import { useViewMode } from '../../../stores/view-mode-store';
import { authToastDuration } from '../lib/login-texts';
import styles from './auth.module.css';

export const signupTexts = {
  lead: 'Satu langkah lagi. Nama ini kami pakai untuk mengisi data pemesan secara otomatis.',
  firstName: 'Nama Depan',
  firstNamePlaceholder: 'Masukan nama depan',
  lastName: 'Nama Belakang',
  lastNamePlaceholder: 'Masukan nama belakang',
  email: 'Email',
  phone: 'Nomor Telepon',
  submit: 'Lanjutkan',
  waiting: 'Harap Tunggu ...',
  success: 'Berhasil Mendaftar',
  profileFailed: 'Maaf, permintaan gagal',
  updateFailed: 'Gagal Mengirim Permintaan',
} as const;

/** Spec §9: name fields hold at most 32 characters. */
const SIGNUP_NAME_MAX = 32;

/**
 * /signup (spec §2, §4 "Signup"): right after the first login, the customer gives a first
 * and last name. No cookie: to /login. The profile cannot be read: an error state with a
 * toast. The profile has a name already: to '/'. Otherwise the form.
 */
export function SignupPage() {
  const [hasCookie] = useState(isLoggedIn);
  const profile = useCustomerProfile();
  const { isError, errorUpdatedAt, isFetching } = profile;

  // Spec §2: the loading overlay covers the page while the profile loads.
  useEffect(() => {
    if (!isFetching) return;
    showLoading();
    return hideLoading;
  }, [isFetching]);

  useEffect(() => {
    if (isError) toast(signupTexts.profileFailed, { type: 'error', duration: authToastDuration });
  }, [isError, errorUpdatedAt]);

  if (!hasCookie) return <Navigate to={paths.login.getHref()} replace />;
  if (profile.data) {
    if (profile.data.nama.trim() !== '') return <Navigate to={paths.home.getHref()} replace />;
    return <SignupForm profile={profile.data} />;
  }
  if (isError)
    return (
      <div className={styles.narrow}>
        <h1 className={styles.title}>{paths.signup.title}</h1>
        <ErrorState message={signupTexts.profileFailed} onRetry={() => void profile.refetch()} />
      </div>
    );
  return (
    <div className={styles.narrow} aria-busy="true">
      <h1 className={styles.title}>{paths.signup.title}</h1>
      <SkeletonCard lines={4} label="Memuat profil…" />
    </div>
  );
}

function SignupForm({ profile }: { profile: CustomerProfile }) {
  const desktop = useViewMode() === 'd';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const firstRef = useRef<HTMLInputElement>(null);
  const lastRef = useRef<HTMLInputElement>(null);

  const firstError = validateSignupName(firstName, submitted);
  const lastError = validateSignupName(lastName, submitted);
  const viaEmail = Boolean(profile.email);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const errors = [validateSignupName(firstName, true), validateSignupName(lastName, true)];
    if (errors[0]) return firstRef.current?.focus();
    if (errors[1]) return lastRef.current?.focus();
    const nama = signupFullName(firstName, lastName);
    setBusy(true);
    setFormError(null);
    try {
      await withLoading(updateCustomerData({ nama }));
    } catch (failure) {
      setBusy(false);
      toast(signupTexts.updateFailed, { type: 'error', duration: authToastDuration });
      // The server's own reason (an invalid name) helps more than 'gagal' alone.
      if (failure instanceof ApiError && failure.httpStatus >= 400 && failure.httpStatus < 500)
        setFormError(failure.message);
      return;
    }
    trackRegistration({ method: viaEmail ? 'email' : 'phone' });
    toast(signupTexts.success, { duration: authToastDuration });
    queryClient.setQueryData<CustomerProfile>(customerProfileKey, { ...profile, nama });
    await navigate(paths.home.getHref(), { replace: true });
  };

  return (
    <div className={`${styles.narrow} ${desktop ? styles.desktop : ''}`}>
      <section className={styles.card}>
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <h1 className={styles.title}>{paths.signup.title}</h1>
          <p className={styles.lead}>{signupTexts.lead}</p>
          <div className={styles.nameRow}>
            <TextField
              ref={firstRef}
              label={signupTexts.firstName}
              name="firstName"
              value={firstName}
              placeholder={signupTexts.firstNamePlaceholder}
              autoComplete="given-name"
              maxLength={SIGNUP_NAME_MAX}
              required
              error={firstError}
              onChange={(event) => setFirstName(event.target.value.slice(0, SIGNUP_NAME_MAX))}
            />
            <TextField
              ref={lastRef}
              label={signupTexts.lastName}
              name="lastName"
              value={lastName}
              placeholder={signupTexts.lastNamePlaceholder}
              autoComplete="family-name"
              maxLength={SIGNUP_NAME_MAX}
              required
              error={lastError}
              onChange={(event) => setLastName(event.target.value.slice(0, SIGNUP_NAME_MAX))}
            />
          </div>
          <TextField
            label={viaEmail ? signupTexts.email : signupTexts.phone}
            name={viaEmail ? 'email' : 'telp'}
            value={(viaEmail ? profile.email : profile.telp) ?? ''}
            readOnly
            className={styles.readonly}
          />
          {formError ? (
            <p className={styles.formError} role="alert">
              {formError}
            </p>
          ) : null}
          <Button type="submit" block loading={busy} loadingText={signupTexts.waiting}>
            {signupTexts.submit}
          </Button>
        </form>
      </section>
    </div>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { PageTitle } from '../../../components/seo/page-title';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { saveStaffSession, staffSessionEnd, useStaffSession } from '../../../lib/staff-session';
import { useStaffLogin } from '../api/staff-login';
import { consoleRedirect } from '../lib/redirect';
import styles from './operator.module.css';

interface FieldErrors {
  email?: string;
  password?: string;
}

/** The same rules as the server's schema, checked first so a slip costs no failed attempt. */
function validate(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!email.trim()) errors.email = 'Email wajib diisi';
  else if (!/^[^\s@]+@[^\s@]+$/.test(email.trim())) errors.email = 'Format email tidak valid';
  if (!password) errors.password = 'Kata sandi wajib diisi';
  return errors;
}

/** A 429's wait, from the limiter's details, in words. */
function retryHint(error: ApiError): string {
  const seconds = (error.details as { retry_after_detik?: unknown } | undefined)?.retry_after_detik;
  if (typeof seconds !== 'number' || seconds <= 0) return '';
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? ' Coba lagi dalam 1 menit.' : ` Coba lagi dalam ${minutes} menit.`;
}

function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Terjadi kesalahan. Silakan coba lagi.';
  if (error.code === 'RATE_LIMITED') return error.message + retryHint(error);
  return error.message;
}

/**
 * /operator/masuk: staff sign-in. The token goes to the staff session (sessionStorage),
 * never to the customer's cookie; then back to `red` (a console page) or the departures.
 */
export function StaffLoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useStaffSession();
  const login = useStaffLogin();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [ended] = useState(staffSessionEnd);
  const target = consoleRedirect(params.get('red'));

  // Already signed in (a bookmark of this screen, the back button): straight on. After a
  // sign-in, onSuccess navigates itself, so this only serves an arrival.
  if (session && login.isIdle) return <Navigate to={target} replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(email, password);
    setErrors(found);
    if (found.email || found.password) return;
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (result) => {
          // The last staff member's cached answers (an admin's every operator) go first.
          queryClient.removeQueries({ queryKey: ['staff'] });
          saveStaffSession(result);
          void navigate(target, { replace: true });
        },
      },
    );
  };

  const serverError = login.isError ? loginErrorMessage(login.error) : null;

  return (
    <div className={styles.loginScreen}>
      <PageTitle title={paths.operatorLogin.title} />
      <main className={styles.loginCard}>
        <p className={styles.loginBrand}>
          <span className={styles.brandMark} aria-hidden="true" />
          Lintas · Konsol Operator
        </p>
        <h1>Masuk Petugas</h1>
        <p className={styles.muted}>
          Untuk admin dan petugas operator. Pelanggan masuk lewat halaman Login biasa.
        </p>
        {ended === 'expired' && !serverError ? (
          <p className={styles.noticeInfo} role="status">
            Sesi petugas telah berakhir. Silakan masuk kembali.
          </p>
        ) : null}
        {serverError ? (
          <p className={styles.noticeError} role="alert">
            {serverError}
          </p>
        ) : null}
        <form onSubmit={onSubmit} noValidate>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            required
            value={email}
            error={errors.email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            label="Kata sandi"
            type={showPassword ? 'text' : 'password'}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            error={errors.password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              checked={showPassword}
              onChange={(event) => setShowPassword(event.target.checked)}
            />
            Tampilkan kata sandi
          </label>
          <Button type="submit" block loading={login.isPending} loadingText="Memeriksa…">
            Masuk
          </Button>
        </form>
      </main>
    </div>
  );
}

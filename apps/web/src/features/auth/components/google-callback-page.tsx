import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { customerLogin } from '../api/customer-login';
import { finishLogin } from '../lib/finish-login';
import { clearPendingSignIn, readGoogleCallback, readPendingSignIn } from '../lib/google-sign-in';
import { EMPTY_AUTH } from '../lib/login-texts';
import styles from './auth.module.css';

const googleCallbackTexts = {
  working: 'Harap Tunggu ...',
  failedTitle: 'Masuk dengan Google gagal',
  cancelled: 'Masuk dengan Google dibatalkan. Silakan coba lagi atau gunakan nomor telepon/email.',
  invalid: 'Tautan masuk ini tidak berlaku atau sudah dipakai. Silakan ulangi dari halaman Login.',
  backToLogin: 'Kembali ke Login',
} as const;

/**
 * /login/google: where the identity provider sends the browser back with
 * `#id_token=...&state=...`. The fragment is read on arrival and wiped from the address
 * bar and history at once (an ID token must not linger there), then exchanged at
 * customer-login with tipe 'firebase-email'; afterwards the same way as an OTP login
 * (finishLogin: signup for a new customer, else the `red` path or '/').
 */
export function GoogleCallbackPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [callback] = useState(() => readGoogleCallback(location.hash, readPendingSignIn()));
  const [loginFailure, setLoginFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once per visit: the fragment wipe below changes the location and re-runs effects.
    if (started.current) return;
    started.current = true;
    clearPendingSignIn();
    void navigate({ pathname: paths.loginGoogle.path, search: '', hash: '' }, { replace: true });
    if (!callback.ok) return;
    customerLogin({
      tipe: 'firebase-email',
      auth: EMPTY_AUTH,
      token_firebase: callback.idToken,
      ...(callback.email ? { email: callback.email } : {}),
    })
      .then((result) => finishLogin(result.token, { queryClient, navigate, red: callback.red }))
      .catch((error: unknown) => setLoginFailure(errorMessage(error)));
  }, [callback, navigate, queryClient]);

  const failure = callback.ok
    ? loginFailure
    : callback.reason === 'cancelled'
      ? googleCallbackTexts.cancelled
      : googleCallbackTexts.invalid;

  return (
    <div className={styles.narrow}>
      <section className={styles.card}>
        <h1 className={styles.title}>{paths.loginGoogle.title}</h1>
        {failure ? (
          <ErrorState
            title={googleCallbackTexts.failedTitle}
            message={failure}
            action={<Link to={paths.login.getHref()}>{googleCallbackTexts.backToLogin}</Link>}
          />
        ) : (
          <p className={styles.lead} role="status">
            <Spinner size={18} tone="dark" /> {googleCallbackTexts.working}
          </p>
        )}
      </section>
    </div>
  );
}

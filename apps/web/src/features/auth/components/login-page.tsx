import { validateLoginInput } from '@lintas/domain/validators';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { isLoggedIn } from '../../../lib/session';
import { toast } from '../../../stores/toast-store';
import { useViewMode } from '../../../stores/view-mode-store';
import { requestLoginOtp } from '../api/request-login-otp';
import { finishLogin } from '../lib/finish-login';
import { startGoogleSignIn } from '../lib/google-sign-in';
import {
  authToastDuration,
  loginTexts,
  toIdentifier,
  type LoginIdentifier,
} from '../lib/login-texts';
import { BenefitsPanel } from './benefits-panel';
import { OtpStep } from './otp-step';
import styles from './auth.module.css';

/**
 * /login (spec §2, §4 "Login"): step 1 asks for a phone number or an e-mail and requests
 * a code; step 2 (OtpStep) takes the code. Beside the form on desktop, below it on a
 * phone: the benefits of an account. Someone already logged in is sent to '/'.
 */
export function LoginPage() {
  // Decided once, on arrival: after a successful login the cookie exists too, and then
  // finishLogin (not this guard) decides between signup and the `red` path.
  const [arrivedLoggedIn] = useState(isLoggedIn);
  const desktop = useViewMode() === 'd';
  const [searchParams] = useSearchParams();
  const red = searchParams.get('red');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [requesting, setRequesting] = useState(false);
  const [otpSession, setOtpSession] = useState<{
    identifier: LoginIdentifier;
    auth: string;
  } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  if (arrivedLoggedIn) return <Navigate to={paths.home.getHref()} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (requesting) return;
    const checked = validateLoginInput(value);
    if (!checked.ok) {
      setError(checked.message);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    const identifier = toIdentifier(checked, value);
    setRequesting(true);
    try {
      const result = await requestLoginOtp(identifier.requestBody);
      setOtpSession({ identifier, auth: result.auth });
    } catch (failure) {
      if (failure instanceof ApiError && failure.isAborted) return;
      toast(otpRequestFailureText(failure), { type: 'error', duration: authToastDuration });
    } finally {
      setRequesting(false);
    }
  };

  const form = otpSession ? (
    <OtpStep
      identifier={otpSession.identifier}
      initialAuth={otpSession.auth}
      onBack={() => {
        setOtpSession(null);
        requestAnimationFrame(() => inputRef.current?.focus());
      }}
      onLoggedIn={(token) => finishLogin(token, { queryClient, navigate, red })}
    />
  ) : (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <h1 className={styles.title}>{paths.login.title}</h1>
      <p className={styles.lead}>{loginTexts.lead}</p>
      <TextField
        ref={inputRef}
        label={loginTexts.inputLabel}
        name="emailPhonenumber"
        value={value}
        placeholder={loginTexts.inputPlaceholder}
        autoComplete="username"
        maxLength={254}
        error={error}
        onChange={(event) => {
          const next = event.target.value;
          setValue(next);
          // Spec §4 "Login" 4: clearing the field clears the message.
          if (next === '') setError(null);
        }}
      />
      <Button type="submit" block loading={requesting} loadingText={loginTexts.waiting}>
        {loginTexts.submit}
      </Button>
      <div className={styles.divider} role="separator">
        <span>{loginTexts.divider}</span>
      </div>
      <Button variant="secondary" block onClick={() => startGoogleSignIn(red)}>
        <GoogleMark />
        {loginTexts.google}
      </Button>
    </form>
  );

  return (
    <div className={`${styles.layout} ${desktop ? styles.desktop : styles.mobile}`}>
      <section className={styles.card}>{form}</section>
      <BenefitsPanel />
    </div>
  );
}

function otpRequestFailureText(failure: unknown): string {
  // Too many requests: the server says how long to wait, which helps more than 'gagal'.
  if (
    failure instanceof ApiError &&
    (failure.code === 'RATE_LIMITED' || failure.kind === 'network')
  )
    return failure.message;
  return loginTexts.otpRequestFailed;
}

function GoogleMark() {
  return (
    <svg
      className={styles.googleMark}
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
    >
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z"
      />
    </svg>
  );
}

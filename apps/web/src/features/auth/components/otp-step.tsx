import { OTP_LENGTH, sanitizeOtp } from '@lintas/domain/validators';
import { useEffect, useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useSecondsCountdown } from '../../../hooks/use-countdown';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../stores/toast-store';
import { customerLogin } from '../api/customer-login';
import { requestLoginOtp } from '../api/request-login-otp';
import {
  authToastDuration,
  loginTexts,
  OTP_RESEND_CHANCES,
  OTP_RESEND_SECONDS,
  type LoginIdentifier,
} from '../lib/login-texts';
import styles from './auth.module.css';

export interface OtpStepProps {
  identifier: LoginIdentifier;
  /** The OTP session of the first request; a resend brings a new one. */
  initialAuth: string;
  onBack: () => void;
  /** Called with the bearer token; the step keeps showing 'Harap Tunggu ...' meanwhile. */
  onLoggedIn: (token: string) => Promise<unknown>;
}

/**
 * Step 2 of /login (spec §2, §4 "Login" 2-3): the 6-digit code (digits only; a paste is
 * cut to 6; Enter submits), the resend countdown (60 s, then 'Kirim ulang' while chances
 * last, 2 of them) and 'Verifikasi OTP'.
 */
export function OtpStep({ identifier, initialAuth, onBack, onLoggedIn }: OtpStepProps) {
  const [otp, setOtp] = useState('');
  const [auth, setAuth] = useState(initialAuth);
  const [chances, setChances] = useState<number>(OTP_RESEND_CHANCES);
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const countdown = useSecondsCountdown(OTP_RESEND_SECONDS);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => inputRef.current?.focus(), []);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (verifying) return;
    if (otp.length !== OTP_LENGTH) {
      setError(loginTexts.otpLength);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setVerifying(true);
    try {
      const result = await customerLogin(identifier.loginBody(auth, otp));
      await onLoggedIn(result.token);
    } catch (failure) {
      setVerifying(false);
      toast(loginFailureText(failure), { type: 'error', duration: authToastDuration });
      inputRef.current?.select();
    }
  };

  const resend = async () => {
    if (resending || countdown.running || chances <= 0) return;
    setResending(true);
    try {
      const result = await requestLoginOtp(identifier.requestBody);
      setAuth(result.auth);
      setChances((left) => left - 1);
      countdown.restart();
      setOtp('');
      inputRef.current?.focus();
    } catch (failure) {
      if (failure instanceof ApiError && failure.isAborted) return;
      const text =
        failure instanceof ApiError && failure.code === 'RATE_LIMITED'
          ? failure.message
          : loginTexts.otpRequestFailed;
      toast(text, { type: 'error', duration: authToastDuration });
    } finally {
      setResending(false);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    setOtp(sanitizeOtp(event.clipboardData.getData('text')));
    setError(null);
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <button type="button" className={styles.backLink} onClick={onBack}>
        <span aria-hidden="true">←</span> {loginTexts.back}
      </button>
      <h1 className={styles.title}>{loginTexts.otpTitle}</h1>
      <p className={styles.lead}>
        {loginTexts.sentTo} <strong className={styles.target}>{identifier.display}</strong>
      </p>
      <TextField
        ref={inputRef}
        label={loginTexts.otpLabel}
        name="otp"
        value={otp}
        placeholder={loginTexts.otpPlaceholder}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        className={styles.otpField}
        error={error}
        onPaste={onPaste}
        onChange={(event) => {
          setOtp(sanitizeOtp(event.target.value));
          if (error) setError(null);
        }}
      />
      <p className={styles.resend}>
        {countdown.running ? (
          loginTexts.resendIn(countdown.secondsLeft)
        ) : chances > 0 ? (
          <>
            {loginTexts.resendAsk}{' '}
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => void resend()}
              disabled={resending}
              aria-busy={resending || undefined}
            >
              {loginTexts.resendAction}
            </button>
          </>
        ) : (
          loginTexts.resendExhausted
        )}
      </p>
      <Button type="submit" block loading={verifying} loadingText={loginTexts.waiting}>
        {loginTexts.verify}
      </Button>
    </form>
  );
}

function loginFailureText(failure: unknown): string {
  // No answer, or too many tries: the wrong-code toast would send the person retyping a
  // code that may well be right.
  if (
    failure instanceof ApiError &&
    (failure.code === 'RATE_LIMITED' ||
      failure.kind === 'network' ||
      failure.kind === 'timeout' ||
      failure.httpStatus >= 500)
  )
    return failure.message;
  return loginTexts.otpWrong;
}

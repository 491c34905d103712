import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { openAccessLink } from '../../../lib/guest-lookup';
import styles from './reservation.module.css';

/**
 * /reservasi/<kode>?akses=<token>: the link e-mailed to the booker (issue 22). The token
 * is exchanged once for this device's guest token, then the address loses it (a reload, a
 * shared screenshot or the history no longer carry it) and the booking opens as usual.
 * An expired or wrong link says so and points to Cek Pesanan for a new one.
 */
export function AccessLinkOpener({ code, token }: { code: string; token: string }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    openAccessLink(code, token).then(
      () => {
        if (!cancelled) void navigate(paths.reservation.getHref(code), { replace: true });
      },
      (caught: unknown) => {
        if (cancelled || (caught instanceof ApiError && caught.isAborted)) return;
        setError(errorMessage(caught));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [code, token, attempt, navigate]);

  if (!error) return <SkeletonCard lines={4} label="Membuka pesanan dari tautan…" />;
  return (
    <div className={styles.card}>
      <ErrorState
        title="Tautan tidak dapat membuka pesanan"
        message={error}
        onRetry={() => {
          setError(null);
          setAttempt((n) => n + 1);
        }}
      />
      <p className={styles.muted}>
        Minta tautan baru atau buka dengan email atau nomor telepon pemesan di{' '}
        <Link to={paths.lookup.getHref(code)}>Cek Pesanan</Link>.
      </p>
    </div>
  );
}

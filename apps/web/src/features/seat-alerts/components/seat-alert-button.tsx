import type { SeatAlertBody } from '@lintas/domain/seat-alert-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { isLoggedIn } from '../../../lib/session';
import { useCreateSeatAlert } from '../api/create-seat-alert';
import { useSeatAlerts } from '../api/get-seat-alerts';
import styles from './seat-alert.module.css';

export const seatAlertTexts = {
  ask: 'Kabari Saya Jika Ada Kursi',
  loginHint: 'Masuk agar kami dapat mengabari Anda lewat e-mail atau SMS.',
  asked:
    'Kami akan mengabari Anda lewat e-mail atau SMS begitu ada kursi yang kosong untuk keberangkatan ini.',
  exists: 'Anda sudah meminta kabar untuk keberangkatan ini.',
} as const;

type Outcome = { kind: 'success' | 'info' | 'error'; text: string };

/**
 * Under a sold-out departure: a logged-in customer asks to be told when a seat frees (the
 * earliest askers are told first, by e-mail/SMS with a link to the seat map); a guest is
 * sent to /login and back here. Shows what the customer already asked for.
 */
export function SeatAlertButton({ departure }: { departure: SeatAlertBody }) {
  const location = useLocation();
  const queryClient = useQueryClient();
  const loggedIn = isLoggedIn();
  const alerts = useSeatAlerts(loggedIn);
  const create = useCreateSeatAlert();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (!loggedIn) {
    return (
      <div className={styles.box}>
        <Link
          className={styles.loginLink}
          to={paths.login.getHref(`${location.pathname}${location.search}`)}
        >
          {seatAlertTexts.ask}
        </Link>
        <p className={styles.hint}>{seatAlertTexts.loginHint}</p>
      </div>
    );
  }

  const waiting = alerts.data?.list.some(
    (alert) =>
      alert.status === 'menunggu' &&
      alert.operator_kode === departure.operator_kode &&
      alert.jadwal_kode === departure.jadwal_kode &&
      alert.tanggal_berangkat === departure.tanggal_berangkat,
  );

  async function ask() {
    setOutcome(null);
    try {
      await create.mutateAsync(departure);
      setOutcome({ kind: 'success', text: seatAlertTexts.asked });
    } catch (error) {
      if (!(error instanceof ApiError) || error.isAborted) {
        setOutcome({ kind: 'error', text: 'Permintaan gagal. Silakan coba lagi.' });
        return;
      }
      if (error.code === 'SEAT_ALERT_EXISTS') {
        setOutcome({ kind: 'info', text: seatAlertTexts.exists });
        return;
      }
      if (error.code === 'SEAT_ALERT_SEATS_AVAILABLE') {
        // A seat freed meanwhile: the results refresh and show it bookable.
        void queryClient.invalidateQueries({ queryKey: ['search-jadwal'] });
        setOutcome({ kind: 'info', text: error.message });
        return;
      }
      setOutcome({ kind: 'error', text: error.message });
    }
  }

  const shown: Outcome | null =
    outcome ?? (waiting ? { kind: 'info', text: seatAlertTexts.exists } : null);
  const done = shown !== null && shown.kind !== 'error';

  return (
    <div className={styles.box}>
      {done ? null : (
        <Button
          variant="secondary"
          size="small"
          loading={create.isPending}
          loadingText="Harap Tunggu ..."
          onClick={() => void ask()}
        >
          {seatAlertTexts.ask}
        </Button>
      )}
      <div aria-live="polite">
        {shown ? (
          <p className={styles[shown.kind]} role={shown.kind === 'error' ? 'alert' : 'status'}>
            {shown.text}
          </p>
        ) : null}
      </div>
    </div>
  );
}

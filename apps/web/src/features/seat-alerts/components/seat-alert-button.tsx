import type { SeatAlertBody } from '@lintas/domain/seat-alert-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { isLoggedIn } from '../../../lib/session';
import { useCancelSeatAlert } from '../api/cancel-seat-alert';
import { useCreateSeatAlert } from '../api/create-seat-alert';
import { useSeatAlerts } from '../api/get-seat-alerts';
import styles from './seat-alert.module.css';

export const seatAlertTexts = {
  ask: 'Kabari Saya Jika Ada Kursi',
  loginHint: 'Masuk agar kami dapat mengabari Anda lewat e-mail atau SMS.',
  asked:
    'Kami akan mengabari Anda lewat e-mail atau SMS begitu ada kursi yang kosong untuk keberangkatan ini.',
  exists: 'Anda sudah meminta kabar untuk keberangkatan ini.',
  cancel: 'Batalkan Kabar',
  cancelled: 'Permintaan kabar untuk keberangkatan ini dibatalkan.',
} as const;

/** What the line under the button says; `offerAgain` keeps the ask button beside it. */
type Outcome = { kind: 'success' | 'info' | 'error'; text: string; offerAgain?: boolean };

/**
 * Under a sold-out departure: a logged-in customer asks to be told when a seat frees (the
 * earliest askers are told first, by e-mail/SMS with a link to the seat map); a guest is
 * sent to /login and back here. Shows what the customer already asked for, and cancels it.
 */
export function SeatAlertButton({ departure }: { departure: SeatAlertBody }) {
  const location = useLocation();
  const queryClient = useQueryClient();
  const loggedIn = isLoggedIn();
  const alerts = useSeatAlerts(loggedIn);
  const create = useCreateSeatAlert();
  const cancel = useCancelSeatAlert();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The alert this screen made, and one it cancelled (the list may still show it a moment).
  const [createdId, setCreatedId] = useState<number | null>(null);
  const [cancelledId, setCancelledId] = useState<number | null>(null);

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

  const waiting = alerts.data?.list.find(
    (alert) =>
      alert.status === 'menunggu' &&
      alert.alert_id !== cancelledId &&
      alert.operator_kode === departure.operator_kode &&
      alert.jadwal_kode === departure.jadwal_kode &&
      alert.tanggal_berangkat === departure.tanggal_berangkat,
  );
  const activeId = createdId ?? waiting?.alert_id ?? null;

  async function ask() {
    setOutcome(null);
    try {
      const made = await create.mutateAsync(departure);
      setCreatedId(made.alert_id);
      setCancelledId(null);
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
        // A seat freed meanwhile: the results refresh and show it bookable (the card
        // itself comes from its group's list-jadwal).
        void queryClient.invalidateQueries({ queryKey: ['search-jadwal'] });
        void queryClient.invalidateQueries({ queryKey: ['list-jadwal'] });
        setOutcome({ kind: 'info', text: error.message });
        return;
      }
      setOutcome({ kind: 'error', text: error.message });
    }
  }

  async function stop(alertId: number) {
    try {
      await cancel.mutateAsync(alertId);
      setCreatedId(null);
      setCancelledId(alertId);
      setOutcome({ kind: 'info', text: seatAlertTexts.cancelled, offerAgain: true });
    } catch (error) {
      setOutcome({
        kind: 'error',
        text: error instanceof ApiError ? error.message : 'Pembatalan gagal. Silakan coba lagi.',
      });
    }
  }

  const shown: Outcome | null =
    outcome ?? (waiting ? { kind: 'info', text: seatAlertTexts.exists } : null);
  const offerAsk =
    activeId === null && (shown === null || shown.kind === 'error' || shown.offerAgain === true);

  return (
    <div className={styles.box}>
      {offerAsk ? (
        <Button
          variant="secondary"
          size="small"
          loading={create.isPending}
          loadingText="Harap Tunggu ..."
          onClick={() => void ask()}
        >
          {seatAlertTexts.ask}
        </Button>
      ) : null}
      <div aria-live="polite">
        {shown ? (
          <p className={styles[shown.kind]} role={shown.kind === 'error' ? 'alert' : 'status'}>
            {shown.text}
          </p>
        ) : null}
      </div>
      {activeId !== null ? (
        <Button
          variant="ghost"
          size="small"
          loading={cancel.isPending}
          loadingText="Harap Tunggu ..."
          onClick={() => void stop(activeId)}
        >
          {seatAlertTexts.cancel}
        </Button>
      ) : null}
    </div>
  );
}

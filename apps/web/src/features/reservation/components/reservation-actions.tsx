import type { ReservationDetail } from '@lintas/domain/reservation-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { canOfferReschedule } from '../../../lib/ticket-actions';
import { toast } from '../../../stores/toast-store';
import { cancelReservation, forgetWhatCancellingChanged } from '../api/cancel-reservation';
import { ChangeMethod } from './change-method';
import styles from './reservation.module.css';

/**
 * What the owner of an unpaid booking can do besides paying: change the method
 * (ganti-pembayaran) and cancel (batal-reservasi, after a confirmation). Used by the
 * booking's own page and, composed in src/app, by /cek-pesanan once the look-up has
 * given this device a guest token. `onRefresh` asks for the booking again afterwards.
 */
export function ReservationActions({
  detail,
  onRefresh,
}: {
  detail: ReservationDetail;
  onRefresh: () => void;
}) {
  const [changing, setChanging] = useState(false);
  const queryClient = useQueryClient();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);

  const cancel = async () => {
    setCancelling(true);
    setCancelError(null);
    try {
      await cancelReservation(detail.reservasi_kode);
      forgetWhatCancellingChanged(queryClient);
      setConfirmCancel(false);
      toast('Pesanan dibatalkan', { type: 'info', duration: 2000 });
      onRefresh();
    } catch (error) {
      setConfirmCancel(false);
      setCancelError(errorMessage(error));
      onRefresh();
    } finally {
      setCancelling(false);
    }
  };

  return (
    <>
      {changing ? (
        <ChangeMethod
          detail={detail}
          onClose={() => setChanging(false)}
          onChanged={() => {
            setChanging(false);
            toast('Metode pembayaran diganti', { type: 'success', duration: 2000 });
            onRefresh();
          }}
        />
      ) : null}

      {cancelError ? (
        <p className={styles.errorBox} role="alert">
          {cancelError}
        </p>
      ) : null}

      <div className={styles.actionsRow}>
        <Button variant="secondary" onClick={() => setChanging(true)}>
          Ganti Metode Pembayaran
        </Button>
        <Button
          variant="ghost"
          className={styles.cancelButton}
          onClick={() => setConfirmCancel(true)}
        >
          Batalkan Pesanan
        </Button>
      </div>

      <ConfirmDialog
        open={confirmCancel}
        title="Batalkan pesanan?"
        confirmText="Ya, Batalkan"
        cancelText="Tidak"
        danger
        busy={cancelling}
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => void cancel()}
      >
        <p>
          Kursi yang Anda pesan akan dilepas dan pesanan {detail.reservasi_kode} tidak dapat dibayar
          lagi.
        </p>
      </ConfirmDialog>
    </>
  );
}

/**
 * "Ubah Jadwal" on a paid ticket (issue 21, decision 0040): offered while the booking is
 * paid, one-way on one bus, not moved, and its departure neither cancelled, boarding nor
 * gone (lib/ticket-actions). The screen itself asks the server for the policy's price.
 * A card of the paid ticket's side column, next to cancelling it.
 */
export function PaidTicketActions({ detail }: { detail: ReservationDetail }) {
  const navigate = useNavigate();
  if (!canOfferReschedule(detail)) return null;
  return (
    <section className={`${styles.card} no-print`} aria-labelledby="reschedule-heading">
      <h2 id="reschedule-heading" className={styles.cardTitle}>
        Ganti jadwal?
      </h2>
      <p className={styles.cardHint}>
        Pindah ke jam atau tanggal lain dengan {detail.perjalanan[0]?.operator_nama} di rute yang
        sama. Biayanya terlihat sebelum Anda memutuskan.
      </p>
      <Button
        variant="secondary"
        onClick={() => void navigate(paths.reschedule.getHref(detail.reservasi_kode))}
      >
        Ubah Jadwal
      </Button>
    </section>
  );
}

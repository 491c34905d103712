import {
  departureMarkClock,
  departureStepActions,
  type DepartureStep,
} from '@lintas/domain/departure-status';
import { formatDate, formatTime } from '@lintas/domain/format';
import type { StaffDeparture } from '@lintas/domain/staff-schemas';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useMarkDepartureStatus } from '../api/mark-departure-status';
import styles from './operator.module.css';

type LiveDeparture = Pick<
  StaffDeparture,
  | 'operator_kode'
  | 'jadwal_kode'
  | 'tanggal'
  | 'jam_berangkat'
  | 'zona_waktu_berangkat'
  | 'status_perjalanan'
  | 'status_perjalanan_label'
  | 'perjalanan_pada'
>;

const TONE: Record<StaffDeparture['status_perjalanan'], string | undefined> = {
  terjadwal: styles.badgeMuted,
  boarding: styles.liveBoarding,
  berangkat: styles.liveDeparted,
  tiba: styles.badgeOk,
};

/** The live status as a chip: its label and when it was marked ("Boarding · 09.45 WIB"). */
export function DepartureStatusChip({ departure }: { departure: LiveDeparture }) {
  const status = departure.status_perjalanan;
  const at = status === 'terjadwal' ? null : departure.perjalanan_pada[status];
  const clock = departureMarkClock(at, departure.zona_waktu_berangkat);
  return (
    <span className={`${styles.badge} ${TONE[status] ?? ''}`} data-status={status}>
      {departure.status_perjalanan_label}
      {clock ? ` · ${clock}` : ''}
    </span>
  );
}

/** What the petugas is asked before a step passengers see and cannot take back. */
const CONFIRM: Partial<Record<DepartureStep, { title: string; body: string; yes: string }>> = {
  berangkat: {
    title: 'Tandai bus berangkat?',
    body:
      'Penumpang akan melihat "Sudah Berangkat" di e-tiketnya dan tidak dapat lagi ' +
      'membatalkan pesanan. Status tidak dapat dikembalikan.',
    yes: 'Ya, berangkat',
  },
  tiba: {
    title: 'Tandai bus tiba?',
    body: 'Penumpang akan melihat "Tiba" di e-tiketnya. Status tidak dapat dikembalikan.',
    yes: 'Ya, tiba',
  },
};

/**
 * A departure's live status on its manifest (decision 0039): the current status with its
 * time, and a button per next step the server offers (`langkah_berikutnya`). Berangkat and
 * tiba are confirmed first; while a step is sent the buttons wait; a refusal shows the
 * server's words.
 */
export function DepartureStatusControl({
  departure,
}: {
  departure: LiveDeparture & Pick<StaffDeparture, 'langkah_berikutnya'>;
}) {
  const headingId = useId();
  const mark = useMarkDepartureStatus(departure);
  const [confirming, setConfirming] = useState<DepartureStep | null>(null);
  const steps = departure.langkah_berikutnya;
  const question = confirming ? CONFIRM[confirming] : undefined;

  const send = (step: DepartureStep) => mark.mutate(step, { onSettled: () => setConfirming(null) });

  const choose = (step: DepartureStep) => {
    mark.reset();
    if (CONFIRM[step]) setConfirming(step);
    else send(step);
  };

  return (
    <section className={styles.liveStatus} aria-labelledby={headingId}>
      <div className={styles.liveStatusHead}>
        <h2 id={headingId} className={styles.liveStatusTitle}>
          Status perjalanan
        </h2>
        <span aria-live="polite" aria-atomic="true">
          <DepartureStatusChip departure={departure} />
        </span>
      </div>
      {steps.length > 0 ? (
        <div className={styles.liveStatusActions} data-print="hide">
          {steps.map((step, index) => (
            <Button
              key={step}
              variant={index === 0 ? 'primary' : 'secondary'}
              onClick={() => choose(step)}
              loading={mark.isPending && mark.variables === step}
              loadingText="Menyimpan…"
              disabled={mark.isPending}
            >
              {departureStepActions[step]}
            </Button>
          ))}
        </div>
      ) : null}
      {mark.isError ? (
        <p className={styles.noticeError} role="alert" data-print="hide">
          {errorMessage(mark.error)}
        </p>
      ) : null}
      <ConfirmDialog
        open={question !== undefined}
        title={question?.title ?? ''}
        confirmText={question?.yes ?? ''}
        busy={mark.isPending}
        onConfirm={() => confirming && send(confirming)}
        onCancel={() => setConfirming(null)}
      >
        <p>
          <strong>{departure.jadwal_kode}</strong> · {formatDate(departure.tanggal)}{' '}
          {formatTime(departure.jam_berangkat)} {departure.zona_waktu_berangkat}
        </p>
        <p>{question?.body}</p>
      </ConfirmDialog>
    </section>
  );
}

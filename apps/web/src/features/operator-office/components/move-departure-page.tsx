import { formatDate, toIsoDate } from '@lintas/domain/format';
import type { StaffMoveDepartureResult } from '@lintas/domain/staff-move-schemas';
import type { StaffDeparture } from '@lintas/domain/staff-schemas';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/seo/page-title';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useDepartureBookers, useMoveDeparture } from '../api/move-departure';
import {
  ConfirmPanel,
  DeparturePicker,
  dotted,
  ReasonField,
  reasonProblem,
  useDepartureChoice,
} from './departure-choice';
import styles from './office.module.css';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /operator/pindah-jam: move one departure to another time of its day (decision 0022).
 * The staff member picks the day and the departure (or arrives with it from a departure
 * card or the cancellation page), the new time and the reason the bookers will read;
 * the confirmation lists the paid bookers who will get an e-mail and an SMS. The date
 * stays: seats and tickets belong to it (another date is a cancellation).
 */
export function MoveDeparturePage() {
  const [params] = useSearchParams();
  const fromAddress = params.get('tanggal');
  const operator = params.get('operator_kode');
  const jadwal = params.get('jadwal_kode');
  const choice = useDepartureChoice({
    day: () =>
      fromAddress && ISO_DATE.test(fromAddress)
        ? fromAddress
        : toIsoDate(new Date(), 'Asia/Jakarta'),
    chosen: operator && jadwal ? `${operator}|${jadwal}` : '',
    scheduledOnly: true,
  });
  const { departure } = choice;
  const [time, setTime] = useState('');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [tried, setTried] = useState(false);
  const move = useMoveDeparture();
  const [result, setResult] = useState<StaffMoveDepartureResult | null>(null);

  const reasonText = reason.trim();
  const reasonWrong = reasonProblem(reason);
  const timeProblem = !TIME.test(time)
    ? 'Isi jam baru, misalnya 13:30'
    : departure && time === departure.jam_berangkat
      ? `Keberangkatan ini sudah pukul ${dotted(time)}; pilih jam lain`
      : null;

  const edit = () => {
    setConfirming(false);
    move.reset();
  };
  const ask = () => {
    setTried(true);
    if (!departure || reasonWrong || timeProblem) return;
    setConfirming(true);
  };
  const run = () => {
    if (!departure) return;
    move.mutate(
      {
        operator_kode: departure.operator_kode,
        jadwal_kode: departure.jadwal_kode,
        tanggal: departure.tanggal,
        jam_baru: time,
        alasan: reasonText,
      },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setConfirming(false);
          choice.setChosen('');
          setTime('');
          setReason('');
          setTried(false);
        },
        onError: () => setConfirming(false),
      },
    );
  };

  return (
    <div className={styles.page}>
      <PageTitle title={paths.operatorMoveDeparture.title} />
      <div className={styles.pageHead}>
        <h1>Pindahkan Jam Keberangkatan</h1>
        <p className={styles.muted}>
          Keberangkatan pindah ke jam lain di tanggal yang sama. Semua penumpang tetap di kursinya;
          jam baru langsung tampil di pencarian dan e-tiket, dan setiap pemesan yang sudah membayar
          diberi tahu lewat email dan SMS. Untuk tanggal lain,{' '}
          <Link to={paths.operatorCancellation.getHref()}>batalkan keberangkatan</Link>.
        </p>
      </div>

      {result ? <MoveResult result={result} /> : null}

      <form
        className={`${styles.card} ${styles.narrow}`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          ask();
        }}
      >
        <div className={styles.stack}>
          <DeparturePicker
            choice={choice}
            selectId="move-departure"
            errorId="move-departure-error"
            tried={tried}
            missing="Pilih keberangkatan yang dipindahkan"
            cancelledNote=" (dibatalkan)"
            onEdit={edit}
          />
          <div className={styles.field}>
            <label htmlFor="move-time">Jam baru (di pemberhentian pertama)</label>
            <input
              id="move-time"
              type="time"
              value={time}
              aria-invalid={tried && timeProblem ? true : undefined}
              aria-describedby={tried && timeProblem ? 'move-time-error' : undefined}
              onChange={(event) => {
                setTime(event.target.value);
                edit();
              }}
            />
          </div>
          {tried && timeProblem ? (
            <span id="move-time-error" className={styles.fieldError}>
              {timeProblem}
            </span>
          ) : null}
          <ReasonField
            id="move-reason"
            errorId="move-reason-error"
            value={reason}
            problem={tried ? reasonWrong : null}
            onChange={(next) => {
              setReason(next);
              edit();
            }}
          />
          {move.isError ? (
            <p className={styles.alert} role="alert">
              {errorMessage(move.error)}
            </p>
          ) : null}
          {confirming && departure ? (
            <ConfirmMove
              departure={departure}
              time={time}
              pending={move.isPending}
              onConfirm={run}
              onBack={() => setConfirming(false)}
            />
          ) : (
            <div className={styles.actions}>
              <Button type="submit">Pindahkan jam</Button>
            </div>
          )}
        </div>
      </form>
    </div>
  );
}

/** The confirmation: what moves, and every paid booker who will be told (from the manifest). */
function ConfirmMove({
  departure,
  time,
  pending,
  onConfirm,
  onBack,
}: {
  departure: StaffDeparture;
  time: string;
  pending: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const manifest = useDepartureBookers({
    operator_kode: departure.operator_kode,
    jadwal_kode: departure.jadwal_kode,
    tanggal: departure.tanggal,
  });
  const bookings = new Map<string, { name: string; phone: string; seats: string[] }>();
  for (const passenger of manifest.data?.penumpang ?? []) {
    const booking = bookings.get(passenger.reservasi_kode) ?? {
      name: passenger.pemesan_nama,
      phone: passenger.pemesan_telp,
      seats: [],
    };
    booking.seats.push(`${passenger.kursi} ${passenger.nama}`);
    bookings.set(passenger.reservasi_kode, booking);
  }

  return (
    <ConfirmPanel
      question={
        <>
          Pindahkan {departure.jadwal_kode} ({departure.rute.nama}) {formatDate(departure.tanggal)}{' '}
          dari pukul {dotted(departure.jam_berangkat)} ke pukul {dotted(time)}{' '}
          {departure.zona_waktu_berangkat}?
        </>
      }
      confirm={
        <Button
          onClick={onConfirm}
          loading={pending}
          loadingText="Memindahkan…"
          disabled={manifest.isPending || manifest.isError}
        >
          Ya, pindahkan
        </Button>
      }
      onBack={onBack}
      backDisabled={pending}
    >
      {manifest.isPending ? (
        <SkeletonCard lines={2} label="Memuat penumpang yang akan diberi tahu…" />
      ) : manifest.isError ? (
        <ErrorState
          title="Daftar penumpang gagal dimuat"
          message={errorMessage(manifest.error)}
          onRetry={() => void manifest.refetch()}
        />
      ) : bookings.size === 0 ? (
        <p className={styles.muted}>
          Belum ada penumpang yang membayar: tidak ada yang perlu diberi tahu.
        </p>
      ) : (
        <section aria-labelledby="move-told">
          <h3 id="move-told" className={styles.bookersHead}>
            {bookings.size} pemesan diberi tahu lewat email dan SMS (
            {manifest.data.penumpang.length} penumpang)
          </h3>
          <ul className={styles.bookers}>
            {[...bookings].map(([code, booking]) => (
              <li key={code}>
                <strong>{code}</strong> · {booking.name} · {booking.phone}
                <br />
                <span className={styles.muted}>Kursi {booking.seats.join(', ')}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </ConfirmPanel>
  );
}

function MoveResult({ result }: { result: StaffMoveDepartureResult }) {
  return (
    <section className={styles.card} aria-labelledby="move-result">
      <h2 id="move-result">
        {result.dipindahkan_sekarang ? 'Jam keberangkatan dipindahkan' : 'Jam tidak berubah'}
      </h2>
      <p className={styles.notice} role="status">
        {result.jadwal_kode} {formatDate(result.tanggal)}: pukul {dotted(result.jam_semula)} →{' '}
        {dotted(result.jam_baru)}. {result.pemesanan.length} pemesan ({result.jumlah_penumpang}{' '}
        penumpang); {result.pemberitahuan} pesan email/SMS dikirim.
      </p>
      {result.pemesanan.length > 0 ? (
        <ul className={styles.bookers} aria-label="Pemesan yang diberi tahu">
          {result.pemesanan.map((booking) => (
            <li key={booking.reservasi_kode}>
              <strong>{booking.reservasi_kode}</strong> · {booking.pemesan_nama} ·{' '}
              {booking.pemesan_telp}
              <br />
              <span className={styles.muted}>
                Naik di {booking.naik_di.cabang_nama}, {booking.naik_di.kota_nama} pukul{' '}
                {dotted(booking.naik_di.jam)} {booking.naik_di.zona_waktu}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <Link to={paths.operatorManifest.getHref(result)}>Buka manifes</Link>
      </p>
    </section>
  );
}

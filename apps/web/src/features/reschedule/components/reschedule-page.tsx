import {
  dateFormats,
  formatDate,
  formatRupiah,
  formatTime,
  toIsoDate,
} from '@lintas/domain/format';
import type { ReservationDetail } from '@lintas/domain/reservation-schemas';
import type { ScheduleItem } from '@lintas/domain/schedule-result-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { ErrorState } from '../../../components/ui/error-state';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { saveGuestToken } from '../../../lib/guest-tokens';
import { canOfferReschedule } from '../../../lib/ticket-actions';
import { toast } from '../../../stores/toast-store';
import { useViewMode } from '../../../stores/view-mode-store';
import {
  confirmReschedule,
  forgetWhatMovingChanged,
  useRescheduleQuote,
  type RescheduleTarget,
} from '../api/reschedule';
import { DepartureList, type DeparturesState } from './reschedule-departures';
import { rescheduleMessages } from './reschedule-messages';
import { QuoteView } from './reschedule-quote-view';
import styles from './reschedule.module.css';

/** The departures of a day the screen may offer (the schedules feature's, composed in src/app). */
export interface DeparturesQuery {
  operatorCode: string;
  fromPointId: number;
  toPointId: number;
  date: string;
}

/** What the seat map (the seats feature's, composed in src/app) is given. */
export interface SeatMapSlotProps {
  operatorCode: string;
  scheduleCode: string;
  date: string;
  selected: readonly string[];
  onToggle: (no: string) => void;
  label: string;
}

const todayIso = () => toIsoDate(new Date());

/**
 * "Ubah Jadwal" (issue 21, decision 0040): move a paid ticket to another departure of the
 * same operator between the same points. Pick the date (the ticket's own first), the
 * departure (its own marked, not choosable), a seat for every passenger on the seat map,
 * then the server's price of the move and a confirmation. What is owed is paid on the new
 * booking's own page (the old ticket stands until then); a move owing nothing shows the new
 * ticket at once. `useDepartures` and `renderSeatMap` are the schedules and seats features'.
 */
export function ReschedulePage({
  detail,
  useDepartures,
  renderSeatMap,
}: {
  detail: ReservationDetail;
  useDepartures: (query: DeparturesQuery) => DeparturesState;
  renderSeatMap: (props: SeatMapSlotProps) => ReactNode;
}) {
  const leg = detail.perjalanan[0];
  if (!leg || !canOfferReschedule(detail))
    return (
      <ErrorState
        title="Jadwal tidak dapat diubah"
        message={
          detail.dipindahkan_ke
            ? `Tiket ini sudah dipindahkan ke jadwal baru (kode booking ${detail.dipindahkan_ke}).`
            : rescheduleMessages.notMovable
        }
        action={
          <Link to={paths.reservation.getHref(detail.dipindahkan_ke ?? detail.reservasi_kode)}>
            Lihat Tiket
          </Link>
        }
      />
    );
  return <MoveSteps detail={detail} useDepartures={useDepartures} renderSeatMap={renderSeatMap} />;
}

function MoveSteps({
  detail,
  useDepartures,
  renderSeatMap,
}: {
  detail: ReservationDetail;
  useDepartures: (query: DeparturesQuery) => DeparturesState;
  renderSeatMap: (props: SeatMapSlotProps) => ReactNode;
}) {
  const leg = detail.perjalanan[0] as ReservationDetail['perjalanan'][number];
  const code = detail.reservasi_kode;
  // Those still travelling (a passenger cancelled out of the booking does not move).
  const passengers = leg.kursi.filter((seat) => !seat.dibatalkan);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const desktop = useViewMode() === 'd';
  const [date, setDate] = useState(leg.tanggal_berangkat);
  const [chosen, setChosen] = useState<ScheduleItem | null>(null);
  const [seats, setSeats] = useState<string[]>([]);
  const [seatNotice, setSeatNotice] = useState<string | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const seatsRef = useRef<HTMLElement>(null);

  const departures = useDepartures({
    operatorCode: leg.operator_kode,
    fromPointId: leg.asal.cabang_id,
    toPointId: leg.tujuan.cabang_id,
    date,
  });
  const isCurrent = (item: ScheduleItem) =>
    item.jadwal_kode === leg.jadwal_kode && item.tanggal_berangkat === leg.tanggal_berangkat;
  const others = (departures.items ?? []).filter((item) => !isCurrent(item));

  const target: RescheduleTarget | null =
    chosen && seats.length === passengers.length
      ? {
          jadwal_kode: chosen.jadwal_kode,
          tanggal_berangkat: chosen.tanggal_berangkat,
          kursi: seats,
        }
      : null;
  const quote = useRescheduleQuote(code, target);
  const priced = target ? quote.data?.ubah_jadwal : undefined;

  // A seat lost while the person looked (the quote or the confirmation said SEAT_TAKEN):
  // back to the seat map, its answer fresh, the lost seats let go.
  const seatLost = (error: ApiError) => {
    const lost = (error.details as { kursi?: unknown } | undefined)?.kursi;
    const lostSeats = Array.isArray(lost) ? lost.map(String) : seats;
    setSeats((current) => current.filter((no) => !lostSeats.includes(no)));
    setSeatNotice(error.message);
    void queryClient.invalidateQueries({ queryKey: ['seat-map'] });
    seatsRef.current?.scrollIntoView?.({ block: 'start' });
  };

  const chooseDate = (value: string) => {
    setDate(value);
    setChosen(null);
    setSeats([]);
    setSeatNotice(null);
    setConfirmError(null);
  };

  const chooseDeparture = (item: ScheduleItem) => {
    setChosen(item);
    setSeats([]);
    setSeatNotice(null);
    setConfirmError(null);
    requestAnimationFrame(() => seatsRef.current?.scrollIntoView?.({ block: 'start' }));
  };

  const toggleSeat = (no: string) => {
    setConfirmError(null);
    setSeatNotice(null);
    setSeats((current) => {
      if (current.includes(no)) return current.filter((seat) => seat !== no);
      if (current.length < passengers.length) return [...current, no];
      // One passenger: a press on another seat moves them there.
      if (passengers.length === 1) return [no];
      setSeatNotice(rescheduleMessages.tooMany(passengers.length));
      return current;
    });
  };

  const confirm = async () => {
    if (!target || !priced) return;
    setBusy(true);
    setConfirmError(null);
    try {
      const done = await confirmReschedule(code, target, priced.total_bayar);
      const moved = done.reservasi_baru;
      if (!moved) throw new Error('ubah-jadwal answered no new booking');
      // Kept like a checkout's: this browser opens (and pays) the new booking.
      saveGuestToken(moved.reservasi_kode, moved.guest_token);
      forgetWhatMovingChanged(queryClient);
      toast(
        moved.status === 'paid'
          ? `Jadwal diubah. Tiket baru ${moved.reservasi_kode} sudah berlaku.`
          : `Selesaikan pembayaran ${formatRupiah(priced.total_bayar)} agar jadwal baru berlaku.`,
        { type: 'success', duration: 3000 },
      );
      void navigate(paths.reservation.getHref(moved.reservasi_kode));
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'SEAT_TAKEN') seatLost(caught);
      else {
        setConfirmError(errorMessage(caught));
        if (caught instanceof ApiError && caught.code === 'PRICE_CHANGED') void quote.refetch();
      }
    } finally {
      setBusy(false);
    }
  };

  const seatsLeft = passengers.length - seats.length;

  return (
    <div className={`${styles.page} ${desktop ? styles.desktop : ''}`}>
      <section className={styles.card} aria-labelledby="current-heading">
        <h2 id="current-heading" className={styles.cardTitle}>
          Tiket Anda
        </h2>
        <p className={styles.ticketLine}>
          <strong>{leg.operator_nama}</strong> · {leg.asal.cabang_nama} ({leg.asal.kota_nama}) →{' '}
          {leg.tujuan.cabang_nama} ({leg.tujuan.kota_nama})
        </p>
        <p className={styles.muted}>
          {formatDate(leg.tanggal_berangkat, dateFormats.long)} · {formatTime(leg.jam_berangkat)}{' '}
          {leg.zona_waktu_berangkat} · {passengers.length} penumpang (kursi{' '}
          {passengers.map((seat) => seat.no).join(', ')}) · kode booking {code}
        </p>
      </section>

      <div className={styles.layout}>
        <div className={styles.main}>
          <section className={styles.card} aria-labelledby="departure-heading">
            <h2 id="departure-heading" className={styles.cardTitle}>
              1. Pilih jadwal baru
            </h2>
            <DateField
              label="Tanggal berangkat baru"
              name="tanggal_berangkat"
              value={date}
              min={todayIso()}
              onChange={chooseDate}
            />
            <DepartureList
              departures={departures}
              items={departures.items}
              others={others.length}
              isCurrent={isCurrent}
              chosen={chosen}
              onChoose={chooseDeparture}
              onClear={() => chooseDate(date)}
            />
          </section>

          {chosen ? (
            <section
              ref={seatsRef}
              className={styles.card}
              aria-labelledby="seat-heading"
              tabIndex={-1}
            >
              <h2 id="seat-heading" className={styles.cardTitle}>
                2. Pilih kursi baru
              </h2>
              <p className={styles.muted} aria-live="polite">
                {seatsLeft > 0
                  ? `Pilih ${seatsLeft} kursi lagi: satu untuk setiap penumpang (${passengers
                      .map((seat) => seat.nama)
                      .join(', ')}).`
                  : `Kursi dipilih: ${seats.join(', ')}.`}
              </p>
              {seatNotice ? (
                <p className={styles.notice} role="alert">
                  {seatNotice}
                </p>
              ) : null}
              {renderSeatMap({
                operatorCode: chosen.operator_kode,
                scheduleCode: chosen.jadwal_kode,
                date: chosen.tanggal_berangkat,
                selected: seats,
                onToggle: toggleSeat,
                label: `Denah kursi jadwal ${formatTime(chosen.jam_berangkat)}`,
              })}
            </section>
          ) : null}
        </div>

        <aside className={styles.side} aria-label="Rincian ubah jadwal">
          <section className={styles.card} aria-labelledby="price-heading">
            <h2 id="price-heading" className={styles.cardTitle}>
              3. Rincian biaya
            </h2>
            <QuoteView hasTarget={target !== null} chosen={chosen !== null} quote={quote} />
            {confirmError ? (
              <p className={styles.notice} role="alert">
                {confirmError}
              </p>
            ) : null}
            {priced?.dapat_diubah ? (
              <Button
                block
                onClick={() => void confirm()}
                loading={busy}
                loadingText="Memproses…"
                disabled={quote.isFetching}
              >
                {priced.total_bayar > 0
                  ? `Ubah Jadwal · Bayar ${formatRupiah(priced.total_bayar)}`
                  : 'Ubah Jadwal Sekarang'}
              </Button>
            ) : null}
            {/* The policy after the button: on a phone the price and its button come first. */}
            {priced && priced.kebijakan.length > 0 ? (
              <section aria-label="Kebijakan ubah jadwal operator">
                <h3 className={styles.policyTitle}>Kebijakan operator</h3>
                <ul className={styles.policyList}>
                  {priced.kebijakan.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </section>
            ) : null}
            <Link className={styles.back} to={paths.reservation.getHref(code)}>
              Kembali ke tiket
            </Link>
          </section>
        </aside>
      </div>
    </div>
  );
}

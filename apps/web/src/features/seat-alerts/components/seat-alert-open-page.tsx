import { formatDate, formatTime } from '@lintas/domain/format';
import type { ScheduleDetail } from '@lintas/domain/schedule-result-schemas';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { type SelectedSchedule, useBookingStore } from '../../../stores/booking-store';
import { useDeparture } from '../api/get-departure';
import { SeatAlertButton } from './seat-alert-button';
import styles from './seat-alert.module.css';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const seatAlertOpenTexts = {
  title: 'Kursi Tersedia',
  badLink: 'Tautan kabar kursi ini tidak lengkap. Silakan cari jadwal Anda dari beranda.',
  taken:
    'Maaf, kursi yang sempat kosong sudah dipesan orang lain. Anda dapat meminta kabar lagi, atau memilih jadwal lain.',
  search: 'Cari jadwal lain',
} as const;

/** The departure as the seat map step reads the chosen trip (spec §3 "schedule" slice). */
function chosenTrip(detail: ScheduleDetail): SelectedSchedule {
  // The detail's own extras are not part of a search item: keep the store's slice lean.
  const {
    bisa_dipesan: _bookable,
    alasan: _reason,
    list_pemberhentian: _stops,
    snk: _terms,
    denah: _layout,
    ...leg
  } = detail;
  return {
    ...leg,
    flag_connecting: 0,
    operatorCode: detail.operator_kode,
    scheduleCode: detail.jadwal_kode,
    date: detail.tanggal_berangkat,
  };
}

/**
 * Where a seat alert's e-mail or SMS link lands (/kabar-kursi?operator_kode&jadwal_kode&
 * tanggal_berangkat), maybe on another device with no journey in its storage: the
 * departure is asked for afresh and, while it still has a free seat, becomes the chosen
 * one-way trip and the seat map opens. Taken again meanwhile: say so and offer another
 * alert.
 */
export function SeatAlertOpenPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const departure = {
    operator_kode: params.get('operator_kode')?.trim() ?? '',
    jadwal_kode: params.get('jadwal_kode')?.trim() ?? '',
    tanggal_berangkat: params.get('tanggal_berangkat')?.trim() ?? '',
  };
  const complete =
    departure.operator_kode !== '' &&
    departure.jadwal_kode !== '' &&
    DATE.test(departure.tanggal_berangkat);
  const detail = useDeparture(departure, complete);
  const bookable = detail.data?.bisa_dipesan === true && detail.data.kursi_tersedia > 0;

  useEffect(() => {
    if (!bookable || !detail.data) return;
    const store = useBookingStore.getState();
    store.updateSchedule({
      roundTrip: false,
      tripStatus: 'go',
      dateGo: detail.data.tanggal_berangkat,
      dateReturn: '',
      page: 1,
    });
    store.selectSchedule('go', chosenTrip(detail.data));
    store.selectSchedule('return', null);
    store.setActiveSeats('go', []);
    store.setActiveSeats('return', []);
    store.setConnectingSeats([]);
    navigate(paths.seats.getHref(), { replace: true });
  }, [bookable, detail.data, navigate]);

  if (!complete) {
    return (
      <div className={styles.page}>
        <ErrorState
          title="Tautan tidak lengkap"
          message={seatAlertOpenTexts.badLink}
          action={<Link to={paths.home.getHref()}>{seatAlertOpenTexts.search}</Link>}
        />
      </div>
    );
  }
  if (detail.isPending || bookable) return <PageSkeleton />;
  if (detail.isError) {
    return (
      <div className={styles.page}>
        <ErrorState message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />
      </div>
    );
  }

  const trip = detail.data;
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="seat-alert-open-title">
        <h2 id="seat-alert-open-title" className={styles.title}>
          {trip.bisa_dipesan ? 'Kursi sudah terisi lagi' : 'Jadwal tidak dapat dipesan'}
        </h2>
        <p className={styles.trip}>
          {trip.operator_nama} · {trip.titik_naik.kota_nama} {trip.titik_naik.cabang_nama} →{' '}
          {trip.titik_turun.kota_nama} {trip.titik_turun.cabang_nama} ·{' '}
          {formatDate(trip.tanggal_berangkat, 'ddd, DD MMM YYYY')} {formatTime(trip.jam_berangkat)}{' '}
          {trip.zona_berangkat}
        </p>
        <p>{trip.bisa_dipesan ? seatAlertOpenTexts.taken : (trip.alasan ?? '')}</p>
        {trip.bisa_dipesan ? <SeatAlertButton departure={departure} /> : null}
        <Link to={paths.home.getHref()}>{seatAlertOpenTexts.search}</Link>
      </section>
    </div>
  );
}

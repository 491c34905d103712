import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageTitle } from '../../components/seo/page-title';
import { ErrorState } from '../../components/ui/error-state';
import { SkeletonCard } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { ApiError, errorMessage } from '../../lib/api-client';
import { ReschedulePage } from '../../features/reschedule/components/reschedule-page';
import { useReservation } from '../../features/reservation/api/get-reservation';
import { ContactGate } from '../../features/reservation/components/contact-gate';
import { useDayDepartures } from '../../features/schedules/api/day-departures';
import { SeatMapPicker } from '../../features/seats/components/seat-map-picker';

/**
 * "Ubah Jadwal" of one paid ticket (issue 21): the reservation feature's booking (and its
 * contact form on a device without the booking's token), the schedules feature's day of
 * departures and the seats feature's seat map, composed into the reschedule screen.
 */
export default function RescheduleRoute() {
  const { kode = '' } = useParams();
  const queryClient = useQueryClient();
  const reservation = useReservation(kode);
  const error = reservation.error;
  let body;
  if (reservation.isLoading) body = <SkeletonCard lines={6} label="Memuat pesanan…" />;
  else if (
    error instanceof ApiError &&
    (error.httpStatus === 404 || error.code === 'RESERVATION_NOT_FOUND')
  )
    body = (
      <ContactGate
        code={kode}
        onOpened={() => queryClient.invalidateQueries({ queryKey: ['reservation', kode] })}
      />
    );
  else if (error || !reservation.data)
    body = <ErrorState message={errorMessage(error)} onRetry={() => void reservation.refetch()} />;
  else
    body = (
      <ReschedulePage
        detail={reservation.data}
        useDepartures={useDayDepartures}
        renderSeatMap={(props) => <SeatMapPicker {...props} />}
      />
    );
  return (
    <>
      <PageTitle title={`${paths.reschedule.title} ${kode}`.trim()} />
      <h1>{paths.reschedule.title}</h1>
      {body}
    </>
  );
}

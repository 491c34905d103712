import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { PendingPage } from './pending-page';

export default function ReservationRoute() {
  const { kode = '' } = useParams();
  return <PendingPage title={`${paths.reservation.title} ${kode}`.trim()} />;
}

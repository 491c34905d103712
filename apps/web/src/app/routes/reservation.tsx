import { useParams } from 'react-router';
import { PageTitle } from '../../components/seo/page-title';
import { paths } from '../../config/paths';
import { ReservationPage } from '../../features/reservation/components/reservation-page';

export default function ReservationRoute() {
  const { kode = '' } = useParams();
  return (
    <>
      <PageTitle title={`${paths.reservation.title} ${kode}`.trim()} />
      <h1 className="no-print">{paths.reservation.title}</h1>
      <ReservationPage key={kode} code={kode} />
    </>
  );
}

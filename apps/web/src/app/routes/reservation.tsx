import { useParams, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/seo/page-title';
import { paths } from '../../config/paths';
import { AccessLinkOpener } from '../../features/reservation/components/access-link-opener';
import { ReservationPage } from '../../features/reservation/components/reservation-page';

export default function ReservationRoute() {
  const { kode = '' } = useParams();
  // The booker's e-mailed link (issue 22): exchanged for this device's access first.
  const access = useSearchParams()[0].get('akses');
  return (
    <>
      <PageTitle title={`${paths.reservation.title} ${kode}`.trim()} />
      <h1 className="no-print">{paths.reservation.title}</h1>
      {access ? (
        <AccessLinkOpener key={`${kode}:${access}`} code={kode} token={access} />
      ) : (
        <ReservationPage key={kode} code={kode} />
      )}
    </>
  );
}

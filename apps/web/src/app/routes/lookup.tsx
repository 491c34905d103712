import { PageTitle } from '../../components/seo/page-title';
import { paths } from '../../config/paths';
import { LookupPage } from '../../features/lookup/components/lookup-page';
import { ReservationActions } from '../../features/reservation/components/reservation-actions';

export default function LookupRoute() {
  return (
    <>
      <PageTitle title={paths.lookup.title} />
      <h1 className="no-print">{paths.lookup.title}</h1>
      {/* An unpaid booking found here offers its own page's actions (features compose here). */}
      <LookupPage
        pendingActions={(detail, refresh) => (
          <ReservationActions detail={detail} onRefresh={refresh} />
        )}
      />
    </>
  );
}

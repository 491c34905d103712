import { PageTitle } from '../../components/seo/page-title';
import { paths } from '../../config/paths';
import { SeatAlertOpenPage } from '../../features/seat-alerts/components/seat-alert-open-page';

export default function SeatAlertRoute() {
  return (
    <>
      <PageTitle title={paths.seatAlert.title} />
      <h1 className="visually-hidden">{paths.seatAlert.title}</h1>
      <SeatAlertOpenPage />
    </>
  );
}

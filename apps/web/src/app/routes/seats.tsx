import { paths } from '../../config/paths';
import { PendingPage } from './pending-page';

export default function SeatsRoute() {
  return <PendingPage title={paths.seats.title} />;
}

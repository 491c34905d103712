import { paths } from '../../config/paths';
import { PendingPage } from './pending-page';

export default function BookerRoute() {
  return <PendingPage title={paths.booker.title} />;
}

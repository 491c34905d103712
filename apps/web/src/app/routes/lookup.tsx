import { paths } from '../../config/paths';
import { PendingPage } from './pending-page';

export default function LookupRoute() {
  return <PendingPage title={paths.lookup.title} />;
}

import { paths } from '../../config/paths';
import { PendingPage } from './pending-page';

export default function ResultsRoute() {
  return <PendingPage title={paths.results.title} />;
}

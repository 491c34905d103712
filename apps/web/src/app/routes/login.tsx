import { paths } from '../../config/paths';
import { PendingPage } from './pending-page';

export default function LoginRoute() {
  return <PendingPage title={paths.login.title} />;
}

import { paths } from '../../config/paths';
import { PendingPage } from './pending-page';

export default function SignupRoute() {
  return <PendingPage title={paths.signup.title} />;
}

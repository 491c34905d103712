import { paths } from '../../config/paths';
import { PendingPage } from './pending-page';

export default function PaymentRoute() {
  return <PendingPage title={paths.payment.title} />;
}

import { CancellationPage } from '../../features/operator-office/components/cancellation-page';

export default function OperatorOfficeCancellationRoute() {
  return <CancellationPage />;
}

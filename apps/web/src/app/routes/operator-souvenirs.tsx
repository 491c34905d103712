import { SouvenirsPage } from '../../features/operator-office/components/souvenirs-page';

export default function OperatorSouvenirsRoute() {
  return <SouvenirsPage />;
}

import { SalesPage } from '../../features/operator-office/components/sales-page';

export default function OperatorOfficeSalesRoute() {
  return <SalesPage />;
}

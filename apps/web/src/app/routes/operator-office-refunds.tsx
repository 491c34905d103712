import { RefundsPage } from '../../features/operator-office/components/refunds-page';

export default function OperatorOfficeRefundsRoute() {
  return <RefundsPage />;
}

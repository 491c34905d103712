import { LayoutsPage } from '../../features/operator-office/components/layouts-page';

export default function OperatorOfficeLayoutsRoute() {
  return <LayoutsPage />;
}

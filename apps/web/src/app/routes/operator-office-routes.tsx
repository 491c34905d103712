import { RoutesPage } from '../../features/operator-office/components/routes-page';

export default function OperatorOfficeRoutesRoute() {
  return <RoutesPage />;
}

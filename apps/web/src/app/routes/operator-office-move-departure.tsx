import { MoveDeparturePage } from '../../features/operator-office/components/move-departure-page';

export default function OperatorOfficeMoveDepartureRoute() {
  return <MoveDeparturePage />;
}

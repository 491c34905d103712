import { BoardingPage } from '../../features/operator/components/boarding-page';

export default function OperatorBoardingRoute() {
  return <BoardingPage />;
}

import { FaresPage } from '../../features/operator-office/components/fares-page';

export default function OperatorOfficeFaresRoute() {
  return <FaresPage />;
}

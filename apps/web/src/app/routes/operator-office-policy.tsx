import { PolicyPage } from '../../features/operator-office/components/policy-page';

export default function OperatorOfficePolicyRoute() {
  return <PolicyPage />;
}

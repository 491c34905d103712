import { StaffLoginPage } from '../../features/operator/components/staff-login-page';

export default function OperatorLoginRoute() {
  return <StaffLoginPage />;
}

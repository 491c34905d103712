import { AuditPage } from '../../features/operator/components/audit-page';

export default function OperatorAuditRoute() {
  return <AuditPage />;
}

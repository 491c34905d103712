import { DeparturesPage } from '../../features/operator/components/departures-page';

export default function OperatorDeparturesRoute() {
  return <DeparturesPage />;
}

import { ManifestPage } from '../../features/operator/components/manifest-page';

export default function OperatorManifestRoute() {
  return <ManifestPage />;
}

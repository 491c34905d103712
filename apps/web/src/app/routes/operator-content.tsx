import { ContentPage } from '../../features/operator-office/components/content-page';

export default function OperatorContentRoute() {
  return <ContentPage />;
}

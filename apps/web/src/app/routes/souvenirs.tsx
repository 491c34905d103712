import { PageTitle } from '../../components/seo/page-title';
import { paths } from '../../config/paths';
import { SouvenirCataloguePage } from '../../features/souvenirs/components/souvenir-catalogue-page';

export default function SouvenirsRoute() {
  return (
    <>
      <PageTitle title={paths.souvenirs.title} />
      <SouvenirCataloguePage />
    </>
  );
}

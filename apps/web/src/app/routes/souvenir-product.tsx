import { PageTitle } from '../../components/seo/page-title';
import { paths } from '../../config/paths';
import { SouvenirProductPage } from '../../features/souvenirs/components/souvenir-product-page';

export default function SouvenirProductRoute() {
  return (
    <>
      <PageTitle title={paths.souvenirProduct.title} />
      <SouvenirProductPage />
    </>
  );
}

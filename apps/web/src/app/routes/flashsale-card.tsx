import { PageTitle } from '../../components/seo/page-title';
import { paths } from '../../config/paths';
import { FlashSaleCardPage } from '../../features/flashsale/components/card-page';

export default function FlashSaleCardRoute() {
  return (
    <>
      <PageTitle title={paths.flashSaleCard.title} />
      <FlashSaleCardPage />
    </>
  );
}

import { PageTitle } from '../../components/seo/page-title';
import { paths } from '../../config/paths';
import { FlashSalePage } from '../../features/flashsale/components/flashsale-page';

export default function FlashSaleRoute() {
  return (
    <>
      <PageTitle title={paths.flashSale.title} />
      <FlashSalePage />
    </>
  );
}

import { PageTitle } from '../../components/seo/page-title';
import { paths } from '../../config/paths';
import { FlashSalePurchasePage } from '../../features/flashsale/components/purchase-page';

export default function FlashSalePurchaseRoute() {
  return (
    <>
      <PageTitle title={paths.flashSalePurchase.title} />
      <FlashSalePurchasePage />
    </>
  );
}

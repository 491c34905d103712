import { PageTitle } from '../../components/seo/page-title';
import { paths } from '../../config/paths';
import { OrdersPage } from '../../features/orders/components/orders-page';

export default function OrdersRoute() {
  return (
    <>
      <PageTitle title={paths.orders.title} />
      <OrdersPage />
    </>
  );
}

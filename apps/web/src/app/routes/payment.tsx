import { PageTitle } from '../../components/seo/page-title';
import { paths } from '../../config/paths';
import { PaymentPage } from '../../features/payment/components/payment-page';

export default function PaymentRoute() {
  return (
    <>
      <PageTitle title={paths.payment.title} />
      <h1>{paths.payment.title}</h1>
      <PaymentPage />
    </>
  );
}

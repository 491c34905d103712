import { PageTitle } from '../../components/seo/page-title';
import { paths } from '../../config/paths';
import { DonationPage } from '../../features/content/components/donation-page';

export default function DonationRoute() {
  return (
    <>
      <PageTitle title={paths.donation.title} />
      <DonationPage />
    </>
  );
}

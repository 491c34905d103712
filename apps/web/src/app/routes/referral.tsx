import { PageTitle } from '../../components/seo/page-title';
import { paths } from '../../config/paths';
import { ReferralPage } from '../../features/referral/components/referral-page';

export default function ReferralRoute() {
  return (
    <>
      <PageTitle title={paths.referral.title} />
      <ReferralPage />
    </>
  );
}

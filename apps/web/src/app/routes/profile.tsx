import { PageTitle } from '../../components/seo/page-title';
import { paths } from '../../config/paths';
import { ProfilePage } from '../../features/profile/components/profile-page';

export default function ProfileRoute() {
  return (
    <>
      <PageTitle title={paths.profile.title} />
      <ProfilePage />
    </>
  );
}

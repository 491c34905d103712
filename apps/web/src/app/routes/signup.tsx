import { PageTitle } from '../../components/seo/page-title';
import { paths } from '../../config/paths';
import { SignupPage } from '../../features/auth/components/signup-page';

export default function SignupRoute() {
  return (
    <>
      <PageTitle title={paths.signup.title} />
      <SignupPage />
    </>
  );
}

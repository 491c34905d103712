import { PageTitle } from '../../components/seo/page-title';
import { paths } from '../../config/paths';
import { LoginPage } from '../../features/auth/components/login-page';

export default function LoginRoute() {
  return (
    <>
      <PageTitle title={paths.login.title} />
      <LoginPage />
    </>
  );
}

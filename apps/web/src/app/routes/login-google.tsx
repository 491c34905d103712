import { PageTitle } from '../../components/seo/page-title';
import { paths } from '../../config/paths';
import { GoogleCallbackPage } from '../../features/auth/components/google-callback-page';

export default function LoginGoogleRoute() {
  return (
    <>
      <PageTitle title={paths.loginGoogle.title} />
      <GoogleCallbackPage />
    </>
  );
}

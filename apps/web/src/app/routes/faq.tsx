import { PageTitle } from '../../components/seo/page-title';
import { paths } from '../../config/paths';
import { FaqPage } from '../../features/content/components/faq-pages';

export default function FaqRoute() {
  return (
    <>
      <PageTitle title={paths.faq.title} />
      <FaqPage />
    </>
  );
}

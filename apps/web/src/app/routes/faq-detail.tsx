import { PageTitle } from '../../components/seo/page-title';
import { paths } from '../../config/paths';
import { FaqDetailPage } from '../../features/content/components/faq-pages';

export default function FaqDetailRoute() {
  return (
    <>
      <PageTitle title={paths.faqDetail.title} />
      <FaqDetailPage />
    </>
  );
}

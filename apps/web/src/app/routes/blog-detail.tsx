import { PageTitle } from '../../components/seo/page-title';
import { paths } from '../../config/paths';
import { BlogDetailPage } from '../../features/content/components/blog-pages';

export default function BlogDetailRoute() {
  return (
    <>
      <PageTitle title={paths.blogDetail.title} />
      <BlogDetailPage />
    </>
  );
}

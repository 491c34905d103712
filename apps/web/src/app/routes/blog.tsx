import { PageTitle } from '../../components/seo/page-title';
import { paths } from '../../config/paths';
import { BlogListPage } from '../../features/content/components/blog-pages';

export default function BlogRoute() {
  return (
    <>
      <PageTitle title={paths.blog.title} />
      <BlogListPage />
    </>
  );
}

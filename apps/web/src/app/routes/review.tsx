import { useParams } from 'react-router';
import { PageTitle } from '../../components/seo/page-title';
import { paths } from '../../config/paths';
import { ReviewPage } from '../../features/reviews/components/review-page';

export default function ReviewRoute() {
  const { kode = '' } = useParams();
  return (
    <>
      <PageTitle title={paths.review.title} />
      <ReviewPage key={kode} kode={kode} />
    </>
  );
}

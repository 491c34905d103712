import { PageTitle } from '../../components/seo/page-title';
import { paths } from '../../config/paths';
import { FeedbackPage } from '../../features/feedback/components/feedback-page';

export default function FeedbackRoute() {
  return (
    <>
      <PageTitle title={paths.feedback.title} />
      <FeedbackPage />
    </>
  );
}

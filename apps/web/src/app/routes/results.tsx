import { PageTitle } from '../../components/seo/page-title';
import { paths } from '../../config/paths';
// The app layer composes features (bulletproof-react); see apps/web/README.md "Known gaps".
import { ResultsPage } from '../../features/schedules/components/results-page';

export default function ResultsRoute() {
  return (
    <>
      <PageTitle title={paths.results.title} />
      <h1 className="visually-hidden">{paths.results.title}</h1>
      <ResultsPage />
    </>
  );
}

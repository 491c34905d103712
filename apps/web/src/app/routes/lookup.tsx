import { PageTitle } from '../../components/seo/page-title';
import { paths } from '../../config/paths';
import { LookupPage } from '../../features/lookup/components/lookup-page';

export default function LookupRoute() {
  return (
    <>
      <PageTitle title={paths.lookup.title} />
      <h1 className="no-print">{paths.lookup.title}</h1>
      <LookupPage />
    </>
  );
}

import { PageTitle } from '../../components/seo/page-title';
import { paths } from '../../config/paths';
import { PointsPage } from '../../features/points/components/points-page';

export default function PointsRoute() {
  return (
    <>
      <PageTitle title={paths.points.title} />
      <PointsPage />
    </>
  );
}

import { PageTitle } from '../../components/seo/page-title';
import { paths } from '../../config/paths';
import { EventPage } from '../../features/content/components/event-page';

export default function EventRoute() {
  return (
    <>
      <PageTitle title={paths.event.title} />
      <EventPage />
    </>
  );
}

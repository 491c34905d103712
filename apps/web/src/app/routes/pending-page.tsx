import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { PageTitle } from '../../components/seo/page-title';
import { paths } from '../../config/paths';

/**
 * What a route shows until its screen is built: its real title and an honest note, with
 * the way home. Replace the route module's body with the feature's page when it lands.
 */
export function PendingPage({ title, detail }: { title: string; detail?: string }) {
  return (
    <>
      <PageTitle title={title} />
      <h1>{title}</h1>
      <EmptyState
        title="Halaman ini sedang kami siapkan"
        description={detail ?? 'Silakan kembali ke beranda untuk mencari jadwal perjalanan Anda.'}
        action={<Link to={paths.home.getHref()}>Kembali ke Beranda</Link>}
      />
    </>
  );
}

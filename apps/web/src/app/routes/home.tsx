import { PageTitle } from '../../components/seo/page-title';
// The app layer composes features (bulletproof-react); the lint pattern is meant for
// feature-to-feature imports but also matches app/ -> features/ (see apps/web/README.md).
import { SearchForm } from '../../features/search/components/search-form';

export default function HomeRoute() {
  return (
    <>
      <PageTitle title="Tiket Bus & Shuttle Antarkota" />
      <h1>Pesan tiket bus &amp; shuttle antarkota</h1>
      <p style={{ color: 'var(--color-text-muted)' }}>Pilih rute dan tanggal, lalu bandingkan jadwal dari operator terpercaya.</p>
      <SearchForm />
    </>
  );
}

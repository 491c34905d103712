import { lazy, Suspense } from 'react';
import { DownloadAppBanner } from '../../components/layout/download-app-banner';
import { PageTitle } from '../../components/seo/page-title';
// The app layer composes features (bulletproof-react); the lint pattern is meant for
// feature-to-feature imports but also matches app/ -> features/ (see apps/web/README.md).
import { OperatorPartners } from '../../features/search/components/operator-partners';
import { PopularCities } from '../../features/search/components/popular-cities';
import { SearchForm } from '../../features/search/components/search-form';
import { lazyWithQueryClient } from '../../lib/query-client-loader';
import { useViewMode } from '../../stores/view-mode-store';
import styles from '../../features/search/components/home-sections.module.css';

// Banners and the popup come in their own chunk after the search form: the home route's
// first JavaScript stays the search's.
// They are queries: each waits for the QueryClient's module too (decision 0031).
const HomeContent = lazy(() =>
  lazyWithQueryClient(() => import('../../features/content/components/home-content')),
);
// The flash-sale banner likewise: its own chunk, shown once beranda answers.
const FlashSaleBanner = lazy(() =>
  lazyWithQueryClient(() => import('../../features/flashsale/components/flashsale-banner')),
);

export default function HomeRoute() {
  const desktop = useViewMode() === 'd';
  return (
    <>
      <PageTitle title="Tiket Bus & Shuttle Antarkota" />
      <div className={desktop ? styles.heroDesktop : styles.hero}>
        <div>
          <h1>Pesan tiket bus &amp; shuttle antarkota</h1>
          <p className={styles.lead}>
            Pilih rute dan tanggal, lalu bandingkan jadwal dari operator terpercaya.
          </p>
        </div>
        <SearchForm />
      </div>
      <DownloadAppBanner />
      <PopularCities />
      <OperatorPartners />
      {/* The promotions arrive last (their own chunks, then their calls) and may be empty:
          below the sections that are already on screen, their arrival moves nothing a
          visitor is looking at (layout shift, issue 11). */}
      <Suspense fallback={null}>
        <FlashSaleBanner />
      </Suspense>
      <Suspense fallback={null}>
        <HomeContent />
      </Suspense>
    </>
  );
}

import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../../config/paths';
import { browser } from '../../lib/browser';
import { ErrorState } from '../ui/error-state';

/**
 * The router's error element: a page that failed to load its code (for instance after a
 * new release replaced the chunks) or threw while rendering.
 */
export function RouteError() {
  const error = useRouteError();
  console.error('[route] halaman gagal dimuat', error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div style={{ padding: 'var(--space-6) var(--space-4)', maxWidth: '40rem', margin: '0 auto' }}>
      <ErrorState
        title={notFound ? 'Halaman tidak ditemukan' : 'Halaman gagal dimuat'}
        message={
          notFound
            ? 'Alamat yang Anda buka tidak tersedia.'
            : 'Periksa koneksi internet Anda, lalu muat ulang halaman. Data pesanan yang sudah Anda isi tetap tersimpan.'
        }
        onRetry={notFound ? undefined : () => browser.reload()}
        retryLabel="Muat Ulang Halaman"
        action={<Link to={paths.home.getHref()}>Kembali ke beranda</Link>}
      />
    </div>
  );
}

import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { browser } from '../../lib/browser';
import { ErrorState } from '../ui/error-state';

/**
 * What a page that failed shows: it could not load its code (for instance after a new
 * release replaced the chunks) or threw while rendering. An unknown address is not an
 * error: the route table's `*` page says "Halaman tidak ditemukan".
 */
function RouteError() {
  return (
    <div style={{ padding: 'var(--space-6) var(--space-4)', maxWidth: '40rem', margin: '0 auto' }}>
      <ErrorState
        title="Halaman gagal dimuat"
        message="Periksa koneksi internet Anda, lalu muat ulang halaman. Data pesanan yang sudah Anda isi tetap tersimpan."
        onRetry={() => browser.reload()}
        retryLabel="Muat Ulang Halaman"
        action={<Link to={paths.home.getHref()}>Kembali ke beranda</Link>}
      />
    </div>
  );
}

interface BoundaryProps {
  /** The location's key: a navigation clears the error, as the data router's did. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  resetKey: string;
}

class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  // Set in the constructor, not as a class field: a field would bring the build's
  // defineProperty helpers into the entry chunk (es2020 target; issue 11).
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { failed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[route] halaman gagal dimuat', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/**
 * A layout route's element (app/router.tsx): its child routes, or RouteError in their
 * place when one fails; the layouts around it (header, the way home) stay.
 */
export function RouteErrors() {
  const location = useLocation();
  return (
    <RouteErrorBoundary resetKey={location.key}>
      <Outlet />
    </RouteErrorBoundary>
  );
}

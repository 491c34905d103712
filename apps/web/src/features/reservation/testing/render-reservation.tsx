import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach } from 'vitest';
import { paths } from '../../../config/paths';
import { saveGuestToken } from '../../../lib/guest-tokens';
import { useViewModeStore } from '../../../stores/view-mode-store';
import { ReservationPage } from '../components/reservation-page';
import { CODE } from './fixtures';

/**
 * The reservation page tests' set-up, called once at the top of a test file: before each
 * test the phone view and CODE's guest token on this device; and a render of CODE's
 * reservation page, with the look-up page and home to leave to. The app's providers are
 * the test file's to pass: only a test file may import src/app.
 */
export function setUpReservationPage(Providers: ComponentType<{ children: ReactNode }>) {
  beforeEach(() => {
    useViewModeStore.setState({ mode: 'm' });
    saveGuestToken(CODE, 'guest-secret');
  });

  return function renderReservation() {
    const router = createMemoryRouter(
      [
        { path: paths.reservation.path, element: <ReservationPage code={CODE} /> },
        { path: paths.lookup.path, element: <h1>Cek Pesanan</h1> },
        { path: '/', element: <h1>Beranda</h1> },
      ],
      { initialEntries: [paths.reservation.getHref(CODE)] },
    );
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    return router;
  };
}

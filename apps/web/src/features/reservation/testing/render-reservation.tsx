import { createMemoryRouter } from 'react-router';
import { paths } from '../../../config/paths';
import { ReservationPage } from '../components/reservation-page';
import { CODE } from './fixtures';

/**
 * A router at CODE's reservation page, with the look-up page and home to leave to. The
 * test renders it inside the app's providers (src/app, which only a test file may import).
 */
export function reservationRouter() {
  return createMemoryRouter(
    [
      { path: paths.reservation.path, element: <ReservationPage code={CODE} /> },
      { path: paths.lookup.path, element: <h1>Cek Pesanan</h1> },
      { path: '/', element: <h1>Beranda</h1> },
    ],
    { initialEntries: [paths.reservation.getHref(CODE)] },
  );
}

import { Outlet } from 'react-router';
import { paths } from '../../config/paths';
import {
  OperatorShell,
  type ConsoleNavItem,
} from '../../features/operator/components/operator-shell';

/**
 * The console's menu, in order. A screen of another feature (refunds, sales, fares) adds
 * its entry here; `roles: ['admin']` keeps an admin-only screen out of a petugas's menu.
 */
const CONSOLE_NAV: readonly ConsoleNavItem[] = [
  {
    label: 'Keberangkatan',
    to: paths.operatorDepartures.getHref(),
    end: true,
    alsoActiveUnder: ['/operator/manifes/'],
  },
  { label: 'Naik penumpang', to: paths.operatorBoarding.getHref() },
  // The office (features/operator-office): a petugas reads them for their operator; only
  // an admin gives a refund back (the refund screen and the server both say so).
  {
    label: 'Pembatalan',
    to: paths.operatorCancellation.getHref(),
    // Moving a departure's time is reached from here and from a departure's card.
    alsoActiveUnder: [paths.operatorMoveDeparture.path],
  },
  { label: 'Refund', to: paths.operatorRefunds.getHref() },
  { label: 'Penjualan', to: paths.operatorSales.getHref() },
  { label: 'Tarif', to: paths.operatorFares.getHref() },
  { label: 'Kebijakan', to: paths.operatorPolicy.getHref() },
  { label: 'Rute', to: paths.operatorRoutes.getHref() },
  { label: 'Denah', to: paths.operatorLayouts.getHref() },
  // The site's content speaks for every operator: admin only (the server says so too).
  { label: 'Konten', to: paths.operatorContent.getHref(), roles: ['admin'] },
  { label: 'Flash sale', to: paths.operatorFlashSale.getHref(), roles: ['admin'] },
  { label: 'Oleh-oleh', to: paths.operatorSouvenirs.getHref(), roles: ['admin'] },
  { label: 'Audit', to: paths.operatorAudit.getHref(), roles: ['admin'] },
];

/** Every console page but the sign-in renders inside this layout (and its sign-in guard). */
export default function OperatorLayoutRoute() {
  return (
    <OperatorShell nav={CONSOLE_NAV}>
      <Outlet />
    </OperatorShell>
  );
}

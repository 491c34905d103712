import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RouteError } from '../components/errors/route-error';
import { AppShell } from '../components/layout/app-shell';
import { PageSkeleton } from '../components/ui/skeleton';
import { paths } from '../config/paths';
import { AccountMenu } from '../features/auth/components/account-menu';

/**
 * Every route, each page in its own chunk (route-level code splitting): a page module
 * under app/routes/ default-exports its component and is loaded when first visited.
 * To add a page: add its path to config/paths.ts, create app/routes/<page>.tsx that
 * composes feature components, and add one `page(...)` line below.
 */
type PageModule = { default: ComponentType };

function page(path: string | undefined, load: () => Promise<PageModule>): RouteObject {
  return {
    ...(path === undefined ? { index: true } : { path }),
    HydrateFallback: PageSkeleton,
    lazy: async () => ({ Component: (await load()).default }),
  };
}

function RootLayout() {
  return (
    <AppShell headerActions={<AccountMenu />}>
      <Outlet />
    </AppShell>
  );
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: PageSkeleton,
    children: [
      {
        // Errors render inside the shell, so the header and the way home stay.
        ErrorBoundary: RouteError,
        children: [
          page(undefined, () => import('./routes/home')),
          page(paths.login.path, () => import('./routes/login')),
          page(paths.loginGoogle.path, () => import('./routes/login-google')),
          page(paths.signup.path, () => import('./routes/signup')),
          page(paths.profile.path, () => import('./routes/profile')),
          page(paths.orders.path, () => import('./routes/orders')),
          page(paths.points.path, () => import('./routes/points')),
          page(paths.referral.path, () => import('./routes/referral')),
          page(paths.feedback.path, () => import('./routes/feedback')),
          page(paths.results.path, () => import('./routes/results')),
          page(paths.seats.path, () => import('./routes/seats')),
          page(paths.seatAlert.path, () => import('./routes/seat-alert')),
          page(paths.booker.path, () => import('./routes/booker')),
          page(paths.payment.path, () => import('./routes/payment')),
          page(paths.reservation.path, () => import('./routes/reservation')),
          page(paths.lookup.path, () => import('./routes/lookup')),
          page(paths.review.path, () => import('./routes/review')),
          page(paths.blog.path, () => import('./routes/blog')),
          page(paths.blogDetail.path, () => import('./routes/blog-detail')),
          page(paths.faq.path, () => import('./routes/faq')),
          page(paths.faqDetail.path, () => import('./routes/faq-detail')),
          page(paths.donation.path, () => import('./routes/donation')),
          page(paths.event.path, () => import('./routes/event')),
          page(paths.flashSale.path, () => import('./routes/flashsale')),
          page(paths.flashSaleCard.path, () => import('./routes/flashsale-card')),
          page(paths.flashSalePurchase.path, () => import('./routes/flashsale-purchase')),
          page(paths.souvenirs.path, () => import('./routes/souvenirs')),
          page(paths.souvenirProduct.path, () => import('./routes/souvenir-product')),
          page('*', () => import('./routes/not-found')),
        ],
      },
    ],
  },
  {
    // The operator console (issue 10): its own layout, never the customer AppShell.
    path: paths.operatorDepartures.path,
    HydrateFallback: PageSkeleton,
    ErrorBoundary: RouteError,
    children: [
      page(paths.operatorLogin.path, () => import('./routes/operator-login')),
      {
        // The console's bar and its sign-in guard; console pages go in `children`.
        HydrateFallback: PageSkeleton,
        lazy: async () => ({ Component: (await import('./routes/operator-layout')).default }),
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              page(undefined, () => import('./routes/operator-departures')),
              page(paths.operatorManifest.path, () => import('./routes/operator-manifest')),
              page(paths.operatorBoarding.path, () => import('./routes/operator-boarding')),
              page(
                paths.operatorCancellation.path,
                () => import('./routes/operator-office-cancellation'),
              ),
              page(
                paths.operatorMoveDeparture.path,
                () => import('./routes/operator-office-move-departure'),
              ),
              page(paths.operatorRefunds.path, () => import('./routes/operator-office-refunds')),
              page(paths.operatorSales.path, () => import('./routes/operator-office-sales')),
              page(paths.operatorFares.path, () => import('./routes/operator-office-fares')),
              page(paths.operatorRoutes.path, () => import('./routes/operator-office-routes')),
              page(paths.operatorLayouts.path, () => import('./routes/operator-office-layouts')),
              page(paths.operatorAudit.path, () => import('./routes/operator-audit')),
              page(paths.operatorContent.path, () => import('./routes/operator-content')),
              page(paths.operatorFlashSale.path, () => import('./routes/operator-flashsale')),
              page(paths.operatorSouvenirs.path, () => import('./routes/operator-souvenirs')),
            ],
          },
        ],
      },
    ],
  },
];

function createAppRouter() {
  return createBrowserRouter(routes);
}

let router: ReturnType<typeof createAppRouter> | null = null;

export function AppRouter() {
  router ??= createAppRouter();
  return <RouterProvider router={router} />;
}

import {
  createElement,
  lazy,
  useLayoutEffect,
  useMemo,
  useState,
  useTransition,
  type ComponentType,
} from 'react';
import {
  matchRoutes,
  Outlet,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  useRoutes,
  type RouteObject,
} from 'react-router';
import { RouteErrors } from '../components/errors/route-error';
import { AppShell } from '../components/layout/app-shell';
import { paths } from '../config/paths';
import { AccountMenu } from '../features/auth/components/account-menu';
import { PendingNavigationContext } from '../lib/pending-navigation';
import { queryClientGated, withQueryClient } from '../lib/query-client-loader';

/**
 * Every route, each page in its own chunk (route-level code splitting): a page module
 * under app/routes/ default-exports its component and is loaded when first visited.
 * To add a page: add its path to config/paths.ts, create app/routes/<page>.tsx that
 * composes feature components, and add one `page(...)` line below.
 *
 * React Router's declarative mode (decision 0028): the table is rendered by `useRoutes`
 * under AppRouter below, not by the data router, whose code was 15 KB of the home route.
 */
type PageModule = { default: ComponentType };

/** A route's page module, loaded when the route first renders or ahead of it. */
export interface RoutePage {
  /** The import itself: the prerender asks it which module it is (app/prerender). */
  readonly load: () => Promise<PageModule>;
  /** Loads the module now, so the route's first render is the page, not a suspension. */
  preload(): Promise<void>;
}

/**
 * `queryClient`: the page renders only once the QueryClient's module is here (decision
 * 0031), loaded with the page's own; only home renders without it (its first paint).
 */
function lazyPage(
  load: () => Promise<PageModule>,
  { queryClient = true } = {},
): RoutePage & { Component: ComponentType } {
  let loaded: ComponentType | null = null;
  // Once: the lazy component and a preload must give the same component (else a remount).
  const remember = (module: PageModule): PageModule => {
    loaded ??= queryClient ? queryClientGated(module.default) : module.default;
    return { default: loaded };
  };
  const ready = queryClient ? () => withQueryClient(load) : load;
  const Lazy = lazy(() => ready().then(remember));
  return {
    load,
    preload: async () => {
      try {
        remember(await ready());
      } catch {
        // Left to the route's error boundary: the page's render imports it again.
      }
    },
    // Once loaded (main.tsx preloads the opening route's), the page renders at once: a
    // React.lazy renders its first time as a suspension even when its import is done.
    Component: function Page() {
      return createElement(loaded ?? Lazy);
    },
  };
}

/** The page a route renders (its `handle`), for main.tsx's preload and the prerender. */
export function routePage(route: RouteObject): RoutePage | undefined {
  const handle: unknown = route.handle;
  if (typeof handle !== 'object' || handle === null || !('page' in handle)) return undefined;
  return handle.page as RoutePage;
}

/** A route's element and its page, loaded when first rendered. */
function lazyRoute(load: () => Promise<PageModule>, options?: { queryClient?: boolean }) {
  const { Component, ...loading } = lazyPage(load, options);
  return { element: <Component />, handle: { page: loading } };
}

function page(
  path: string | undefined,
  load: () => Promise<PageModule>,
  options?: { queryClient?: boolean },
): RouteObject {
  return { ...(path === undefined ? { index: true } : { path }), ...lazyRoute(load, options) };
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
    element: <RootLayout />,
    children: [
      {
        // Errors render inside the shell, so the header and the way home stay.
        element: <RouteErrors />,
        children: [
          // Home's first paint needs no QueryClient (decision 0031): it comes after.
          page(undefined, () => import('./routes/home'), { queryClient: false }),
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
          page(paths.reschedule.path, () => import('./routes/reschedule')),
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
    element: <RouteErrors />,
    children: [
      page(paths.operatorLogin.path, () => import('./routes/operator-login')),
      {
        // The console's bar and its sign-in guard; console pages go in `children`.
        ...lazyRoute(() => import('./routes/operator-layout')),
        children: [
          {
            element: <RouteErrors />,
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
              page(paths.operatorPolicy.path, () => import('./routes/operator-office-policy')),
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

/**
 * Loads the page modules the route at `pathname` renders. Before the first render (main.tsx), so the
 * router starts with the page itself: without it, the first render suspends on the page's
 * import and nothing is committed until it arrives. A module that fails to load is left
 * to the route's error boundary (its render imports again and shows RouteError).
 */
export async function preloadPages(pathname: string): Promise<void> {
  const opening = matchRoutes(routes, pathname) ?? [];
  await Promise.all(opening.map(({ route }) => routePage(route)?.preload()));
}

function AppRoutes() {
  return useRoutes(routes);
}

type History = ReturnType<typeof createBrowserHistory>;

/**
 * The app's router: React Router's <BrowserRouter>, with the navigation's pending state
 * kept. Every location change renders as a React transition, so while the next page's
 * chunk loads the current page stays on screen (no fallback flashes) and the layouts show
 * their progress bar (usePendingNavigation) — what the data router's `useNavigation` gave.
 * `history` is for tests (a memory history); the app uses the browser's.
 */
export function AppRouter({ history: given }: { history?: History }) {
  const [history] = useState(() => given ?? createBrowserHistory({ v5Compat: true }));
  const [view, setView] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) =>
        startTransition(() => setView({ action, location })),
      ),
    [history],
  );
  // The same element while only `pending` changes: starting a transition first renders
  // its pending state urgently (in one piece, not in slices), and a new <Router> element
  // there gave every route a new context, re-rendering each link and useNavigate reader of
  // the page being left. Now only the pending state's readers render (the progress bar).
  // It cost the seat map ~90 ms of blocking time on a throttled phone (Lighthouse).
  const routed = useMemo(
    () => (
      <Router navigator={history} location={view.location} navigationType={view.action}>
        <AppRoutes />
      </Router>
    ),
    [history, view],
  );
  return <PendingNavigationContext value={pending}>{routed}</PendingNavigationContext>;
}

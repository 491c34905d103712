import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter, useRoutes, type RouteObject } from 'react-router';
import { AppProvider } from '../provider';
import { routePage, routes } from '../router';
import { preloadFooter } from '../../components/layout/deferred-footer';
import { PageSkeleton } from '../../components/ui/skeleton';
import { useViewModeStore, type ViewMode } from '../../stores/view-mode-store';
import { routeModuleOf } from './route-import';

/**
 * The prerender (decision 0027), built by build/prerender.ts for Node after the client
 * build and run once: the markup the server puts into #app so the first paint needs no
 * JavaScript, and the table of which route loads which page module (for the per-route
 * preload links). Rendered as a first-time guest sees the page: no stored search, not
 * signed in; the client renders over it with what this visitor has (createRoot).
 */

/** What the server paints for a route: the home page, the shell with a skeleton, nothing. */
export type PrerenderedPage = 'home' | 'shell' | 'none';

export interface RouteEntry {
  /** The route's full path as React Router writes it ('/reservasi/:kode', '/*'). */
  path: string;
  page: PrerenderedPage;
  /** The page modules it loads, outermost first ('src/app/routes/home.tsx'). */
  modules: string[];
}

/** The customer routes' root: the AppShell (header, footer) around every customer page. */
const customerRoot = routes[0];
if (!customerRoot?.element || customerRoot.index || customerRoot.path !== '/')
  throw new Error('prerender: routes[0] must be the customer layout (app/router.tsx)');
const customerLayout = customerRoot.element;

function joinPath(parent: string, path: string | undefined): string {
  if (path === undefined) return parent;
  if (path.startsWith('/')) return path;
  return parent.endsWith('/') ? `${parent}${path}` : `${parent}/${path}`;
}

/** Every route a request can end on, with the page modules it loads. */
export async function routeTable(): Promise<RouteEntry[]> {
  const table: RouteEntry[] = [];
  const walk = async (
    route: RouteObject,
    parentPath: string,
    modules: string[],
    customer: boolean,
  ): Promise<void> => {
    const path = joinPath(parentPath, route.path);
    let loads = modules;
    const page = routePage(route);
    if (page) {
      const module = await routeModuleOf(page.load);
      if (module === null) throw new Error(`route ${path}: its page import was not rewritten`);
      loads = [...modules, module];
    }
    if (route.children?.length) {
      for (const child of route.children) await walk(child, path, loads, customer);
      return;
    }
    table.push({
      path,
      page: !customer ? 'none' : path === '/' ? 'home' : 'shell',
      modules: loads,
    });
  };
  for (const route of routes) await walk(route, '', [], route === customerRoot);
  return table;
}

function Routes({ tree }: { tree: RouteObject[] }) {
  return useRoutes(tree);
}

async function render(tree: RouteObject[], url: string, mode: ViewMode): Promise<string> {
  // The layouts read the view mode (the server picks m or d per request): one rendering
  // each. A zustand store renders its initial state on the server (useSyncExternalStore's
  // server snapshot), so the mode is set there: this process only prerenders.
  const initial: { mode: ViewMode } = useViewModeStore.getInitialState();
  initial.mode = mode;
  // The route's pages loaded first, as main.tsx does: renderToString does not wait. The
  // footer too: the client keeps the prerendered one until its module loads.
  await preloadFooter();
  const matches = matchRoutes(tree, url);
  if (!matches) throw new Error(`prerender of ${url}: no route`);
  for (const { route } of matches) {
    const page = routePage(route);
    if (!page) continue;
    await page.load(); // a failure stops the build (preload leaves it to the error page)
    await page.preload();
  }
  // The declarative router the client uses (decision 0028), at the URL.
  const markup = renderToString(
    <StrictMode>
      <AppProvider>
        <StaticRouter location={url}>
          <Routes tree={tree} />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
  );
  // React hoists a page's <title> to the front of its markup: the document's title is the
  // template's, and the client sets the page's own (components/seo/page-title).
  return markup.replace(/<title>[^<]*<\/title>/g, '');
}

/** The home page: shell, hero heading and the search form in its empty state. */
export async function renderHome(mode: ViewMode): Promise<string> {
  const markup = await render(routes, '/', mode);
  // The form shows today as the departure date by default: today at build time would be
  // stale by the next day. Empty, the field shows its placeholder until the client renders.
  const undated = markup.replace(
    /(<input [^>]*name="dateTrip"[^>]*?) value="[^"]*"/,
    '$1 value=""',
  );
  if (undated === markup) throw new Error('prerender of /: the departure date field was not found');
  return undated;
}

/** Any other customer page: the shell with the page's skeleton. */
export function renderShell(mode: ViewMode): Promise<string> {
  const shell: RouteObject = {
    path: '/',
    element: customerLayout,
    children: [{ index: true, element: <PageSkeleton /> }],
  };
  return render([shell], '/', mode);
}

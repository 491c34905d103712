import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../lib/html.js';

/**
 * What the web build writes beside index.html (apps/web/build/prerender.ts, decision
 * 0027): the prerendered markup of the home page and of the shell around every other
 * customer page, in each view mode, and per route the page chunk's scripts and styles
 * beyond the entry's, so the HTML names them and the page is not a second network hop.
 */
export const PAGE_ASSETS_FILE = 'page-assets.json';

type ViewMode = 'm' | 'd';
type PrerenderedPage = 'home' | 'shell' | 'none';

interface RouteAssets {
  /** React Router's pattern: '/jadwal', '/reservasi/:kode', '/*'. */
  path: string;
  page: PrerenderedPage;
  scripts: string[];
  styles: string[];
}

export interface PageAssets {
  pages: Record<Exclude<PrerenderedPage, 'none'>, Record<ViewMode, string>>;
  routes: RouteAssets[];
}

function isPageAssets(value: unknown): value is PageAssets {
  const candidate = value as Partial<PageAssets> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    Array.isArray(candidate.routes) &&
    ['home', 'shell'].every((page) =>
      ['m', 'd'].every(
        (mode) =>
          typeof (candidate.pages as Record<string, Record<string, unknown>> | undefined)?.[page]?.[
            mode
          ] === 'string',
      ),
    )
  );
}

/** The build's page-assets.json, or null (an older build: the plain app shell is served). */
export function readPageAssets(distDir: string): PageAssets | null {
  const file = path.join(distDir, PAGE_ASSETS_FILE);
  if (!fs.existsSync(file)) return null;
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!isPageAssets(parsed))
    throw new Error(`${file} is not what apps/web/build/prerender.ts writes`);
  return parsed;
}

/**
 * How well `pattern` fits the path's segments, or -1: React Router's ranking in short
 * (a fixed segment beats a parameter, which beats the catch-all `*`).
 */
function fit(pattern: string, segments: string[]): number {
  const parts = pattern.split('/').filter(Boolean);
  let score = 0;
  for (const [index, part] of parts.entries()) {
    if (part === '*') return score + 1;
    const segment = segments[index];
    if (segment === undefined) return -1;
    if (part.startsWith(':')) score += 3;
    else if (part.toLowerCase() === segment.toLowerCase()) score += 10;
    else return -1;
  }
  return parts.length === segments.length ? score + 2 : -1;
}

/** The route a (decoded) path opens; the best fit, as the client's router would pick. */
export function routeFor(routes: readonly RouteAssets[], urlPath: string): RouteAssets | null {
  const segments = urlPath.split('/').filter(Boolean);
  let best: RouteAssets | null = null;
  let bestFit = -1;
  for (const route of routes) {
    const score = fit(route.path, segments);
    if (score > bestFit) {
      best = route;
      bestFit = score;
    }
  }
  return best;
}

const EMPTY_APP = /<div id="app"><\/div>/;
const MODULE_TAGS = /<script type="module"|<link rel="modulepreload"/g;

/**
 * The app shell for one request: the route's styles (render-blocking, after the entry's,
 * as the client would add them) and scripts (modulepreload, `crossorigin` like the
 * entry's script so the preloaded module is the one used) before </head>, and the
 * prerendered markup in #app for the view mode. A template without an empty #app, or no
 * assets, is sent as it is.
 */
export function composePage(
  template: string,
  assets: PageAssets | null,
  urlPath: string,
  mode: ViewMode,
): string {
  if (!assets) return template;
  const route = routeFor(assets.routes, urlPath);
  if (!route) return template;
  const links = [
    ...route.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
    ...route.scripts.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
    ),
  ].join('');
  let html = links ? template.replace('</head>', () => `${links}</head>`) : template;
  if (route.page !== 'none' && EMPTY_APP.test(html)) {
    const markup = assets.pages[route.page][mode];
    html = html
      // `inert` until the app has taken over (main.tsx removes it after the first commit):
      // a tap or typing on the prerendered form would be lost when React replaces it, so
      // the markup is shown but not usable for that second (decision 0027).
      .replace(EMPTY_APP, () => `<div id="app" inert>${markup}</div>`)
      // The page paints without its scripts now: they come after the stylesheets, which
      // the paint waits for (a module script or preload is otherwise fetched as urgently).
      .replace(MODULE_TAGS, (tag) => `${tag} fetchpriority="low"`);
  }
  return html;
}

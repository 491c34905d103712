import type { ComponentType } from 'react';

/**
 * The prerender build (build/prerender.ts) rewrites each `import('./routes/<page>')` of
 * app/routes in src/app/router.tsx into `routeImport('src/app/routes/<page>.tsx', () =>
 * import(...))`, so the prerender can ask every lazy route which module it loads without
 * loading it (some pages touch the browser when imported: the pickup map's Leaflet).
 * Only the prerender build sees this file; the client's router imports as written.
 */
type PageModule = { default: ComponentType };

let listing = false;

/** A route's lazy import: the module itself, or while listing, a stand-in naming it. */
/** @public Called from the rewritten router (build/prerender.ts), which knip cannot see. */
export function routeImport(
  moduleId: string,
  load: () => Promise<PageModule>,
): Promise<PageModule> {
  if (!listing) return load();
  const standIn: ComponentType & { routeModule?: string } = () => null;
  standIn.routeModule = moduleId;
  return Promise.resolve({ default: standIn });
}

/** The module a route's page loads, read through its stand-in (null when it is not a page). */
export async function routeModuleOf(load: () => Promise<PageModule>): Promise<string | null> {
  listing = true;
  try {
    const loaded = (await load()).default as { routeModule?: string };
    return loaded.routeModule ?? null;
  } finally {
    listing = false;
  }
}

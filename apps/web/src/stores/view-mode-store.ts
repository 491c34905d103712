import { create } from 'zustand';
import { readMeta } from '../lib/dom';

/**
 * The view mode (spec §2, §4): 'm' renders the narrow centred mobile layout, 'd' the
 * desktop layout. The server writes it into <meta name="vm"> per request from the
 * User-Agent; `?vm=m` / `?vm=d` overrides it on the client too (the server honours it
 * as well, but a cached index.html may not have).
 */
export type ViewMode = 'm' | 'd';

export function resolveViewMode(search: string, metaContent: string | null): ViewMode {
  const requested = new URLSearchParams(search).get('vm');
  if (requested === 'm' || requested === 'd') return requested;
  return metaContent === 'm' ? 'm' : 'd';
}

function initialViewMode(): ViewMode {
  return resolveViewMode(typeof location === 'undefined' ? '' : location.search, readMeta('vm'));
}

interface ViewModeState {
  mode: ViewMode;
  setMode: (mode: ViewMode) => void;
}

export const useViewModeStore = create<ViewModeState>((set) => ({
  mode: initialViewMode(),
  setMode: (mode) => set({ mode }),
}));

export const useViewMode = () => useViewModeStore((state) => state.mode);
export const useIsMobileView = () => useViewModeStore((state) => state.mode === 'm');

/** Re-reads the page settings (tests, or after the host rewrites the meta tag). */
export function refreshViewMode(): void {
  useViewModeStore.setState({ mode: initialViewMode() });
}

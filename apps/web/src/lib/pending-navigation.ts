import { createContext, useContext } from 'react';

/**
 * True while a navigation is under way: the next page's code is loading and the page the
 * person is on stays on screen until it is ready (app/router.tsx renders every location
 * change as a React transition and provides this). Outside the app's router, false.
 */
export const PendingNavigationContext = createContext(false);

/** Whether the layouts show their progress bar (decision 0028). */
export function usePendingNavigation(): boolean {
  return useContext(PendingNavigationContext);
}

import { act, render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { AppProvider } from '../provider';
import { AppRouter } from '../router';

/**
 * The app as it ships (the route table under AppRouter, decision 0028) opened at `href`,
 * on a memory history instead of the browser's. Returns where the app is and a way to go
 * elsewhere, as a link would.
 */
export function renderApp(href: string) {
  const history = createMemoryHistory({ initialEntries: [href], v5Compat: true });
  render(
    <AppProvider>
      <AppRouter history={history} />
    </AppProvider>,
  );
  return {
    get location() {
      return history.location;
    },
    navigate: (to: string) =>
      act(async () => {
        history.push(to);
      }),
  };
}

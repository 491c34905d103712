import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { preloadPages } from './app/router';
import { keepPrerenderedFooter } from './components/layout/deferred-footer';
import { preloadCustomerMenu } from './features/auth/components/account-menu';
import { installNativeCallbacks } from './lib/native-bridge';
import { rememberReferralFrom } from './lib/referral-link';
import { registerServiceWorker } from './lib/service-worker-registration';
import './styles/global.css';

installNativeCallbacks();
rememberReferralFrom(location.search);
registerServiceWorker();

const root = document.getElementById('app');
if (!root) throw new Error('Elemen #app tidak ditemukan di index.html');

/**
 * The server sends prerendered markup `inert` (decision 0027): it looks like the page but
 * takes no input, since React replaces it. After the first commit the page is the app's,
 * and usable.
 */
function TakenOver({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useEffect(() => container.removeAttribute('inert'), [container]);
  return children;
}

function start(container: HTMLElement): void {
  // createRoot, not hydrateRoot: the prerendered markup is a guest's first visit, and React
  // replaces it whole on the first commit with what this visitor has (decision 0027).
  // The footer's module comes after the first paint; until then the prerendered one stays.
  keepPrerenderedFooter(container);
  const reactRoot = createRoot(container);
  // The first render as a transition: React renders it in slices of a few milliseconds and
  // lets the browser paint and take input between them. Rendered at once it was one task of
  // ~300 ms on a throttled phone (Lighthouse's total blocking time, issue 11).
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <TakenOver container={container}>
          <App />
        </TakenOver>
      </StrictMode>,
    );
  });
}

// The page modules of the route being opened are loaded before the first render, so the
// first commit replaces the prerendered markup with the page itself and never shows
// anything in between (decisions 0027, 0028). The served HTML preloads these modules: this
// waits for files already on their way. One that fails is left to the route's error page.
// A customer's header menu is its own module (a guest's page never loads it): loaded with
// the page, so the first commit shows it too.
void Promise.all([preloadPages(location.pathname), preloadCustomerMenu()]).then(() => start(root));

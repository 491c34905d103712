import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { installNativeCallbacks } from './lib/native-bridge';
import { rememberReferralFrom } from './lib/referral-link';
import { registerServiceWorker } from './lib/service-worker-registration';
import './styles/global.css';

installNativeCallbacks();
rememberReferralFrom(location.search);
registerServiceWorker();

const root = document.getElementById('app');
if (!root) throw new Error('Elemen #app tidak ditemukan di index.html');

const reactRoot = createRoot(root);
// The first render as a transition: React renders it in slices of a few milliseconds and
// lets the browser paint and take input between them. Rendered at once it was one task of
// ~300 ms on a throttled phone (Lighthouse's total blocking time, issue 11).
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

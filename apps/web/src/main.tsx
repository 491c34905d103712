import { StrictMode } from 'react';
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

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

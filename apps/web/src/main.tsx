import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { installNativeCallbacks } from './lib/native-bridge';
import { registerServiceWorker } from './lib/service-worker-registration';
import './styles/global.css';

installNativeCallbacks();
registerServiceWorker();

const root = document.getElementById('app');
if (!root) throw new Error('Elemen #app tidak ditemukan di index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

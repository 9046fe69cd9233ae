import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { startTheme } from './lib/theme.ts';
import { registerServiceWorker } from './pwa/register-service-worker.ts';
import { takeSharedText } from './pwa/shared-text.ts';
import './styles.css';

startTheme();
takeSharedText(window.location, window.history);
registerServiceWorker();

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// A React host that uses Proofdesk the way an npm consumer does: only the package's public entry
// points, resolved through package.json `exports` to the built dist/ (scripts/build-examples.mjs).
import { createProofdesk, setDefaultProofdesk } from 'proofdesk';
import { mountNotificationBell } from 'proofdesk/notification-bell';
import { ProofdeskProvider } from 'proofdesk/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

// The page names its API (the serving code fills the origin in); relative means this origin.
const api = document.querySelector<HTMLMetaElement>('meta[name="proofdesk-api"]')?.content || '/api';

// One instance per page. Registering it as the default lets code outside React (below) and any
// script-tag widget on the same page share it: one session, one WebSocket.
const proofdesk = createProofdesk({ baseUrl: new URL(api, location.href).href });
setDefaultProofdesk(proofdesk);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ProofdeskProvider instance={proofdesk}>
      <App />
    </ProofdeskProvider>
  </StrictMode>,
);

// Any framework (or none): mount into an element you own, update with new props, unmount when done.
const footerBell = mountNotificationBell(document.getElementById('footer-bell') as HTMLElement, {
  instance: proofdesk,
  theme: { mode: 'dark' },
});
window.addEventListener('pagehide', () => footerBell.unmount());

// The smallest React host of the bell from npm (docs/embedding.md §1): one instance, the provider,
// the bell. Built by bell-weight.bench.ts against the package's built `dist` (as installed), not the
// sources: the bench resolves every `proofdesk/*` import through package.json "exports".
import { createProofdesk } from 'proofdesk';
import { NotificationBell } from 'proofdesk/notification-bell';
import { ProofdeskProvider } from 'proofdesk/react';
import { createRoot } from 'react-dom/client';

const proofdesk = createProofdesk({ baseUrl: '/api' });

createRoot(document.getElementById('root')!).render(
  <ProofdeskProvider instance={proofdesk}>
    <NotificationBell />
  </ProofdeskProvider>,
);

// A fixture page for the isolation end-to-end test: one shadow-rooted widget made of primitives,
// optionally under a hostile stylesheet (?hostile=1) or left out (?widget=0).
import { createProofdesk } from 'proofdesk';
import { Button, ProofdeskProvider, ShadowWidget, TextField } from 'proofdesk/react';
import { createRoot } from 'react-dom/client';
import { pageNonce } from '../lib/page-nonce';

const params = new URLSearchParams(window.location.search);
if (params.get('hostile') === '1') {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/hostile.css';
  document.head.append(link);
}

const nonce = pageNonce();
const instance = createProofdesk({
  baseUrl: `${window.location.origin}/api`,
  storagePrefix: 'isolation:',
  ...(nonce ? { nonce } : {}),
});
const host = document.getElementById('widget-host')!;

if (params.get('widget') !== '0') {
  createRoot(host).render(
    <ProofdeskProvider instance={instance}>
      <ShadowWidget>
        <div className="pd-stack" data-testid="widget">
          <Button variant="primary">Primary action</Button>
          <Button variant="secondary">Secondary</Button>
          <TextField label="Order name" name="orderName" defaultValue="Spring flyer" />
        </div>
      </ShadowWidget>
    </ProofdeskProvider>,
  );
}
document.body.dataset.ready = 'true';

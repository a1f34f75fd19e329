import type { WhitelabelInfo } from 'proofdesk/contract';
import { BRIGHTLINE_FAVICON, BRIGHTLINE_LOGO, BRIGHTLINE_PLACEHOLDER } from './brand-assets';

export interface DemoClient {
  id: string;
  name: string;
  type: 'direct' | 'whitelabel';
  parent: string | null;
  whitelabel: WhitelabelInfo | null;
}

export const BRIGHTLINE_BRANDING: WhitelabelInfo = {
  logo: BRIGHTLINE_LOGO,
  favicon: BRIGHTLINE_FAVICON,
  imagePlaceholder: BRIGHTLINE_PLACEHOLDER,
  theme: 'light',
  colours: { info: '#0369a1', primary: '#0f766e', success: '#15803d', warning: '#b45309', danger: '#be123c' },
};

// Stable ids keep demo URLs (and later seeds that reference accounts) predictable.
export const DEMO_CLIENTS: readonly DemoClient[] = [
  { id: 'client-northwind', name: 'Northwind Studio', type: 'direct', parent: null, whitelabel: null },
  {
    id: 'client-brightline',
    name: 'Brightline Print',
    type: 'whitelabel',
    parent: null,
    whitelabel: BRIGHTLINE_BRANDING,
  },
  { id: 'client-harbor', name: 'Harbor Cafe', type: 'direct', parent: 'client-brightline', whitelabel: null },
  {
    id: 'client-summit',
    name: 'Summit Outdoor Co.',
    type: 'direct',
    parent: 'client-brightline',
    whitelabel: null,
  },
  // A new sign-up that has not completed its profile yet (the shell's 'Welcome to Dashboard!' modal).
  { id: 'client-pinecrest', name: 'Pinecrest Bakery', type: 'direct', parent: null, whitelabel: null },
];

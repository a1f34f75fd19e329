import { createProofdesk, setDefaultProofdesk } from 'proofdesk';
import { pageNonce } from './page-nonce';

// One instance for the whole portal, registered as the page default so any custom element or
// mounted widget on the page shares its session and socket.
const nonce = pageNonce();
export const proofdesk = createProofdesk({
  baseUrl: `${window.location.origin}/api`,
  ...(nonce ? { nonce } : {}),
  navigate: (intent) => {
    window.history.pushState(null, '', intent.path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  },
});
setDefaultProofdesk(proofdesk);

import type { NavigateIntent } from '../core/domain';
import { createProofdesk, getDefaultProofdesk, setDefaultProofdesk } from '../core/instance';
import type { EmbedConfig } from './config';

/**
 * With `data-portal-url`, intents nobody cancelled open the portal page they name (the instance's
 * URL-template default). A sign-out is the embedding page's business, never a reason to leave it.
 */
function portalNavigator(portalUrl: string | undefined) {
  if (!portalUrl) return undefined;
  return (intent: NavigateIntent) => {
    if (intent.type === 'signed-out') return;
    const base = portalUrl.endsWith('/') ? portalUrl.slice(0, -1) : portalUrl;
    globalThis.location.assign(`${base}${intent.path}`);
  };
}

/** Creates the page's default instance unless the page already registered one. */
export function boot(config: EmbedConfig) {
  const existing = getDefaultProofdesk();
  if (existing) return existing;
  const navigate = portalNavigator(config.portalUrl);
  const instance = createProofdesk({
    baseUrl: config.baseUrl,
    clientType: config.clientType,
    ...(config.storagePrefix ? { storagePrefix: config.storagePrefix } : {}),
    ...(config.nonce ? { nonce: config.nonce } : {}),
    ...(navigate ? { navigate } : {}),
    // A session the server ended (reauth) ends here too, but the reseller's page stays where it is:
    // the widgets show signed out and the page hears 'signed-out' on the instance's events.
    onReload: () => {},
  });
  setDefaultProofdesk(instance);
  return instance;
}

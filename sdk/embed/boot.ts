import { createProofdesk, getDefaultProofdesk, setDefaultProofdesk } from '../core';
import type { EmbedConfig } from './config';

/** Creates the page's default instance unless the page already registered one. */
export function boot(config: EmbedConfig) {
  const existing = getDefaultProofdesk();
  if (existing) return existing;
  const instance = createProofdesk({
    baseUrl: config.baseUrl,
    clientType: config.clientType,
    ...(config.storagePrefix ? { storagePrefix: config.storagePrefix } : {}),
    ...(config.nonce ? { nonce: config.nonce } : {}),
  });
  setDefaultProofdesk(instance);
  return instance;
}

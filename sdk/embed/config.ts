import type { ClientType } from '../core/types';

export interface EmbedConfig {
  baseUrl: string;
  clientType: ClientType;
  storagePrefix: string | undefined;
  nonce: string | undefined;
}

/**
 * Configuration comes from the loader's own <script> attributes:
 * `data-base-url` (default: the API beside the script), `data-client-type`, `data-storage-prefix`
 * and the element's `nonce` (reused for the `<style>` fallback under a strict CSP).
 */
export function readEmbedConfig(script: Element | null): EmbedConfig {
  const element = script instanceof HTMLScriptElement ? script : null;
  const scriptUrl = element?.src ? new URL(element.src) : new URL(globalThis.location.href);
  const data = element?.dataset ?? {};
  return {
    baseUrl: data.baseUrl ?? `${scriptUrl.origin}/api`,
    clientType: data.clientType === 'admin' ? 'admin' : 'customer',
    storagePrefix: data.storagePrefix,
    nonce: element?.nonce || undefined,
  };
}

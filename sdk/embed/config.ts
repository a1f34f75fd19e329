import type { ClientType } from '../core/types';

export interface EmbedConfig {
  baseUrl: string;
  clientType: ClientType;
  storagePrefix: string | undefined;
  nonce: string | undefined;
}

/** The <script> element that loaded `url` (scripts' `src` properties are absolute URLs). */
export function findLoaderScript(doc: Document, url: string): HTMLScriptElement | null {
  return [...doc.scripts].find((script) => script.src === url) ?? null;
}

/**
 * Configuration comes from the loader's own <script> attributes:
 * `data-base-url` (default: the API beside the script), `data-client-type`, `data-storage-prefix`
 * and the element's `nonce` (reused for the `<style>` fallback under a strict CSP).
 */
export function readEmbedConfig(script: HTMLScriptElement | null, loaderUrl: string): EmbedConfig {
  const data = script?.dataset ?? {};
  return {
    baseUrl: data.baseUrl ?? `${new URL(loaderUrl).origin}/api`,
    clientType: data.clientType === 'admin' ? 'admin' : 'customer',
    storagePrefix: data.storagePrefix,
    nonce: script?.nonce || undefined,
  };
}

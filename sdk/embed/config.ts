import type { ClientType } from '../contract';

export interface EmbedConfig {
  baseUrl: string;
  clientType: ClientType;
  storagePrefix: string | undefined;
  nonce: string | undefined;
  /** Where intents navigate by default: the portal's origin (or base path) the intent paths hang off. */
  portalUrl: string | undefined;
}

/** What a page spelled out; anything left out can still come from the first widget element. */
type ExplicitEmbedConfig = Partial<Record<keyof EmbedConfig, string>>;

/** The <script> element that loaded `url` (scripts' `src` properties are absolute URLs). */
export function findLoaderScript(doc: Document, url: string): HTMLScriptElement | null {
  const scripts = [...doc.scripts];
  // After a redirect, import.meta.url is the final URL while `src` keeps the one written: fall back
  // to the same path on any origin.
  const path = new URL(url).pathname;
  const found =
    scripts.find((script) => script.src === url) ??
    scripts.find((script) => script.src && new URL(script.src).pathname === path);
  if (!found)
    console.warn(`proofdesk: no <script src="${url}"> found; data-* settings and nonce are ignored`);
  return found ?? null;
}

/**
 * The loader's own <script> attributes: `data-base-url`, `data-client-type`, `data-storage-prefix`,
 * `data-portal-url`, and the element's `nonce` (reused for the `<style>` fallback under a strict CSP).
 */
export function readScriptConfig(script: HTMLScriptElement | null): ExplicitEmbedConfig {
  const data = script?.dataset ?? {};
  return {
    baseUrl: data.baseUrl,
    clientType: data.clientType,
    storagePrefix: data.storagePrefix,
    portalUrl: data.portalUrl,
    nonce: script?.nonce || undefined,
  };
}

/** The same settings as attributes of a widget element (`base-url`, `client-type`, ...). */
export function readElementConfig(element: Element): ExplicitEmbedConfig {
  const read = (name: string) => element.getAttribute(name) ?? undefined;
  return {
    baseUrl: read('base-url'),
    clientType: read('client-type'),
    storagePrefix: read('storage-prefix'),
    portalUrl: read('portal-url'),
  };
}

/**
 * The script tag wins; the first widget element fills what it left out (one instance per page,
 * so later elements cannot change it); the API beside the script is the last resort.
 */
export function resolveEmbedConfig(
  script: ExplicitEmbedConfig,
  element: ExplicitEmbedConfig,
  loaderUrl: string,
): EmbedConfig {
  const pick = (key: keyof EmbedConfig) => script[key] || element[key] || undefined;
  return {
    baseUrl: pick('baseUrl') ?? `${new URL(loaderUrl).origin}/api`,
    clientType: pick('clientType') === 'admin' ? 'admin' : 'customer',
    storagePrefix: pick('storagePrefix'),
    nonce: script.nonce,
    portalUrl: pick('portalUrl'),
  };
}

/**
 * This response's CSP nonce, which the reference server writes into Vite's
 * `<meta property="csp-nonce">` (host-demo/server/portal-page.ts). Handed to Proofdesk instances for
 * the widgets' `<style nonce>` fallback. Undefined under the dev server, which sends no policy.
 */
export function pageNonce(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
}

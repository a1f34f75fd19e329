// Portal constants a reseller sets at build time (Vite env).
export const PRODUCT_NAME: string = import.meta.env.VITE_PRODUCT_NAME ?? 'Proofdesk';
// Registration is the reseller's own page; the portal only links to it. The demo has none, so the
// link points at the list of demo accounts on the same screen.
export const SIGN_UP_URL: string = import.meta.env.VITE_SIGN_UP_URL ?? '#demo-accounts';

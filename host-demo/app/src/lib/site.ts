// Portal constants a reseller sets at build time (Vite env).
export const PRODUCT_NAME: string = import.meta.env.VITE_PRODUCT_NAME ?? 'Proofdesk';
// Registration may be the reseller's own page (VITE_SIGN_UP_URL); by default Get Started opens the
// portal's request-access form (/get-started, issue 27).
export const SIGN_UP_URL: string = import.meta.env.VITE_SIGN_UP_URL ?? '/get-started';

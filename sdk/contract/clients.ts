// Client ids and anti-forgery scope names: plain constants, no schema builder (the browser imports
// them; TypeBox stays on the server).
/** Which sign-in screen, API prefix and client credentials a caller uses (`/c` or `/d`). */
export type ClientType = 'customer' | 'admin';

/**
 * OAuth-style client credentials of the two sign-in screens. The secrets are deliberately public:
 * they identify which SPA is asking, they do not authenticate anybody.
 */
export const CLIENTS = {
  customer: { id: 'proofdesk-customer', secret: 'proofdesk-customer-secret', prefix: 'c' },
  admin: { id: 'proofdesk-admin', secret: 'proofdesk-admin-secret', prefix: 'd' },
} as const;

export type ClientId = (typeof CLIENTS)[ClientType]['id'];

export function clientKindOf(clientId: string): ClientType | undefined {
  if (clientId === CLIENTS.customer.id) return 'customer';
  if (clientId === CLIENTS.admin.id) return 'admin';
  return undefined;
}

/** Anti-forgery scope names (spec §7), each used as `<client>:<name>`. */
export const CSRF_SCOPES = [
  'upload',
  'reseller-customer',
  'reseller-profile',
  'guest-annotation',
  'customer-card',
  'customer-team-member',
  'customer-package',
  'customer-payment-method',
  'customer-transaction',
  'customer-profile',
  'cart',
  'filter',
  'card',
  'card-annotation',
  'profile',
  'create-pexels-images',
  'impersonate',
] as const;

export type CsrfScopeName = (typeof CSRF_SCOPES)[number];
export type CsrfScope = `${ClientType}:${CsrfScopeName}`;

export function csrfScope(clientKind: ClientType, name: CsrfScopeName): CsrfScope {
  return `${clientKind}:${name}`;
}

/** Splits `customer:cart` into its parts; undefined when either part is unknown. */
export function parseCsrfScope(scope: string): { clientKind: ClientType; name: CsrfScopeName } | undefined {
  const [clientKind, name, ...rest] = scope.split(':');
  if (rest.length > 0 || (clientKind !== 'customer' && clientKind !== 'admin')) return undefined;
  if (!(CSRF_SCOPES as readonly string[]).includes(name ?? '')) return undefined;
  return { clientKind, name: name as CsrfScopeName };
}

export const CSRF_HEADER = 'X-CSRF-Token';

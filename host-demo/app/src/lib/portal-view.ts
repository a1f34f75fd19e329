import type { User } from 'proofdesk';
import { useProofdesk } from 'proofdesk/react';

/**
 * The user as access rules see them, with the locally remembered customer/client toggle
 * (dashboard §4 "View switching"; the server never sees it).
 */
export function useViewedUser(user: User): User & { view: 'customer' | 'client' } {
  const proofdesk = useProofdesk();
  const view = proofdesk.session.storage.get('view') === 'client' ? 'client' : 'customer';
  return { ...user, view };
}

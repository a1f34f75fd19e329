import { useEffect, useState } from 'react';
// roles.ts stays in the core (the session reads it): no 'access' chunk for this.
import { isCustomerSideRole } from '../../../sdk/access/customer-side';
import type { MentionUser } from '../../../sdk/contract';
import { useProofdesk } from '../../../sdk/react';
import type { ViewerTab } from '../state/viewer-state';

/**
 * Who can be mentioned (GET /order/{id}/mentions, proofing §7): the order's customer side and its
 * creator, operator and manager. On the internal tab customers are left out: they never read
 * internal comments, and the server never notifies them of one.
 */
export function usePeople(orderId: string, tab: ViewerTab): readonly MentionUser[] {
  const instance = useProofdesk();
  const [people, setPeople] = useState<readonly MentionUser[]>([]);
  useEffect(() => {
    let current = true;
    void instance.http
      .get<MentionUser[]>(`/order/${encodeURIComponent(orderId)}/mentions`, { query: { 'cm-revew': false } })
      .then((result) => {
        // Without the list the picker offers nobody; the comment itself still goes out.
        if (current && result.ok) setPeople(result.data ?? []);
      });
    return () => {
      current = false;
    };
  }, [instance, orderId]);
  return tab === 'internal' ? people.filter((person) => !isCustomerSideRole(person.role)) : people;
}

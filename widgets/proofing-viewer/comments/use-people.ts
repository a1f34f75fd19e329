import { useEffect, useState } from 'react';
import type { MentionUser } from '../../../sdk/contract';
import { useProofdesk } from '../../../sdk/react';
import type { ViewerTab } from '../state/viewer-state';

/**
 * Who can be mentioned (GET /order/{id}/mentions, proofing §7): the order's customer side and its
 * creator, operator and manager. On the internal tab the server's `cm-revew=true` leaves customers
 * out: they never read internal comments.
 */
export function usePeople(orderId: string, tab: ViewerTab): readonly MentionUser[] {
  const instance = useProofdesk();
  const [people, setPeople] = useState<readonly MentionUser[]>([]);
  useEffect(() => {
    let current = true;
    void instance.http
      .get<MentionUser[]>(`/order/${encodeURIComponent(orderId)}/mentions`, {
        query: { 'cm-revew': tab === 'internal' },
      })
      .then((result) => {
        // Without the list the picker offers nobody; the comment itself still goes out.
        if (current && result.ok) setPeople(result.data ?? []);
      });
    return () => {
      current = false;
    };
  }, [instance, orderId, tab]);
  return people;
}

import { useEffect, useState } from 'react';
import type { MentionUser } from '../../../sdk/contract';
import { useProofdesk } from '../../../sdk/react';

/**
 * Who can be mentioned (GET /order/{id}/mentions, proofing §7): the order's customer side and its
 * creator, operator and manager, as the server lists them. The same list on both tabs: the server
 * never notifies a customer of an internal comment, whoever is mentioned.
 */
export function usePeople(orderId: string): readonly MentionUser[] {
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
  return people;
}

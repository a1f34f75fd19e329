import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { MentionUser } from '../../../sdk/contract';
import { useProofdesk } from '../../../sdk/react';

/**
 * Names of the people who may have uploaded a version, by user id: the order's people (GET
 * /order/{id}/mentions: the account's users and the order's creator, operator and manager) plus
 * the signed-in user (whom that list leaves out). The version record carries the uploader's id only
 * (proofing §3 `creator.id`). Read once the panel is open.
 */
export function useUploaders(orderId: string, enabled: boolean): ReadonlyMap<string, string> {
  const instance = useProofdesk();
  const profile = useStore(instance.session.$profile);
  const [people, setPeople] = useState<readonly MentionUser[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void instance.http.get<MentionUser[]>(`/order/${encodeURIComponent(orderId)}/mentions`).then((result) => {
      if (live && result.ok) setPeople(result.data ?? []);
    });
    return () => {
      live = false;
    };
  }, [instance, orderId, enabled]);
  const names = new Map(people.map((person) => [person.id, person.name]));
  if (profile) names.set(profile.id, `${profile.firstname} ${profile.lastname}`.trim());
  return names;
}

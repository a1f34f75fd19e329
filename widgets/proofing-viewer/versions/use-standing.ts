import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { ReviewStanding } from '../../../sdk/contract';
import { useProofdesk } from '../../../sdk/react';
import { useViewerState } from '../state/viewer-state';

/**
 * The signed-in user's standing on the shown order (GET …/attachment/{id}/standing): creator,
 * collaborator, approver, assigned operator and the attachment's group. The review buttons (§4.1,
 * §6) and version Delete (§6) read it; read again on every viewer reload, as the flags may change.
 * Null while loading or when it cannot be read (then neither shows anything).
 */
export function useStanding(): ReviewStanding | null {
  const instance = useProofdesk();
  const state = useViewerState();
  const auth = useStore(instance.session.$auth);
  const userId = auth.token ? auth.userId : null;
  const reload = useStore(state.$reloadRequest);
  const [standing, setStanding] = useState<ReviewStanding | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reload` only asks for a fresh read
  useEffect(() => {
    let live = true;
    if (!userId) {
      setStanding(null);
      return;
    }
    const path = `/order/${encodeURIComponent(state.orderId)}/attachment/${encodeURIComponent(state.attachmentId)}/standing`;
    void instance.http.get<ReviewStanding>(path).then((result) => {
      if (live && result.ok && result.data) setStanding(result.data);
    });
    return () => {
      live = false;
    };
  }, [instance, state, userId, reload]);
  return standing;
}

import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { ReviewStanding } from '../../../sdk/contract';
import type { HttpClient } from '../../../sdk/core/http';
import { useProofdesk } from '../../../sdk/react';
import { useViewerState, type ViewerState } from '../state/viewer-state';

type StandingRead = Promise<ReviewStanding | null>;

/**
 * One read per viewer, user and reload: the versions panel and the review bar both need the
 * standing, and two calls for it would sit beside the document's first read.
 */
const reads = new WeakMap<ViewerState, { key: string; read: StandingRead }>();

function readStanding(http: HttpClient, state: ViewerState, key: string): StandingRead {
  const cached = reads.get(state);
  if (cached?.key === key) return cached.read;
  const path = `/order/${encodeURIComponent(state.orderId)}/attachment/${encodeURIComponent(state.attachmentId)}/standing`;
  const read = http.get<ReviewStanding>(path).then((result) => (result.ok && result.data) || null);
  reads.set(state, { key, read });
  return read;
}

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
  useEffect(() => {
    let live = true;
    if (!userId) {
      setStanding(null);
      return;
    }
    void readStanding(instance.http, state, `${userId} ${reload?.at ?? 0}`).then((read) => {
      if (live && read) setStanding(read);
    });
    return () => {
      live = false;
    };
  }, [instance, state, userId, reload]);
  return standing;
}

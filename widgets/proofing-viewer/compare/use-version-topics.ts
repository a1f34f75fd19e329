import { useEffect, useState } from 'react';
import type { AttachmentVersion, VersionWithAnnotations } from '../../../sdk/contract';
import { useProofdesk } from '../../../sdk/react';
import type { ViewerState } from '../state/viewer-state';

/**
 * One side's threads: `GET …/version/{id}` read once per version shown, published to that side's
 * `$topics` so its drawing layer draws their shapes. Null while loading.
 */
export function useVersionTopics(state: ViewerState, version: AttachmentVersion | null) {
  const { http } = useProofdesk();
  const [topics, setTopics] = useState<VersionWithAnnotations['topics'] | null>(null);
  useEffect(() => {
    if (!version) return;
    let current = true;
    setTopics(null);
    const path = `/order/${encodeURIComponent(state.orderId)}/attachment/${encodeURIComponent(state.attachmentId)}/version/${encodeURIComponent(version.id)}`;
    void http.get<VersionWithAnnotations>(path).then((result) => {
      if (!current) return;
      const list = result.ok ? result.data.topics : [];
      setTopics(list);
      state.$topics.set(list);
    });
    return () => {
      current = false;
    };
  }, [http, state, version]);
  return topics;
}

import { useEffect, useRef, useState } from 'react';
import type { AttachmentVersion, VersionWithAnnotations } from '../../../sdk/contract';
import { useProofdesk } from '../../../sdk/react';
import type { ViewerState } from '../state/viewer-state';

/**
 * One side's threads: `GET …/version/{id}`, published to that side's `$topics` so its drawing layer
 * draws their shapes. Null while a version's first read is under way. Read again when the server
 * announces `reload-timeline` for the order (a thread written, answered, resolved or deleted by
 * anyone, here or elsewhere), keeping the list shown until the new one arrives.
 */
export function useVersionTopics(state: ViewerState, version: AttachmentVersion | null) {
  const { http, realtime } = useProofdesk();
  const [topics, setTopics] = useState<VersionWithAnnotations['topics'] | null>(null);
  const [revision, setRevision] = useState(0);
  // The version whose threads are shown (a re-read that fails keeps them).
  const shownVersion = useRef<string | null>(null);

  useEffect(
    () =>
      realtime.subscribe('reload-timeline', (payload) => {
        if (!payload?.orderId || payload.orderId === state.orderId) setRevision((n) => n + 1);
      }),
    [realtime, state],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `revision` is the live re-read's trigger
  useEffect(() => {
    if (!version) return;
    let current = true;
    if (shownVersion.current !== version.id) setTopics(null);
    const path = `/order/${encodeURIComponent(state.orderId)}/attachment/${encodeURIComponent(state.attachmentId)}/version/${encodeURIComponent(version.id)}`;
    void http.get<VersionWithAnnotations>(path).then((result) => {
      if (!current || (!result.ok && shownVersion.current === version.id)) return;
      // A failed first read shows no threads.
      const list = result.ok ? result.data.topics : [];
      shownVersion.current = version.id;
      setTopics(list);
      state.$topics.set(list);
    });
    return () => {
      current = false;
    };
  }, [http, state, version, revision]);
  return topics;
}

import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { AnnotationTopic, AttachmentVersion } from '../../../sdk/contract';
import type { CommentStore } from '../comments/comment-store';
import { NO_TOPICS } from '../comments/use-topics';
import type { ViewerState } from '../state/viewer-state';

/**
 * One side's threads: the comment store's live list of its version (the panel's own mechanism, so
 * another user's thread, reply, resolve or delete shows while the view is open, and the list shown
 * stays while it is read again), published to that side's `$topics` so its drawing layer draws
 * their shapes. Null while the version's first read is under way; a failed one shows no threads.
 */
export function useVersionTopics(
  store: CommentStore | null,
  state: ViewerState,
  version: AttachmentVersion | null,
): readonly AnnotationTopic[] | null {
  const versionId = version?.id ?? null;
  const list = useMemo(() => (store && versionId ? store.topics(versionId) : null), [store, versionId]);
  const { status, items } = useStore(list?.$state ?? NO_TOPICS);
  const topics = status === 'ready' || status === 'error' ? items : null;
  useEffect(() => {
    state.$topics.set(topics ?? []);
  }, [state, topics]);
  return topics;
}

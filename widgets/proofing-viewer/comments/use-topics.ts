import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useMemo } from 'react';
import type { AnnotationTopic } from '../../../sdk/contract';
import type { LiveList, LiveListState } from '../../../sdk/core/collection';
import type { ViewerState } from '../state/viewer-state';
import type { CommentStore } from './comment-store';

/** What a hook shows while it has no list to watch (no store or no version yet). */
export const NO_TOPICS = atom<LiveListState<AnnotationTopic>>({
  status: 'idle',
  items: [],
  hasMore: false,
  loadingMore: false,
  error: null,
});

/**
 * The threads of the shown version and tab, watched (so loaded and kept live) while the panel is
 * mounted, and published to `$topics` for the drawing layer. A version's topics all belong to its
 * tab (internal versions carry internal threads); the filter keeps a stale list from crossing over
 * while the next version loads.
 */
export function useTopics(store: CommentStore | null, state: ViewerState) {
  const version = useStore(state.$version);
  const tab = useStore(state.$tab);
  const versionId = version?.id ?? null;
  const list: LiveList<AnnotationTopic> | null = useMemo(
    () => (store && versionId ? store.topics(versionId) : null),
    [store, versionId],
  );
  const listState = useStore(list?.$state ?? NO_TOPICS);
  const topics = useMemo(
    () => listState.items.filter((topic) => topic.isPublic === (tab === 'public')),
    [listState.items, tab],
  );
  useEffect(() => {
    state.$topics.set(topics);
  }, [state, topics]);
  useEffect(() => () => state.$topics.set([]), [state]);
  return { list, status: listState.status, error: listState.error, topics, versionId };
}

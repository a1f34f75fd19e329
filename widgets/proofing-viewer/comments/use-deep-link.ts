import { useEffect, useRef, useState } from 'react';
import type { AnnotationTopic } from '../../../sdk/contract';

/** Proofing §9 "Deep-link delays: 350 ms for positioning, 1200 ms to clear the flag." */
export const DEEP_LINK_POSITION_MS = 350;
export const DEEP_LINK_FLAG_MS = 1200;

/** The thread a deep link's comment id names: a topic's own id, or one of its replies'. */
export const topicOfComment = (topics: readonly AnnotationTopic[], commentId: string) =>
  topics.find(
    (topic) => topic.id === commentId || topic.comments.some((comment) => comment.id === commentId),
  );

export interface DeepLinkInput {
  commentId: string | undefined;
  /** The deep link's version: nothing is located until that version is the one shown. */
  versionId: string | undefined;
  shownVersionId: string | null;
  /** The file is laid out (its pages known) and the threads loaded. */
  ready: boolean;
  topics: readonly AnnotationTopic[];
  /** Brings the thread into view (selection, its page, the list's scroll). */
  position(topic: AnnotationTopic): void;
}

/**
 * Proofing §4.7: "When the file is ready, the commentId and versionId query values locate a comment
 * and bring it into view." Once per link: 350 ms after the file is ready the thread is positioned and
 * flagged, and the flag clears 1200 ms later; a comment that is gone answers `missing` (the panel
 * says 'Comment Was Deleted').
 */
export function useDeepLink(input: DeepLinkInput): {
  flaggedTopicId: string | null;
  missing: boolean;
  dismiss(): void;
} {
  const [flagged, setFlagged] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const handled = useRef<string | null>(null);
  const latest = useRef(input);
  latest.current = input;
  const { commentId, versionId, shownVersionId, ready } = input;
  const due = !!commentId && ready && !!shownVersionId && (!versionId || versionId === shownVersionId);

  useEffect(() => {
    if (!due || !commentId || handled.current === commentId) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    timers.push(
      setTimeout(() => {
        handled.current = commentId;
        // The threads as they are now: a reload during the delay may have brought or removed it.
        const topic = topicOfComment(latest.current.topics, commentId);
        if (!topic) {
          setMissing(true);
          return;
        }
        latest.current.position(topic);
        setFlagged(topic.id);
        timers.push(setTimeout(() => setFlagged(null), DEEP_LINK_FLAG_MS));
      }, DEEP_LINK_POSITION_MS),
    );
    return () => {
      // Cut short (unmounted, or the file reloading): a link not yet positioned runs again when due.
      for (const timer of timers) clearTimeout(timer);
      setFlagged(null);
    };
  }, [due, commentId]);

  return { flaggedTopicId: flagged, missing, dismiss: () => setMissing(false) };
}

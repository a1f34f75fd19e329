import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { AnnotationComment, AnnotationTopic } from '../../../sdk/contract';
import { Button, Prompt, useWidgetStyles } from '../../../sdk/react';
import { CarrySlot } from '../carry/carry-slot';
import { useDateFormat } from '../date-format';
import { useViewerState } from '../state/viewer-state';
import { CommentThread, type ThreadActions } from './comment-thread';
import { DraftBox } from './draft-box';
import type { CommentMessages } from './messages';
import { anchorOfTopic } from './shape-anchor';
import { commentStyles } from './styles';
import { useCommentStore } from './use-comment-store';
import { useCommentWrites } from './use-comment-writes';
import { useDeepLink } from './use-deep-link';
import { usePeople } from './use-people';
import { useTopics } from './use-topics';

export interface SidePanelProps {
  messages: CommentMessages;
  /** The deep link (proofing §4.7): a topic's or a reply's id, and the version it is on. */
  commentId?: string | undefined;
  versionId?: string | undefined;
}

type Deleting = { kind: 'topic'; topic: AnnotationTopic } | { kind: 'comment'; comment: AnnotationComment };

/**
 * The comment panel (issue 11 "Comments"): the threads of the shown version and tab as a live
 * collection, the drawn shape's comment box, resolve/reopen, the author's edit and delete with the
 * spec's confirmations, @mentions, selection shared with the drawing layer, and the deep link.
 */
export function SidePanel({ messages: m, commentId, versionId }: SidePanelProps) {
  useWidgetStyles(commentStyles);
  const state = useViewerState();
  const store = useCommentStore(state.orderId, state.attachmentId);
  const { list, status, topics, versionId: shownVersionId } = useTopics(store, state);
  const readOnly = useStore(state.$readOnly);
  const selectedId = useStore(state.$selectedTopicId);
  const draft = useStore(state.$draft);
  const pages = useStore(state.$pages);
  const tab = useStore(state.$tab);
  const people = usePeople(state.orderId, tab);
  const writes = useCommentWrites(store, state, people, {
    sent: m.commentSent,
    deleted: m.commentDeletedLive,
  });
  const formatDate = useDateFormat(m);
  const listRef = useRef<HTMLUListElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Where focus goes once a confirmed delete's prompt has closed: the reply's thread, or the thread
  // now at the deleted one's place (the prompt would hand focus back to a Delete button that is gone).
  const refocus = useRef<{ thread: Element } | { index: number } | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);

  const threadElements = () => [
    ...(listRef.current?.querySelectorAll<HTMLElement>('.pd-comment-thread') ?? []),
  ];
  // Runs after the prompt's own focus hand-back (children's effects run first).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the prompt closes, reads the list then
  useEffect(() => {
    const target = refocus.current;
    if (deleting || !target) return;
    refocus.current = null;
    const threads = threadElements();
    const next =
      'thread' in target
        ? (target.thread as HTMLElement)
        : (threads[Math.min(target.index, threads.length - 1)] ?? titleRef.current);
    if (next?.isConnected) next.focus();
  }, [deleting]);
  const threadOf = (topicId: string) =>
    listRef.current?.querySelector<HTMLElement>(`[data-topic-id="${CSS.escape(topicId)}"]`) ?? null;
  const select = (topic: AnnotationTopic) => {
    state.$selectedTopicId.set(topic.id);
    state.$scrollRequest.set({ ...anchorOfTopic(topic), at: Date.now() });
  };
  // A thread selected anywhere (its shape clicked, a deep link, a thread just saved) scrolls into
  // the list's view: when the selection or the threads change, not on every render (typing a draft
  // would pull the list back at each key).
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the selection and threads on purpose
  useEffect(() => {
    if (selectedId) threadOf(selectedId)?.scrollIntoView?.({ block: 'nearest' });
  }, [selectedId, topics]);

  const link = useDeepLink({
    commentId,
    versionId,
    shownVersionId,
    ready: pages.length > 0 && status === 'ready',
    topics,
    position(topic) {
      select(topic);
      threadOf(topic.id)?.focus();
    },
  });

  const actions: ThreadActions = {
    select,
    reply: writes.reply,
    editTopic: writes.editTopic,
    editComment: writes.editComment,
    resolve: writes.resolve,
    askDeleteTopic: (topic) => setDeleting({ kind: 'topic', topic }),
    askDeleteComment: (comment) => setDeleting({ kind: 'comment', comment }),
    moveFocus(from, key) {
      const threads = threadElements();
      const at = threads.indexOf(from);
      const next =
        key === 'Home' ? 0 : key === 'End' ? threads.length - 1 : at + (key === 'ArrowDown' ? 1 : -1);
      threads[Math.max(0, Math.min(threads.length - 1, next))]?.focus();
    },
  };

  return (
    <section className="pd-comments" aria-label={m.commentsLabel}>
      <h2 ref={titleRef} className="pd-comments-title" tabIndex={-1}>
        {m.commentsLabel}
      </h2>
      <p className="pd-visually-hidden" role="status">
        {writes.status}
      </p>
      {writes.failure && (
        <p className="pd-comment-error" role="alert">
          {m.writeFailedTitle}: {writes.failure}
        </p>
      )}
      {draft && !readOnly && (
        <DraftBox
          draft={draft}
          messages={m}
          people={people}
          onTextChange={(comment) => {
            const current = state.$draft.get();
            if (current) state.$draft.set({ ...current, comment });
          }}
          onSend={writes.sendDraft}
          onCancel={() => state.$draft.set(null)}
        />
      )}
      <CarrySlot messages={m} topics={topics} onCarried={() => void list?.reload()} />
      {(status === 'loading' || status === 'idle') && <p className="pd-comments-note">{m.commentsLoading}</p>}
      {status === 'error' && (
        <p className="pd-comments-note" role="alert">
          {m.commentsLoadFailed}{' '}
          <Button size="sm" variant="secondary" onClick={() => void list?.reload()}>
            {m.commentsRetry}
          </Button>
        </p>
      )}
      {status === 'ready' && topics.length === 0 && <p className="pd-comments-note">{m.commentsEmpty}</p>}
      <ul ref={listRef} className="pd-comment-list" aria-label={m.commentsLabel}>
        {topics.map((topic) => (
          <CommentThread
            key={topic.id}
            topic={topic}
            messages={m}
            selected={topic.id === selectedId}
            flagged={topic.id === link.flaggedTopicId}
            readOnly={readOnly}
            userId={writes.userId}
            people={people}
            formatDate={formatDate}
            actions={actions}
          />
        ))}
      </ul>
      <Prompt
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        type="WARNING"
        buttons="YESNO"
        title={deleting?.kind === 'topic' ? m.deleteTopicTitle : m.deleteCommentTitle}
        content={deleting?.kind === 'topic' ? m.deleteTopicContent : undefined}
        onConfirm={() => {
          if (!deleting) return;
          if (deleting.kind === 'topic') {
            const thread = threadOf(deleting.topic.id);
            refocus.current = { index: thread ? threadElements().indexOf(thread) : 0 };
            void writes.deleteTopic(deleting.topic);
          } else {
            const entry = listRef.current?.querySelector(
              `[data-comment-id="${CSS.escape(deleting.comment.id)}"]`,
            );
            const thread = entry?.closest('.pd-comment-thread');
            refocus.current = thread ? { thread } : null;
            void writes.deleteComment(deleting.comment);
          }
        }}
      />
      <Prompt
        open={link.missing}
        onOpenChange={(open) => !open && link.dismiss()}
        buttons="OK"
        title={m.commentDeletedTitle}
        content={m.commentDeleted}
      />
    </section>
  );
}

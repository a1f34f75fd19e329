import { type KeyboardEvent, type MouseEvent, useCallback, useRef, useState } from 'react';
import type { AnnotationComment, AnnotationTopic } from '../../../sdk/contract';
import { fillTemplate } from '../../../sdk/core/domain';
import { Button } from '../../../sdk/react';
import { CarriedLabel } from './carried-label';
import { isPending } from './comment-effects';
import { CommentEntry } from './comment-entry';
import { Composer } from './composer';
import { type Mentionable, parseMessage } from './message-format';
import type { CommentMessages } from './messages';
import { ThreadMenu, type ThreadMenuItem } from './thread-menu';

/** What a thread can ask the panel to do; each write resolves true when the server accepted it. */
export interface ThreadActions {
  select(topic: AnnotationTopic): void;
  reply(topic: AnnotationTopic, text: string): Promise<boolean>;
  editTopic(topic: AnnotationTopic, text: string): Promise<boolean>;
  editComment(comment: AnnotationComment, text: string): Promise<boolean>;
  resolve(topic: AnnotationTopic, isResolve: boolean): void;
  askDeleteTopic(topic: AnnotationTopic): void;
  askDeleteComment(comment: AnnotationComment): void;
  /** Arrow keys, Home and End on a thread move between threads. */
  moveFocus(from: HTMLElement, key: string): void;
}

export interface CommentThreadProps {
  topic: AnnotationTopic;
  messages: CommentMessages;
  selected: boolean;
  /** A deep link's comment, flagged for a moment (proofing §9: 1200 ms). */
  flagged: boolean;
  readOnly: boolean;
  userId: string | null;
  people: readonly Mentionable[];
  formatDate(iso: string): string;
  actions: ThreadActions;
}

const firstWords = (message: string): string =>
  parseMessage(message)
    .paragraphs.flat()
    .map((run) => run.text)
    .join(' ')
    .slice(0, 60);

// Clicks and keys on the thread's own controls are theirs, not a selection of the thread.
const fromControl = (event: MouseEvent | KeyboardEvent) =>
  event.target instanceof Element && !!event.target.closest('button, textarea, input, a, [role="listbox"]');

/**
 * A thread: the topic (its shape's comment) and its replies, resolve/reopen for anyone who may
 * comment, edit and delete for each message's author, and a reply field. The thread itself is a
 * focusable item of the list: Enter selects it (its shape highlights, its page scrolls into view).
 */
export function CommentThread({
  topic,
  messages: m,
  actions,
  readOnly,
  userId,
  ...props
}: CommentThreadProps) {
  const pending = isPending(topic.id);
  const article = useRef<HTMLElement>(null);
  const [menuAt, setMenuAt] = useState<{ x: number; y: number } | null>(null);
  const closeMenu = useCallback((restoreFocus: boolean) => {
    setMenuAt(null);
    if (restoreFocus) article.current?.focus();
  }, []);
  const menuItems: ThreadMenuItem[] = [
    { key: 'show', label: m.focusShape, run: () => actions.select(topic) },
    ...(readOnly || pending
      ? []
      : [
          {
            key: 'reply',
            label: m.reply,
            run: () => [...(article.current?.querySelectorAll('textarea') ?? [])].at(-1)?.focus(),
          },
          {
            key: 'resolve',
            label: topic.isResolve ? m.reopen : m.resolve,
            run: () => actions.resolve(topic, !topic.isResolve),
          },
        ]),
    ...(!readOnly && !pending && topic.sender.id === userId
      ? [{ key: 'delete', label: m.delete, run: () => actions.askDeleteTopic(topic) }]
      : []),
  ];
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
      event.preventDefault();
      const box = event.currentTarget.getBoundingClientRect();
      setMenuAt({ x: box.left + 8, y: box.top + 8 });
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      actions.select(topic);
    } else if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) {
      event.preventDefault();
      actions.moveFocus(event.currentTarget, event.key);
    }
  };
  return (
    <li className="pd-comment-item">
      <article
        className={[
          'pd-comment-thread',
          props.selected && 'pd-comment-thread--selected',
          props.flagged && 'pd-comment-thread--flagged',
          topic.isResolve && 'pd-comment-thread--resolved',
        ]
          .filter(Boolean)
          .join(' ')}
        data-topic-id={topic.id}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a thread is focusable (arrows move between threads, Enter selects it)
        tabIndex={0}
        aria-current={props.selected || undefined}
        aria-busy={pending || undefined}
        aria-label={fillTemplate(m.threadLabel, { name: topic.sender.name, text: firstWords(topic.message) })}
        ref={article}
        onKeyDown={onKeyDown}
        onClick={(event) => {
          if (!fromControl(event)) actions.select(topic);
        }}
        onContextMenu={(event) => {
          // A field keeps the browser's own menu (paste, spelling).
          if (fromControl(event)) return;
          event.preventDefault();
          setMenuAt({ x: event.clientX, y: event.clientY });
        }}
      >
        {topic.isResolve && <span className="pd-comment-badge">{m.resolvedBadge}</span>}
        <CarriedLabel topic={topic} messages={m} />
        <CommentEntry
          entry={topic}
          messages={m}
          mine={!pending && topic.sender.id === userId}
          readOnly={readOnly}
          struck={topic.isResolve}
          people={props.people}
          formatDate={props.formatDate}
          onEdit={(text) => actions.editTopic(topic, text)}
          onDelete={() => actions.askDeleteTopic(topic)}
        />
        {topic.comments.length > 0 && (
          <ul className="pd-comment-replies">
            {topic.comments.map((comment) => (
              <li key={comment.id} data-comment-id={comment.id}>
                <CommentEntry
                  entry={comment}
                  messages={m}
                  mine={!isPending(comment.id) && comment.sender.id === userId}
                  readOnly={readOnly}
                  people={props.people}
                  formatDate={props.formatDate}
                  onEdit={(text) => actions.editComment(comment, text)}
                  onDelete={() => actions.askDeleteComment(comment)}
                />
              </li>
            ))}
          </ul>
        )}
        {!readOnly && !pending && (
          <>
            <div className="pd-comment-actions">
              <Button variant="ghost" size="sm" onClick={() => actions.resolve(topic, !topic.isResolve)}>
                {topic.isResolve ? m.reopen : m.resolve}
              </Button>
            </div>
            <Composer
              messages={m}
              label={m.reply}
              placeholder={m.replyPlaceholder}
              people={props.people}
              sendLabel={m.send}
              onSend={(text) => actions.reply(topic, text)}
            />
          </>
        )}
      </article>
      {menuAt && <ThreadMenu label={m.commentMenu} at={menuAt} items={menuItems} onClose={closeMenu} />}
    </li>
  );
}

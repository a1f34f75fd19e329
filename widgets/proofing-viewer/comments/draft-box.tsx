import { useId } from 'react';
import { fillTemplate } from '../../../sdk/core/domain';
import type { DraftShape } from '../state/viewer-state';
import { Composer } from './composer';
import type { Mentionable } from './message-format';
import type { CommentMessages } from './messages';

export interface DraftBoxProps {
  draft: DraftShape;
  messages: CommentMessages;
  people: readonly Mentionable[];
  onTextChange(text: string): void;
  onSend(text: string): Promise<boolean>;
  onCancel(): void;
}

/**
 * The comment box of a shape just drawn (proofing §4.6 "release opens a comment tooltip and flags
 * unsaved comments"): the shape is saved with its first comment. Its text lives in `$draft`, so a
 * failed save or a tab switch never loses it; the last failure is said until the next try.
 */
export function DraftBox({ draft, messages: m, people, ...props }: DraftBoxProps) {
  const titleId = useId();
  return (
    <section className="pd-comment-draft" aria-labelledby={titleId}>
      <h3 id={titleId} className="pd-comment-draft-title">
        {m.draftTitle}
      </h3>
      <p className="pd-comment-draft-note">{m.draftUnsaved}</p>
      {draft.error && (
        <p className="pd-comment-error" role="alert">
          {fillTemplate(m.draftFailed, { reason: draft.error })}
        </p>
      )}
      <Composer
        // A new shape starts a new box; the same shape keeps its text across re-renders.
        key={draft.shape.attrs.id}
        messages={m}
        label={m.draftTitle}
        placeholder={m.commentPlaceholder}
        initialText={draft.comment}
        people={people}
        sendLabel={m.send}
        autoFocus
        onTextChange={props.onTextChange}
        onSend={props.onSend}
        onCancel={props.onCancel}
      />
    </section>
  );
}

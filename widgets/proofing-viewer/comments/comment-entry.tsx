import { useState } from 'react';
import type { Sender } from '../../../sdk/contract';
import { Avatar, Button } from '../../../sdk/react';
import { Composer } from './composer';
import { draftOf, type Mentionable, parseMessage } from './message-format';
import { MessageView } from './message-view';
import type { CommentMessages } from './messages';

export interface EntryData {
  id: string;
  message: string;
  sender: Sender;
  dateCreated: string;
}

export interface CommentEntryProps {
  entry: EntryData;
  messages: CommentMessages;
  /** Proofing §6 "Only the author can edit a comment" (and delete it, §4.3). */
  mine: boolean;
  readOnly: boolean;
  /** A resolved thread's first message is struck through (proofing §4.3). */
  struck?: boolean;
  people: readonly Mentionable[];
  formatDate(iso: string): string;
  onEdit(text: string): Promise<boolean>;
  onDelete(): void;
}

/** One message of a thread (the topic's or a reply): avatar, name, date, text; the author's actions. */
export function CommentEntry({
  entry,
  messages: m,
  mine,
  readOnly,
  struck,
  people,
  ...props
}: CommentEntryProps) {
  const [editing, setEditing] = useState(false);
  const canChange = mine && !readOnly;
  return (
    <div className="pd-comment-entry">
      <div className="pd-comment-meta">
        <Avatar name={entry.sender.name} src={entry.sender.avatar} size="sm" />
        <span className="pd-comment-author pd-user-text">{entry.sender.name}</span>
        <time className="pd-comment-date" dateTime={entry.dateCreated}>
          {props.formatDate(entry.dateCreated)}
        </time>
      </div>
      {editing ? (
        <Composer
          messages={m}
          label={m.editLabel}
          placeholder={m.commentPlaceholder}
          initialText={draftOf(parseMessage(entry.message)).text}
          people={people}
          sendLabel={m.save}
          autoFocus
          onSend={async (text) => {
            const saved = await props.onEdit(text);
            if (saved) setEditing(false);
            return saved;
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <MessageView
          message={entry.message}
          className={
            struck ? 'pd-comment-text pd-user-text pd-comment-text--resolved' : 'pd-comment-text pd-user-text'
          }
        />
      )}
      {canChange && !editing && (
        <div className="pd-comment-actions">
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            {m.edit}
          </Button>
          <Button variant="ghost" size="sm" onClick={props.onDelete}>
            {m.delete}
          </Button>
        </div>
      )}
    </div>
  );
}

import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../../sdk/react';
import { insertMention, type MentionQuery, matchMentions, mentionQueryAt } from './mention-query';
import { hasText, type Mentionable } from './message-format';
import type { CommentMessages } from './messages';

export interface ComposerProps {
  messages: CommentMessages;
  /** The field's accessible name. */
  label: string;
  placeholder: string;
  /** The text to start from (an edit, or a draft kept across a tab switch). */
  initialText?: string;
  /** Who the `@` picker offers. */
  people: readonly Mentionable[];
  sendLabel: string;
  /** Sends the text; resolves true when it may be cleared (the write was accepted or queued). */
  onSend(text: string): Promise<boolean> | boolean;
  /** Esc or Cancel. Without it, Esc only closes the picker and there is no Cancel button. */
  onCancel?: () => void;
  /** Every change of the text (a draft keeps it in the viewer's state). */
  onTextChange?: (text: string) => void;
  autoFocus?: boolean;
  disabled?: boolean;
}

/**
 * A comment field (proofing §5: "A comment can be sent only with text, by Send or CTRL+ENTER. Esc
 * cancels.") with a keyboard-driven @mention picker: typing '@' lists the order's people, arrows move,
 * Enter or Tab picks, Esc closes the list first and cancels only when it is closed.
 */
export function Composer(props: ComposerProps) {
  const { messages: m, people, onSend, onCancel, onTextChange } = props;
  const [text, setText] = useState(props.initialText ?? '');
  const [query, setQuery] = useState<MentionQuery | null>(null);
  const [active, setActive] = useState(0);
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const caretAfter = useRef<number | null>(null);
  const listId = useId();
  const hintId = useId();
  const matches = query ? matchMentions(people, query.query) : [];
  const picking = query !== null && matches.length > 0;
  // 'Nobody matches' only while a first word is typed: after a space the '@' was likely just text.
  const listed = picking || (query !== null && !/\s/.test(query.query));

  useLayoutEffect(() => {
    const element = field.current;
    if (!props.autoFocus || !element) return;
    element.focus();
    // An edit continues where the text ends, not before its first word.
    element.setSelectionRange(element.value.length, element.value.length);
  }, [props.autoFocus]);
  useLayoutEffect(() => {
    // After a pick the caret goes behind the inserted name, once React has written the text.
    if (caretAfter.current === null || !field.current) return;
    field.current.setSelectionRange(caretAfter.current, caretAfter.current);
    caretAfter.current = null;
  });

  const change = (next: string, caret: number) => {
    setText(next);
    onTextChange?.(next);
    setQuery(mentionQueryAt(next, caret));
    setActive(0);
  };

  const pick = (person: Mentionable) => {
    const element = field.current;
    if (!query || !element) return;
    const result = insertMention(text, query, element.selectionStart, person);
    caretAfter.current = result.caret;
    change(result.text, result.caret);
    setQuery(null);
    element.focus();
  };

  const send = async () => {
    if (!hasText(text) || sending) return;
    setSending(true);
    const cleared = await onSend(text);
    setSending(false);
    if (cleared) {
      setText('');
      onTextChange?.('');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (picking) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((index) => (index + step + matches.length) % matches.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        const person = matches[active];
        if (person && !event.ctrlKey && !event.metaKey) {
          event.preventDefault();
          pick(person);
          return;
        }
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        setQuery(null);
        return;
      }
    }
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    } else if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <div className="pd-composer">
      <div className="pd-composer-field-wrap">
        <textarea
          ref={field}
          className="pd-composer-field"
          aria-label={props.label}
          aria-describedby={hintId}
          aria-autocomplete="list"
          aria-controls={picking ? listId : undefined}
          aria-activedescendant={picking ? optionId(active) : undefined}
          placeholder={props.placeholder}
          value={text}
          rows={2}
          disabled={props.disabled}
          onChange={(event) => change(event.target.value, event.target.selectionStart)}
          onKeyDown={onKeyDown}
          onBlur={() => setQuery(null)}
        />
        {listed && (
          <div id={listId} className="pd-mention-list" role="listbox" aria-label={m.mentionList}>
            {matches.length === 0 ? (
              <div
                className="pd-mention-none"
                role="option"
                tabIndex={-1}
                aria-selected={false}
                aria-disabled="true"
              >
                {m.noMentionMatch}
              </div>
            ) : (
              matches.map((person, index) => (
                // The field keeps focus and the keys (aria-activedescendant); the pointer picks on
                // mousedown, before the field's blur would close the list.
                <div
                  key={person.id}
                  id={optionId(index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  className="pd-mention-option pd-user-text"
                  onMouseDown={(event) => {
                    event.preventDefault();
                    pick(person);
                  }}
                >
                  {person.name}
                </div>
              ))
            )}
          </div>
        )}
      </div>
      <p id={hintId} className="pd-composer-hint">
        {m.composerHint}
      </p>
      <div className="pd-composer-actions">
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {m.cancel}
          </Button>
        )}
        <Button
          size="sm"
          disabled={!hasText(text) || props.disabled}
          loading={sending}
          onClick={() => void send()}
        >
          {props.sendLabel}
        </Button>
      </div>
    </div>
  );
}

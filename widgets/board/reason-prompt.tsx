import { useId, useRef, useState } from 'react';
import { LIMITS, validateReason } from '../../sdk/domain';
import { Button, Field, Modal, useFieldIds } from '../../sdk/react';
import type { BoardMessages } from './messages';

/** The prompt's own words (a subset of the board's catalogue, so the order page can reuse it). */
export type ReasonPromptMessages = Pick<
  BoardMessages,
  'reasonLabel' | 'charactersLeft' | 'continue' | 'cancel'
>;

export interface ReasonPromptProps {
  open: boolean;
  title: string;
  messages: ReasonPromptMessages;
  onContinue(reason: string): void;
  onCancel(): void;
}

/**
 * The Reason prompt of proofing §2.6: a required text field, a 'Characters left' counter, 'Continue'
 * (disabled while the field is empty) and 'Cancel'. Hold and cancel moves ask for it first.
 */
export function ReasonPrompt({ open, title, messages: m, onContinue, onCancel }: ReasonPromptProps) {
  const [text, setText] = useState('');
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const counterId = `pd-board-reason-left-${useId()}`;
  const ids = useFieldIds(undefined, 'pd-board-reason', { describedBy: counterId });
  const check = validateReason(text);
  const close = () => {
    setText('');
    onCancel();
  };
  const submit = () => {
    if (!check.canContinue) return;
    setText('');
    onContinue(text.trim());
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      initialFocus={fieldRef}
      className="pd-board-reason"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {m.cancel}
          </Button>
          <Button variant="primary" disabled={!check.canContinue} onClick={submit}>
            {m.continue}
          </Button>
        </>
      }
    >
      <Field ids={ids} label={m.reasonLabel} required>
        <textarea
          ref={fieldRef}
          id={ids.controlId}
          className="pd-input pd-board-reason-input"
          aria-describedby={ids.describedBy}
          aria-required="true"
          maxLength={LIMITS.REASON_MAX}
          rows={4}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </Field>
      <p className="pd-board-reason-left" id={counterId}>
        {m.charactersLeft}: <span className="pd-board-reason-count">{check.charactersLeft}</span>
      </p>
    </Modal>
  );
}

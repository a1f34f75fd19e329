import { useId, useRef, useState } from 'react';
import { LIMITS, validateReason } from '../../core/domain';
import { Button, Field, Modal, useFieldIds, useWidgetStyles } from '..';

// The Reason prompt of proofing §2.6 / §5, shared by the widgets that ask for one (the board's hold
// and cancel moves, the viewer's 'Put On Hold' and version delete). It is the on-demand 'prompts'
// chunk (scripts/embed-config.mjs), in neither a widget's chunk nor the core: the board imports it,
// the viewer imports it only when it first asks for a reason.

export interface ReasonPromptMessages {
  reasonLabel: string;
  charactersLeft: string;
  continue: string;
  cancel: string;
}

export interface ReasonPromptProps {
  open: boolean;
  title: string;
  messages: ReasonPromptMessages;
  onContinue(reason: string): void;
  onCancel(): void;
}

const reasonStyles = /* css */ `
.pd-reason-input { width: 100%; min-height: 96px; resize: vertical; }
.pd-reason-left { margin: var(--pd-space-2) 0 0; color: var(--pd-color-muted); font-size: var(--pd-font-size-sm); }
`;

/**
 * A required text field, a 'Characters left' counter, 'Continue' (disabled while the field is empty)
 * and 'Cancel'; at most 255 characters (proofing §9). Continue hands over the trimmed text.
 */
export function ReasonPrompt({ open, title, messages: m, onContinue, onCancel }: ReasonPromptProps) {
  useWidgetStyles(reasonStyles);
  const [text, setText] = useState('');
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const counterId = `pd-reason-left-${useId()}`;
  const ids = useFieldIds(undefined, 'pd-reason', { describedBy: counterId });
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
      className="pd-reason"
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
          className="pd-input pd-reason-input"
          aria-describedby={ids.describedBy}
          aria-required="true"
          maxLength={LIMITS.REASON_MAX}
          rows={4}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </Field>
      <p className="pd-reason-left" id={counterId}>
        {m.charactersLeft}: <span className="pd-reason-count">{check.charactersLeft}</span>
      </p>
    </Modal>
  );
}

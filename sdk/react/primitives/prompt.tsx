import { type ReactNode, useRef } from 'react';
import { useMessages } from '../messages-provider';
import { Button } from './button';
import { cx } from './class-names';
import { Modal } from './modal';

/** The spec's button sets of the Prompt dialog (dashboard §4). */
export type PromptButtons = 'CONTINUE' | 'CONTINUECANCEL' | 'YESNO' | 'OK';
export type PromptType = 'PRIMARY' | 'WARNING';

export interface PromptProps {
  open: boolean;
  /** Called with false whenever the prompt closes (after confirm or cancel). */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  content?: ReactNode;
  buttons?: PromptButtons;
  type?: PromptType;
  onConfirm?: () => void;
  /** Runs on Cancel / No, Escape, outside press and the close button. */
  onCancel?: () => void;
  /** Confirm is running something: spinner on the confirm button. */
  loading?: boolean;
  /** Overrides the button set's confirm / cancel text for this prompt only. */
  confirmLabel?: string;
  cancelLabel?: string;
  className?: string;
}

interface ButtonLabels {
  confirm: string;
  cancel?: string;
}

export function promptButtonLabels(
  buttons: PromptButtons,
  m: { continue: string; cancel: string; yes: string; no: string; ok: string },
): ButtonLabels {
  switch (buttons) {
    case 'CONTINUE':
      return { confirm: m.continue };
    case 'CONTINUECANCEL':
      return { confirm: m.continue, cancel: m.cancel };
    case 'YESNO':
      return { confirm: m.yes, cancel: m.no };
    case 'OK':
      return { confirm: m.ok };
  }
}

/**
 * Spec: "Prompt dialog: shown with a title, content, button set (CONTINUE, CONTINUECANCEL, YESNO,
 * OK) and type (PRIMARY, WARNING). Confirm runs the callback and closes. Cancel closes and keeps
 * the cancel callback."
 */
export function Prompt({
  open,
  onOpenChange,
  title,
  content,
  buttons = 'CONTINUECANCEL',
  type = 'PRIMARY',
  onConfirm,
  onCancel,
  loading = false,
  confirmLabel,
  cancelLabel,
  className,
}: PromptProps) {
  const messages = useMessages();
  const set = promptButtonLabels(buttons, messages);
  const labels: ButtonLabels = {
    confirm: confirmLabel ?? set.confirm,
    ...(set.cancel !== undefined && { cancel: cancelLabel ?? set.cancel }),
  };
  const confirmRef = useRef<HTMLButtonElement | null>(null);

  const confirm = () => {
    onConfirm?.();
    onOpenChange(false);
  };
  const cancel = () => {
    onCancel?.();
    onOpenChange(false);
  };

  return (
    <Modal
      open={open}
      onClose={cancel}
      title={title}
      role="alertdialog"
      initialFocus={confirmRef}
      className={cx('pd-prompt', `pd-prompt--${type.toLowerCase()}`, className)}
      footer={
        <>
          {labels.cancel ? (
            <Button variant="secondary" onClick={cancel}>
              {labels.cancel}
            </Button>
          ) : null}
          <Button
            ref={confirmRef}
            variant={type === 'WARNING' ? 'danger' : 'primary'}
            loading={loading}
            onClick={confirm}
          >
            {labels.confirm}
          </Button>
        </>
      }
    >
      {content ? <div className="pd-prompt-content">{content}</div> : null}
    </Modal>
  );
}

import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { MODAL_TRANSITION_MS } from '../../core/theme';
import { useMessages } from '../messages-provider';
import { useLayer } from '../use-layer';
import { Button } from './button';
import { cx } from './class-names';
import { useDismiss } from './use-dismiss';
import { useFocusTrap } from './use-focus-trap';

export { MODAL_TRANSITION_MS };

export interface ModalProps {
  open: boolean;
  /** Close request: the close button, Escape or an outside press (the last two not when `force`). */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** A forced modal has no close button and ignores Escape and outside presses (spec: "unless forced"). */
  force?: boolean;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  initialFocus?: RefObject<HTMLElement | null>;
  /** Accessible name of the close button; defaults to the catalogue's 'Close'. */
  closeLabel?: string;
  className?: string;
}

/**
 * A modal dialog on the shadow root's layer: labelled by its title, focus trapped while open and
 * given back to the opener on close. Stays mounted for the 100 ms exit transition.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  force = false,
  role = 'dialog',
  initialFocus,
  closeLabel,
  className,
}: ModalProps) {
  const layer = useLayer();
  const messages = useMessages();
  const titleId = `pd-modal-title-${useId()}`;
  const panelRef = useRef<HTMLDivElement | null>(null);
  const [present, setPresent] = useState(open);

  useEffect(() => {
    if (open) {
      setPresent(true);
      return;
    }
    const timer = setTimeout(() => setPresent(false), MODAL_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [open]);

  const onKeyDown = useFocusTrap(panelRef, open, initialFocus);
  useDismiss({
    enabled: open,
    anchor: () => panelRef.current,
    inside: () => [panelRef.current],
    onDismiss: () => {
      if (!force) onClose();
    },
  });

  if (!open && !present) return null;
  const dialog = (
    <div className="pd-modal-overlay" data-state={open ? 'open' : 'closed'} inert={!open}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: role is 'dialog' or 'alertdialog', a variable the rule cannot read */}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: same: aria-modal is valid on both roles */}
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx('pd-modal', className)}
        onKeyDown={onKeyDown}
      >
        <div className="pd-modal-header">
          <h2 id={titleId} className="pd-modal-title">
            {title}
          </h2>
          {force ? null : (
            <Button variant="ghost" size="icon" aria-label={closeLabel ?? messages.close} onClick={onClose}>
              <span className="pd-close-icon" aria-hidden="true">
                ×
              </span>
            </Button>
          )}
        </div>
        {children ? <div className="pd-modal-body">{children}</div> : null}
        {footer ? <div className="pd-modal-footer">{footer}</div> : null}
      </div>
    </div>
  );
  return layer ? createPortal(dialog, layer) : dialog;
}

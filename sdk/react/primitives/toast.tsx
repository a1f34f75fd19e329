import type { ToastItem, ToastVariant } from '../../core/toasts';
import type { SharedMessages } from '../messages';
import { useMessages } from '../messages-provider';
import { Button } from './button';

const TITLE_KEYS: Record<ToastVariant, keyof SharedMessages> = {
  success: 'toastSuccessTitle',
  danger: 'toastDangerTitle',
  warning: 'toastWarningTitle',
  info: 'toastInfoTitle',
};

export interface ToastProps {
  toast: ToastItem;
  onDismiss: (id: string) => void;
}

/** One toast. Problems are announced assertively (role alert), everything else politely. */
export function Toast({ toast, onDismiss }: ToastProps) {
  const messages = useMessages();
  const title = toast.title ?? messages[TITLE_KEYS[toast.variant]];
  const urgent = toast.variant === 'danger' || toast.variant === 'warning';
  return (
    <div role={urgent ? 'alert' : 'status'} className={`pd-toast pd-toast--${toast.variant}`}>
      <div className="pd-toast-body">
        <p className="pd-toast-title">{title}</p>
        {toast.message ? <p className="pd-toast-message">{toast.message}</p> : null}
        {toast.messages?.length ? (
          <ul className="pd-toast-list pd-toast-message">
            {toast.messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={messages.dismissNotification}
        onClick={() => onDismiss(toast.id)}
      >
        <span className="pd-close-icon" aria-hidden="true">
          ×
        </span>
      </Button>
    </div>
  );
}

import { atom, type ReadableAtom } from 'nanostores';

/** Spec: "Toasts auto-close after 6000 ms." */
export const TOAST_AUTO_CLOSE_MS = 6000;

export type ToastVariant = 'success' | 'warning' | 'danger' | 'info';

export interface ToastOptions {
  variant?: ToastVariant;
  /** Defaults by variant from the messages catalogue ('Success', 'Ooops!', ...). */
  title?: string;
  message?: string;
  /** A server's list of messages, shown under the message. */
  messages?: readonly string[];
  /** Milliseconds before it closes itself; false keeps it until dismissed. */
  autoCloseMs?: number | false;
  /** Reuse an id to replace a toast in place (e.g. upload progress). */
  id?: string;
}

export interface ToastItem extends ToastOptions {
  id: string;
  variant: ToastVariant;
}

export interface ToastStore {
  readonly $toasts: ReadableAtom<readonly ToastItem[]>;
  show(options: ToastOptions): string;
  dismiss(id: string): void;
  clear(): void;
}

/** Framework-free toast queue; the timers live here so closing does not depend on rendering. */
export function createToastStore(): ToastStore {
  const $toasts = atom<readonly ToastItem[]>([]);
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  let seq = 0;

  const stopTimer = (id: string) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  };
  const dismiss = (id: string) => {
    stopTimer(id);
    $toasts.set($toasts.get().filter((t) => t.id !== id));
  };

  return {
    $toasts,
    dismiss,
    show(options) {
      const id = options.id ?? `pd-toast-${++seq}`;
      const item: ToastItem = { ...options, id, variant: options.variant ?? 'info' };
      const list = $toasts.get();
      $toasts.set(
        list.some((t) => t.id === id) ? list.map((t) => (t.id === id ? item : t)) : [...list, item],
      );
      stopTimer(id);
      const delay = options.autoCloseMs ?? TOAST_AUTO_CLOSE_MS;
      if (delay !== false)
        timers.set(
          id,
          setTimeout(() => dismiss(id), delay),
        );
      return id;
    },
    clear() {
      for (const id of timers.keys()) stopTimer(id);
      $toasts.set([]);
    },
  };
}

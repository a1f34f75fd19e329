import { useMemo } from 'react';
import type { Notification } from '../../sdk/contract';
import { errorText, type IntentHandler, type ToastStore, useAnnounceIntent } from '../../sdk/react';
import type { NotificationBellMessages } from './messages';
import type { NotificationMutationResult, NotificationRef } from './store';
import { notificationIntent } from './store';
import { useNotificationCenter } from './use-notification-center';

export interface BellActions {
  /** Click on an item: marks it read (when unread) and announces where it leads. */
  open(notification: Notification): void;
  markRead(target: NotificationRef): Promise<boolean>;
  remove(target: NotificationRef): Promise<boolean>;
  markAllRead(): Promise<boolean>;
  removeAll(): Promise<boolean>;
}

/**
 * The bell's mutations with their error reporting: the store has already rolled the change back
 * when one fails; what is left is telling the user why (spec §8), in this bell's own toast region.
 */
export function useBellActions(
  m: NotificationBellMessages,
  toasts: ToastStore,
  onIntent: IntentHandler | undefined,
  close: () => void,
): BellActions {
  const notifications = useNotificationCenter();
  const announce = useAnnounceIntent(onIntent);
  return useMemo(() => {
    const report = async (pending: Promise<NotificationMutationResult>) => {
      const result = await pending;
      if (result.ok) return true;
      const { title, message, messages } = errorText(result.error, m);
      toasts.show({ variant: 'danger', title, message, ...(messages.length > 0 && { messages }) });
      return false;
    };
    return {
      open(notification) {
        if (!notification.isRead) void report(notifications.markRead({ id: notification.id }));
        const intent = notificationIntent(notification);
        close();
        if (intent) announce(intent);
      },
      markRead: (target) => report(notifications.markRead(target)),
      remove: (target) => report(notifications.remove(target)),
      markAllRead: () => report(notifications.markAllRead()),
      removeAll: () => report(notifications.removeAll()),
    };
  }, [notifications, announce, toasts, m, close]);
}

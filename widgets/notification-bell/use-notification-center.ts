import { useInstanceStore } from '../../sdk/react';
import { type NotificationCenter, notificationCenterSlot } from './store';

/** The instance's notification center, created by the first bell that renders. */
export function useNotificationCenter(): NotificationCenter {
  return useInstanceStore(notificationCenterSlot);
}

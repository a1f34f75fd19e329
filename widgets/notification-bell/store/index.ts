// The notification state behind the bell (dashboard §2 "Notification bell", §7 "Notifications"):
// unread count, grouped and per-group lists, optimistic mutations with rollback. A store slot on the
// instance, so it lives in the bell's chunk and is created by the first bell that needs it.
export { notificationIntent } from './intent';
export { createNotificationCenter, type NotificationCenterOptions } from './notification-center';
export { getNotificationCenter, notificationCenterSlot } from './slot';
export type {
  NotificationCenter,
  NotificationFeed,
  NotificationFeedState,
  NotificationFeedStatus,
  NotificationMutationResult,
  NotificationRef,
} from './types';

// The notification state behind `instance.notifications` (dashboard §2 "Notification bell", §7
// "Notifications"): unread count, grouped and per-group lists, optimistic mutations with rollback.
export { notificationIntent } from './intent';
export { createNotificationCenter, type NotificationCenterOptions } from './notification-center';
export type {
  NotificationCenter,
  NotificationFeed,
  NotificationFeedState,
  NotificationFeedStatus,
  NotificationMutationResult,
  NotificationRef,
} from './types';

// The notification bell (dashboard §2 "Notification bell"): a trigger with the unread count and a
// popover with the grouped notifications. The state behind it is the instance's notification center
// (a store slot): `getNotificationCenter(instance)` gives hosts the same one.
import { createWidgetComponent, createWidgetMount } from '../../sdk/react';
import { NotificationBellView } from './notification-bell-view';

// The view, its props and its words.
export { defaultNotificationBellMessages, type NotificationBellMessages } from './messages';
export type { NotificationBellProps } from './notification-bell-view';
export { NotificationBellView } from './notification-bell-view';
// Its store slot (the notification center) and the intent a notification opens.
export {
  getNotificationCenter,
  type NotificationCenter,
  type NotificationFeed,
  type NotificationFeedState,
  type NotificationFeedStatus,
  type NotificationMutationResult,
  type NotificationRef,
  notificationCenterSlot,
  notificationIntent,
} from './store';

/** `<NotificationBell />` inside a ProofdeskProvider: the bell in its own shadow root. */
export const NotificationBell = createWidgetComponent(NotificationBellView, 'NotificationBell');

/** `mountNotificationBell(element, { instance, ...props })` → `{ update, unmount }`, for hosts without React. */
export const mountNotificationBell = createWidgetMount(NotificationBellView, 'mountNotificationBell');

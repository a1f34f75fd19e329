export { markRead, remove, type Selection } from './mutations';
export { type NotificationInput, notify } from './notify';
export {
  findNotification,
  groupExists,
  listGroups,
  listNotifications,
  notificationExists,
  type Page,
  type PageOf,
  unreadCount,
} from './queries';
export { type NotificationRow, toNotification } from './rows';

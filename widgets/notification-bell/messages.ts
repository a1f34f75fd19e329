import { defaultMonthMessages, defaultOrderStatusMessages } from '../../sdk/core/domain';

// Every string the bell shows. Spec texts (dashboard §2 "Notification bell", §8) verbatim; the rest
// are ours where the spec is silent. Override any of them through the `messages` prop.
export const defaultNotificationBellMessages = {
  /** The progress on a notification's card line ('statusInReview': 'In Review', ...). */
  ...defaultOrderStatusMessages,
  /** Month names of an item's date ('monthMar': 'Mar'). */
  ...defaultMonthMessages,
  /** Popover title, its accessible name and the trigger's name without unread notifications. */
  title: 'Notifications',
  /** Trigger name with unread notifications, e.g. 'Notifications, 12 unread'. */
  triggerUnread: '{title}, {count} unread',
  markAllAsRead: 'Mark All as Read',
  deleteAll: 'Delete All',
  /** A group with more than one message: `{count}` is how many are still unread (issue 21). */
  groupSummary: 'There are {count} notifications to read:',
  /** The same with one left unread. */
  groupSummaryOne: 'There is 1 notification to read:',
  /** The same once all are read: no count of notifications "to read" that are not. */
  groupSummaryRead: '{count} notifications, all read',
  /** The detail list's back button. */
  allNotifications: 'All Notifications',
  loadMore: 'Load More',
  empty: 'No notification yet!',
  /** Read out before an unread item's title. */
  unread: 'Unread',
  markAsRead: 'Mark as read: {title}',
  delete: 'Delete: {title}',
  markGroupAsRead: 'Mark {count} notifications as read: {title}',
  deleteGroup: 'Delete {count} notifications: {title}',
  /** Accessible names of the two lists. */
  groupsList: 'Notification groups',
  groupList: 'Notifications of this group',
  /** The card line: number, title (cut to 20) and progress, e.g. '#1004 / Spring poster / In Review'. */
  cardNumber: '#{number}',
  loading: 'Loading notifications',
  loadFailed: 'The notifications could not be loaded.',
  retry: 'Try again',
  signedOut: 'Sign in to see your notifications.',
  /** Delete All asks first (the spec's Prompt, WARNING with Yes / No). */
  confirmDeleteAllTitle: 'Delete All',
  confirmDeleteAll: 'Are you sure you want to delete all notifications? This cannot be undone.',
  /** Spec §8: a refused change shows the server's message, a failed one this generic error. */
  errorTitle: 'Ooops!',
  genericError: 'Error encountered while processing. Please try again later or contact the product admin.',
};

export type NotificationBellMessages = typeof defaultNotificationBellMessages;

export { fillTemplate as fill } from '../../sdk/core/domain';

import type { Data } from '../data';
import {
  deleteNotifications,
  markNotificationsRead,
  type Selection,
} from '../data/notifications/notification-writes';

export type { Selection };

/** Marks unread notifications read; returns how many changed (already-read ones keep their time). */
export function markRead(data: Data, userId: string, selection: Selection, now: Date): Promise<number> {
  return markNotificationsRead(data.db, userId, selection, now.getTime());
}

export function remove(data: Data, userId: string, selection: Selection): Promise<number> {
  return deleteNotifications(data.db, userId, selection);
}

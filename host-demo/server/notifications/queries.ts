import type { Notification } from 'proofdesk/contract';
import type { Data } from '../data';
import {
  countGroups,
  countNotifications,
  countUnread,
  hasGroup,
  hasNotification,
  selectGroupHeads,
  selectNotification,
  selectNotifications,
} from '../data/notifications/notification-reads';
import { toNotification } from './rows';

export interface Page {
  page: number;
  limit: number;
}

export interface PageOf<T> {
  items: T[];
  total: number;
}

const windowOf = ({ page, limit }: Page) => ({ limit, offset: (page - 1) * limit });

/** A user's groups, newest activity first; each item is the group's newest notification. */
export async function listGroups(data: Data, userId: string, page: Page): Promise<PageOf<Notification>> {
  const rows = await selectGroupHeads(data.db, userId, windowOf(page));
  return { items: rows.map(toNotification), total: await countGroups(data.db, userId) };
}

/** A user's notifications newest first, all of them or one group's. */
export async function listNotifications(
  data: Data,
  userId: string,
  page: Page,
  group?: string,
): Promise<PageOf<Notification>> {
  const rows = await selectNotifications(data.db, userId, windowOf(page), group);
  return { items: rows.map(toNotification), total: await countNotifications(data.db, userId, group) };
}

/** One of the user's notifications with its group totals; undefined for anybody else's. */
export async function findNotification(
  data: Data,
  userId: string,
  id: string,
): Promise<Notification | undefined> {
  const row = await selectNotification(data.db, userId, id);
  return row && toNotification(row);
}

export const unreadCount = (data: Data, userId: string): Promise<number> => countUnread(data.db, userId);

export const groupExists = (data: Data, userId: string, group: string): Promise<boolean> =>
  hasGroup(data.db, userId, group);

export const notificationExists = (data: Data, userId: string, id: string): Promise<boolean> =>
  hasNotification(data.db, userId, id);

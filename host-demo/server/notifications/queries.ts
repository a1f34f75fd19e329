import type { Notification } from 'proofdesk/contract';
import type { Db } from '../db';
import { type NotificationRow, toNotification } from './rows';

export interface Page {
  page: number;
  limit: number;
}

export interface PageOf<T> {
  items: T[];
  total: number;
}

const offset = ({ page, limit }: Page) => (page - 1) * limit;

// Totals per group of one user; joined so every item carries its group's figures.
const GROUP_TOTALS = `SELECT group_key, COUNT(*) AS total, COUNT(read_at) AS total_read, MAX(created_at) AS last
  FROM notifications WHERE user_id = @userId GROUP BY group_key`;

/** A user's groups, newest activity first; each item is the group's newest notification. */
export function listGroups(db: Db, userId: string, page: Page): PageOf<Notification> {
  const rows = db
    .prepare(
      `WITH g AS (${GROUP_TOTALS} ORDER BY last DESC, group_key LIMIT @limit OFFSET @offset)
       SELECT n.*, g.total, g.total_read FROM g
       JOIN notifications n ON n.id = (
         SELECT m.id FROM notifications m WHERE m.user_id = @userId AND m.group_key = g.group_key
         ORDER BY m.created_at DESC, m.id DESC LIMIT 1)
       ORDER BY g.last DESC, g.group_key`,
    )
    .all({ userId, limit: page.limit, offset: offset(page) }) as NotificationRow[];
  const { total } = db
    .prepare('SELECT COUNT(DISTINCT group_key) AS total FROM notifications WHERE user_id = ?')
    .get(userId) as { total: number };
  return { items: rows.map(toNotification), total };
}

/** A user's notifications newest first, all of them or one group's. */
export function listNotifications(db: Db, userId: string, page: Page, group?: string): PageOf<Notification> {
  const inGroup = group === undefined ? '' : 'AND n.group_key = @group';
  const rows = db
    .prepare(
      `SELECT n.*, g.total, g.total_read FROM notifications n
       JOIN (${GROUP_TOTALS}) g ON g.group_key = n.group_key
       WHERE n.user_id = @userId ${inGroup}
       ORDER BY n.created_at DESC, n.id DESC LIMIT @limit OFFSET @offset`,
    )
    .all({ userId, group, limit: page.limit, offset: offset(page) }) as NotificationRow[];
  const { total } = db
    .prepare(`SELECT COUNT(*) AS total FROM notifications n WHERE n.user_id = @userId ${inGroup}`)
    .get({ userId, group }) as { total: number };
  return { items: rows.map(toNotification), total };
}

/** One of the user's notifications with its group totals; undefined for anybody else's. */
export function findNotification(db: Db, userId: string, id: string): Notification | undefined {
  const row = db
    .prepare(
      `SELECT n.*, g.total, g.total_read FROM notifications n
       JOIN (${GROUP_TOTALS}) g ON g.group_key = n.group_key
       WHERE n.user_id = @userId AND n.id = @id`,
    )
    .get({ userId, id }) as NotificationRow | undefined;
  return row && toNotification(row);
}

export function unreadCount(db: Db, userId: string): number {
  return (
    db
      .prepare('SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND read_at IS NULL')
      .get(userId) as { n: number }
  ).n;
}

export function groupExists(db: Db, userId: string, group: string): boolean {
  return (
    db
      .prepare('SELECT 1 FROM notifications WHERE user_id = ? AND group_key = ? LIMIT 1')
      .get(userId, group) !== undefined
  );
}

export function notificationExists(db: Db, userId: string, id: string): boolean {
  return db.prepare('SELECT 1 FROM notifications WHERE user_id = ? AND id = ?').get(userId, id) !== undefined;
}

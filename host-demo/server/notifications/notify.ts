import { randomUUID } from 'node:crypto';
import type { Notification, NotificationData } from 'proofdesk/contract';
import type { ServerContext } from '../http';
import { findNotification } from './queries';

export interface NotificationInput {
  /** Notifications with the same group show together in the bell (e.g. one order's comments). */
  group: string;
  title: string;
  message: string;
  /** Who caused it (the commenter): their avatar and display name. */
  avatar?: string | null;
  username?: string | null;
  /** The order it is about, when it exists: deleting the order deletes the notification. */
  orderId?: string | null;
  data: NotificationData;
}

type NotifyContext = Pick<ServerContext, 'db' | 'hub' | 'now'>;

/**
 * Stores one notification per recipient and pushes it: `show-notification` (with that user's own
 * notification, ids differ per user) and `fetch-messages` so open bells refresh their lists.
 * Unknown user ids are skipped. Returns the notifications created, in recipient order.
 */
export function notify(
  ctx: NotifyContext,
  userIds: Iterable<string>,
  input: NotificationInput,
): Notification[] {
  const recipients = [...new Set(userIds)];
  if (recipients.length === 0) return [];
  const exists = ctx.db.prepare('SELECT 1 FROM users WHERE id = ?');
  const hasOrder = input.orderId
    ? ctx.db.prepare('SELECT 1 FROM orders WHERE id = ?').get(input.orderId) !== undefined
    : false;
  const insert = ctx.db.prepare(
    `INSERT INTO notifications (id, user_id, group_key, order_id, title, message, avatar, username, data, created_at)
     VALUES (@id, @userId, @group, @orderId, @title, @message, @avatar, @username, @data, @createdAt)`,
  );
  const created = ctx.now().getTime();
  const ids = ctx.db.transaction(() => {
    const out: [userId: string, id: string][] = [];
    for (const userId of recipients) {
      if (exists.get(userId) === undefined) continue;
      const id = randomUUID();
      insert.run({
        id,
        userId,
        group: input.group,
        orderId: hasOrder ? input.orderId : null,
        title: input.title,
        message: input.message,
        avatar: input.avatar ?? null,
        username: input.username ?? null,
        data: JSON.stringify(input.data),
        createdAt: created,
      });
      out.push([userId, id]);
    }
    return out;
  })();

  const notifications: Notification[] = [];
  for (const [userId, id] of ids) {
    // Read back so the pushed item carries its group totals exactly as the GET lists do.
    const notification = findNotification(ctx.db, userId, id);
    if (!notification) continue;
    notifications.push(notification);
    ctx.hub.publish([userId], 'show-notification', notification);
  }
  // The refresh event carries no data (clients refetch), so one serialisation serves everybody.
  ctx.hub.publish(
    ids.map(([userId]) => userId),
    'fetch-messages',
  );
  return notifications;
}

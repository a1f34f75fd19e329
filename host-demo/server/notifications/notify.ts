import { randomUUID } from 'node:crypto';
import type { Notification, NotificationData } from 'proofdesk/contract';
import { transaction } from '../data';
import {
  existingUsers,
  insertNotifications,
  type NewNotification,
  orderExists,
} from '../data/notifications/notification-reads';
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

type NotifyContext = Pick<ServerContext, 'data' | 'hub' | 'now'>;

/**
 * Stores one notification per recipient and pushes it: `show-notification` (with that user's own
 * notification, ids differ per user) and `fetch-messages` so open bells refresh their lists.
 * Unknown user ids are skipped. Returns the notifications created, in recipient order.
 */
export async function notify(
  ctx: NotifyContext,
  userIds: Iterable<string>,
  input: NotificationInput,
): Promise<Notification[]> {
  const recipients = [...new Set(userIds)];
  if (recipients.length === 0) return [];
  const created = ctx.now().getTime();
  // Users and the order are read in the transaction that inserts: one deleted meanwhile is skipped
  // (SQLite's write lock; on PostgreSQL the inserts' foreign keys would refuse a deleted one).
  const ids = await transaction(ctx.data, async (trx) => {
    const known = await existingUsers(trx, recipients);
    const hasOrder = input.orderId ? await orderExists(trx, input.orderId) : false;
    const rows: NewNotification[] = recipients
      .filter((userId) => known.has(userId))
      .map((userId) => ({
        id: randomUUID(),
        userId,
        group: input.group,
        orderId: hasOrder ? (input.orderId ?? null) : null,
        title: input.title,
        message: input.message,
        avatar: input.avatar ?? null,
        username: input.username ?? null,
        data: JSON.stringify(input.data),
        createdAt: created,
      }));
    await insertNotifications(trx, rows);
    return rows.map((row): [userId: string, id: string] => [row.userId, row.id]);
  });

  const notifications: Notification[] = [];
  for (const [userId, id] of ids) {
    // Read back so the pushed item carries its group totals exactly as the GET lists do.
    const notification = await findNotification(ctx.data, userId, id);
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

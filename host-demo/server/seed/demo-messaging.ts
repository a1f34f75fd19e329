import { mergedProfile, type ProfilePatch } from '../account';
import type { Db } from '../db';
import { seededCommentNotice } from './demo-comment-notices';
import {
  DEMO_NOTIFICATIONS,
  type DemoNotification,
  type OrderFacts,
  statusNotification,
} from './demo-notifications';
import { DEMO_PRODUCTS, RETIRED_PRODUCT } from './demo-products';

/** Account states the banners and membership calls can show, on the secondary demo accounts. */
const ACCOUNT_FLAGS: Record<string, ProfilePatch> = {
  // A scheduled upgrade (cancel-upgrade) on a pay-as-you-go account.
  'user-harbor': { isScheduledUpgrade: true },
  // Unverified e-mail (resend link) and a subscription leave (reactivation).
  'user-summit': {
    emailIsVerified: false,
    membership: { onSubscriptionLeave: true, onSubscriptionLeaveReactivationDateFormat: '01 Jul 2030' },
  },
};

function seedProducts(db: Db, created: number) {
  const insert = db.prepare(
    `INSERT INTO products (id, name, description, item_type, price_cents, currency, active, sort_order, created_at)
     VALUES (?, ?, ?, ?, ?, 'USD', ?, ?, ?)`,
  );
  [...DEMO_PRODUCTS, RETIRED_PRODUCT].forEach((product, index) => {
    const { id, name, description, type, price, active } = product;
    insert.run(id, name, description, type, price, active ? 1 : 0, index, created);
  });
}

function seedNotifications(db: Db, now: Date) {
  const facts = db.prepare('SELECT order_number, name, status FROM orders WHERE id = ?');
  const sender = db.prepare("SELECT firstname || ' ' || lastname AS name, avatar FROM users WHERE id = ?");
  const insert = db.prepare(
    `INSERT INTO notifications (id, user_id, group_key, order_id, title, message, avatar, username, data,
       created_at, read_at)
     VALUES (@id, @userId, @group, @orderId, @title, @message, @avatar, @username, @data, @created, @read)`,
  );
  DEMO_NOTIFICATIONS.forEach((item: DemoNotification, index) => {
    const order = facts.get(item.orderId) as OrderFacts | undefined;
    if (!order) throw new Error(`demo seed: a notification names ${item.orderId}, which is not seeded`);
    let notice: { created: number; title: string; message: string; data: object };
    let from: { avatar: string | null; username: string | null };
    if (item.kind === 'comment') {
      const comment = seededCommentNotice(db, item.orderId, item.comment, order);
      notice = comment;
      from = comment;
    } else {
      notice = statusNotification(now, item, order);
      const row = sender.get(item.from) as { name: string; avatar: string | null } | undefined;
      from = { avatar: row?.avatar ?? null, username: row?.name ?? null };
    }
    insert.run({
      id: `notification-${index + 1}`,
      userId: item.userId,
      // Same key as live comment notifications (proofing): one group per order.
      group: `order-${item.orderId}`,
      orderId: item.orderId,
      title: notice.title,
      message: notice.message,
      avatar: from.avatar,
      username: from.username,
      data: JSON.stringify(notice.data),
      created: notice.created,
      read: item.read ? notice.created + 60_000 : null,
    });
  });
}

/** Merges `patch` into one user's stored extras (the seed's own writer; the server's is applyProfilePatch). */
function patchProfile(db: Db, userId: string, patch: ProfilePatch): void {
  const row = db.prepare('SELECT profile FROM users WHERE id = ?').get(userId) as
    | { profile: string }
    | undefined;
  if (!row) return;
  db.prepare('UPDATE users SET profile = ? WHERE id = ?').run(mergedProfile(row.profile, patch), userId);
}

function seedAccountFlags(db: Db) {
  for (const [userId, patch] of Object.entries(ACCOUNT_FLAGS)) patchProfile(db, userId, patch);
}

/** Notifications, cart products and account flags; runs inside seedDemo's transaction, after orders. */
export function seedDemoMessaging(db: Db, now: Date): void {
  seedProducts(db, now.getTime());
  seedNotifications(db, now);
  seedAccountFlags(db);
}

import type { Kysely } from 'kysely';
import type { NotificationRow } from '../../notifications/rows';
import type { Database } from '../schema';

type Q = Kysely<Database>;

export interface Window {
  limit: number;
  offset: number;
}

/** Totals per group of one user; joined so every item carries its group's figures. */
function groupTotals(db: Q, userId: string) {
  return db
    .selectFrom('notifications')
    .select((eb) => [
      'group_key',
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>('read_at').as('total_read'),
      eb.fn.max('created_at').as('last'),
    ])
    .where('user_id', '=', userId)
    .groupBy('group_key');
}

/** A user's groups, newest activity first; each row is the group's newest notification. */
export async function selectGroupHeads(db: Q, userId: string, window: Window): Promise<NotificationRow[]> {
  const rows = await db
    .with('g', () =>
      groupTotals(db, userId)
        .orderBy('last', 'desc')
        .orderBy('group_key')
        .limit(window.limit)
        .offset(window.offset),
    )
    .selectFrom('g')
    .innerJoin('notifications as n', (join) =>
      join.on((eb) =>
        eb(
          'n.id',
          '=',
          eb
            .selectFrom('notifications as m')
            .select('m.id')
            .where('m.user_id', '=', userId)
            .whereRef('m.group_key', '=', 'g.group_key')
            .orderBy('m.created_at', 'desc')
            .orderBy('m.id', 'desc')
            .limit(1),
        ),
      ),
    )
    .selectAll('n')
    .select(['g.total', 'g.total_read'])
    .orderBy('g.last', 'desc')
    .orderBy('g.group_key')
    .execute();
  return rows as NotificationRow[];
}

export async function countGroups(db: Q, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.count<number>('group_key').distinct().as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A user's notifications (all, one group's, or one) with their group totals, newest first. */
function withTotals(db: Q, userId: string) {
  return db
    .selectFrom('notifications as n')
    .innerJoin(groupTotals(db, userId).as('g'), 'g.group_key', 'n.group_key')
    .selectAll('n')
    .select(['g.total', 'g.total_read'])
    .where('n.user_id', '=', userId);
}

export async function selectNotifications(
  db: Q,
  userId: string,
  window: Window,
  group?: string,
): Promise<NotificationRow[]> {
  let query = withTotals(db, userId);
  if (group !== undefined) query = query.where('n.group_key', '=', group);
  const rows = await query
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return rows as NotificationRow[];
}

export async function countNotifications(db: Q, userId: string, group?: string): Promise<number> {
  let query = db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('user_id', '=', userId);
  if (group !== undefined) query = query.where('group_key', '=', group);
  return Number((await query.executeTakeFirstOrThrow()).total);
}

export async function selectNotification(
  db: Q,
  userId: string,
  id: string,
): Promise<NotificationRow | undefined> {
  const row = await withTotals(db, userId).where('n.id', '=', id).executeTakeFirst();
  return row as NotificationRow | undefined;
}

export async function countUnread(db: Q, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function hasGroup(db: Q, userId: string, group: string): Promise<boolean> {
  const row = await db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', userId)
    .where('group_key', '=', group)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function hasNotification(db: Q, userId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of these user ids exist. */
export async function existingUsers(db: Q, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.selectFrom('users').select('id').where('id', 'in', userIds).execute();
  return new Set(rows.map((row) => row.id));
}

export async function orderExists(db: Q, orderId: string): Promise<boolean> {
  return (
    (await db.selectFrom('orders').select('id').where('id', '=', orderId).executeTakeFirst()) !== undefined
  );
}

export interface NewNotification {
  id: string;
  userId: string;
  group: string;
  orderId: string | null;
  title: string;
  message: string;
  avatar: string | null;
  username: string | null;
  data: string;
  createdAt: number;
}

export async function insertNotifications(db: Q, rows: readonly NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('notifications')
    .values(
      rows.map((row) => ({
        id: row.id,
        user_id: row.userId,
        group_key: row.group,
        order_id: row.orderId,
        title: row.title,
        message: row.message,
        avatar: row.avatar,
        username: row.username,
        data: row.data,
        created_at: row.createdAt,
        read_at: null,
      })),
    )
    .execute();
}

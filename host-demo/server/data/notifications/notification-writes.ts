import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../schema';

type Q = Kysely<Database>;

/** Which of a user's notifications a mutation touches; every statement is scoped to the owner. */
export type Selection = { kind: 'one'; id: string } | { kind: 'group'; group: string } | { kind: 'all' };

/** The owner's notifications the selection names. */
function selected(eb: ExpressionBuilder<Database, 'notifications'>, userId: string, selection: Selection) {
  const owned = eb('user_id', '=', userId);
  if (selection.kind === 'one') return eb.and([owned, eb('id', '=', selection.id)]);
  if (selection.kind === 'group') return eb.and([owned, eb('group_key', '=', selection.group)]);
  return owned;
}

/** Marks unread notifications read; returns how many changed (already-read ones keep their time). */
export async function markNotificationsRead(
  db: Q,
  userId: string,
  selection: Selection,
  at: number,
): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('read_at', 'is', null)
    .where((eb) => selected(eb, userId, selection))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteNotifications(db: Q, userId: string, selection: Selection): Promise<number> {
  const result = await db
    .deleteFrom('notifications')
    .where((eb) => selected(eb, userId, selection))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

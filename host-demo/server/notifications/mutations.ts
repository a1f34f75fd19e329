import type { Db } from '../db';

/** Which of a user's notifications a mutation touches; every statement is scoped to the owner. */
export type Selection = { kind: 'one'; id: string } | { kind: 'group'; group: string } | { kind: 'all' };

function where(selection: Selection): { sql: string; params: Record<string, string> } {
  switch (selection.kind) {
    case 'one':
      return { sql: 'AND id = @id', params: { id: selection.id } };
    case 'group':
      return { sql: 'AND group_key = @group', params: { group: selection.group } };
    default:
      return { sql: '', params: {} };
  }
}

/** Marks unread notifications read; returns how many changed (already-read ones keep their time). */
export function markRead(db: Db, userId: string, selection: Selection, now: Date): number {
  const { sql, params } = where(selection);
  return db
    .prepare(`UPDATE notifications SET read_at = @now WHERE user_id = @userId AND read_at IS NULL ${sql}`)
    .run({ ...params, userId, now: now.getTime() }).changes;
}

export function remove(db: Db, userId: string, selection: Selection): number {
  const { sql, params } = where(selection);
  return db.prepare(`DELETE FROM notifications WHERE user_id = @userId ${sql}`).run({ ...params, userId })
    .changes;
}

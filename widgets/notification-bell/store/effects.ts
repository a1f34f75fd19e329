import type { Notification } from '../../../sdk/contract';
import type { NotificationRef } from './types';

/**
 * What a mutation does to the lists and the count, computed when it starts from what the user
 * sees (an unread item marked read lowers the count by one, a group by its unread messages).
 */
export type NotificationEffect =
  | { kind: 'read'; id: string; group: string | null; wasUnread: boolean; at: string }
  | { kind: 'delete'; id: string; group: string | null; wasUnread: boolean }
  | { kind: 'read-group'; group: string; unread: number; at: string }
  | { kind: 'delete-group'; group: string; unread: number }
  | { kind: 'read-all'; at: string }
  | { kind: 'delete-all' };

/** The grouped list (one row per group) or one group's messages. */
export type FeedKind = 'groups' | 'group';

const readAll = (n: Notification, at: string): Notification => ({
  ...n,
  isRead: true,
  read: n.read ?? at,
  totalRead: n.totalMessage,
});

/**
 * One item after an optimistic change, or null when the change removes it. With `totals` the
 * group's counters move too: only right for data fetched before the change reached the server,
 * because counters are not idempotent (flags and removals are, so they apply to anything).
 */
export function patchItem(
  n: Notification,
  effect: NotificationEffect,
  kind: FeedKind,
  totals: boolean,
): Notification | null {
  switch (effect.kind) {
    case 'read-all':
      return readAll(n, effect.at);
    case 'delete-all':
      return null;
    case 'read-group':
      return n.group === effect.group ? readAll(n, effect.at) : n;
    case 'delete-group':
      return n.group === effect.group ? null : n;
    case 'read': {
      let out = n.id === effect.id ? { ...n, isRead: true, read: n.read ?? effect.at } : n;
      if (totals && effect.wasUnread && n.group === effect.group) {
        out = { ...out, totalRead: Math.min(out.totalMessage, out.totalRead + 1) };
      }
      return out;
    }
    case 'delete': {
      // A group row stands for the whole group: it goes only with the group's last message.
      const isRow = kind === 'groups' && n.totalMessage > 1;
      if (n.id === effect.id && !isRow) return null;
      if (!totals || n.group !== effect.group) return n;
      return {
        ...n,
        totalMessage: Math.max(0, n.totalMessage - 1),
        totalRead: Math.max(0, n.totalRead - (effect.wasUnread ? 0 : 1)),
      };
    }
  }
}

/** The unread count after a change. */
export function patchCount(count: number, effect: NotificationEffect): number {
  switch (effect.kind) {
    case 'read-all':
    case 'delete-all':
      return 0;
    case 'read-group':
    case 'delete-group':
      return Math.max(0, count - effect.unread);
    default:
      return effect.wasUnread ? Math.max(0, count - 1) : count;
  }
}

/** Unread messages of a group, from its row (or items) as the user sees them. */
export function groupUnread(items: readonly Notification[], group: string): number {
  const member = items.find((n) => n.group === group);
  return member ? Math.max(0, member.totalMessage - member.totalRead) : 0;
}

/** The effect of marking read or deleting `target`, judged from the items the user sees. */
export function effectFor(
  action: 'read' | 'delete',
  target: NotificationRef,
  shown: readonly Notification[],
  at: string,
): NotificationEffect {
  if ('group' in target) {
    const unread = groupUnread(shown, target.group);
    return action === 'read'
      ? { kind: 'read-group', group: target.group, unread, at }
      : { kind: 'delete-group', group: target.group, unread };
  }
  // Not shown anywhere: no guess; the answer's unread count corrects the badge.
  const item = shown.find((n) => n.id === target.id);
  const known = { id: target.id, group: item?.group ?? null, wasUnread: item ? !item.isRead : false };
  return action === 'read' ? { kind: 'read', ...known, at } : { kind: 'delete', ...known };
}

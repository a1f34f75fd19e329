import { computed } from 'nanostores';
import type { MessageMutation, Notification, UnreadCount } from '../../../sdk/contract';
import { createLiveCollection, type LivePage } from '../../../sdk/core/collection';
import { hasMorePages, NOTIFICATION_FIRST_PAGE, NOTIFICATION_PAGE_SIZE } from '../../../sdk/core/domain';
import type { HttpClient, HttpMethod, HttpResult } from '../../../sdk/core/http';
import type { Realtime } from '../../../sdk/core/realtime';
import type { Session } from '../../../sdk/core/session';
import { effectFor, type FeedKind, type NotificationEffect, patchCount } from './effects';
import { patchFor } from './ledger';
import type { NotificationCenter, NotificationFeed, NotificationRef } from './types';

export interface NotificationCenterOptions {
  http: HttpClient;
  realtime: Realtime;
  session: Pick<Session, '$token'>;
}

/**
 * The notification state of one instance, shared by every bell on the page: the unread count, the
 * lists, and optimistic mutations that roll back when the server refuses. A live collection
 * (sdk/core/collection) of notifications: nothing loads until a list or the count is watched; while one
 * is, the server's `show-notification` / `fetch-messages` pushes keep everything fresh.
 */
export function createNotificationCenter({
  http,
  realtime,
  session,
}: NotificationCenterOptions): NotificationCenter {
  const collection = createLiveCollection<Notification, NotificationEffect>({
    key: (n) => n.id,
    session,
    realtime,
    refetchOn: { 'show-notification': true, 'fetch-messages': true },
  });

  /** One page of GET /message/groups or /message/group/:group, as the collection reads pages. */
  const fetchPage =
    (path: string) =>
    async (page: number): Promise<HttpResult<LivePage<Notification, number>>> => {
      const result = await http.get<Notification[]>(path, { query: { page, limit: NOTIFICATION_PAGE_SIZE } });
      if (result.ok) {
        const meta = result.meta ?? { page, totalPages: page };
        return {
          ...result,
          data: { items: result.data ?? [], next: hasMorePages(meta) ? meta.page + 1 : null },
        };
      }
      // A group deleted elsewhere answers 404: for this list that simply means empty.
      if (result.error.status === 404) return { ok: true, status: 200, data: { items: [], next: null } };
      return result;
    };

  const feed = (path: string, kind: FeedKind, group?: string) => ({
    first: NOTIFICATION_FIRST_PAGE,
    fetch: fetchPage(path),
    patch: patchFor(kind),
    // Emptied by a change the last page may predate: nothing more to load.
    exhausts: (effect: NotificationEffect) =>
      effect.kind === 'delete-all' || (effect.kind === 'delete-group' && effect.group === group),
  });

  const groups: NotificationFeed = collection.list('groups', feed('/message/groups', 'groups'), {
    keep: true,
  });
  const count = collection.value<number>({
    initial: 0,
    load: async () => {
      const result = await http.get<UnreadCount>('/message/unread-count');
      return result.ok ? { ...result, data: result.data.count } : result;
    },
    patch: patchCount,
  });
  function mutate(method: HttpMethod, path: string, effect: NotificationEffect) {
    return collection.mutate<MessageMutation>({
      effect,
      // The anti-forgery token first, so the change's place in the sequence is when it really leaves.
      prepare: () => http.csrf.token('profile'),
      send: () => http.request<MessageMutation>(method, path, { csrf: 'profile' }),
      onSuccess: (data, settle) => settle.confirm(count, data.unreadCount),
    });
  }

  const one = (target: NotificationRef) =>
    'group' in target
      ? `/message/group/${encodeURIComponent(target.group)}`
      : `/message/${encodeURIComponent(target.id)}`;
  const now = () => new Date().toISOString();
  const judged = (action: 'read' | 'delete', target: NotificationRef) =>
    effectFor(action, target, collection.shown(), now());

  return {
    $unread: computed(count.$state, (state) => state.value ?? 0),
    groups,
    group: (key) =>
      collection.list(`group:${key}`, feed(`/message/group/${encodeURIComponent(key)}`, 'group', key)),
    markRead: (target) => mutate('PUT', `${one(target)}/read`, judged('read', target)),
    remove: (target) => mutate('DELETE', one(target), judged('delete', target)),
    markAllRead: () => mutate('PUT', '/message/read', { kind: 'read-all', at: now() }),
    removeAll: () => mutate('DELETE', '/message', { kind: 'delete-all' }),
    refresh: collection.refresh,
    destroy: collection.destroy,
  };
}

import type { ReadableAtom } from 'nanostores';
import type { MessageMutation, Notification } from '../../../sdk/contract';
import type { LiveList, LiveListState, LiveStatus } from '../../../sdk/core/collection';
import type { HttpResult } from '../../../sdk/core/http';

/** One notification, or a whole group (the spec's PUT/DELETE /message/group/{group}). */
export type NotificationRef = { id: string } | { group: string };

/** A list's status (the live collection's, sdk/core/collection). */
export type NotificationFeedStatus = LiveStatus;

/**
 * What a list shows. `items` already carry every optimistic change still in flight, so a view
 * renders them as they are.
 * - `loading`: the first page is on its way (later refreshes keep `ready` and the old items).
 * - `error`: the first page failed (`error` says why); `reload()` tries again.
 */
export type NotificationFeedState = LiveListState<Notification>;

/**
 * A paged list: the groups (GET /message/groups) or one group's messages (GET /message/group/:group).
 * Loads page 1 with its first subscriber, stays live (realtime) while anyone listens; `loadMore`
 * appends the next page of 10, `reload` fetches every page shown again.
 */
export type NotificationFeed = LiveList<Notification>;

/** A mutation's answer: the server's `{ changed, unreadCount }`, or why it refused (already rolled back). */
export type NotificationMutationResult = HttpResult<MessageMutation>;

export interface NotificationCenter {
  /**
   * The unread count every bell of the page shows. Loaded (GET /message/unread-count) with its
   * first subscriber while signed in, refreshed by realtime `show-notification` / `fetch-messages`
   * and after a reconnect, 0 while signed out.
   */
  readonly $unread: ReadableAtom<number>;
  /** The grouped list: each item is a group's newest notification with the group's totals. */
  readonly groups: NotificationFeed;
  /** One group's notifications, newest first (the same feed for the same key while in use). */
  group(group: string): NotificationFeed;
  /**
   * Optimistic: lists and count change at once; a refusal restores them (and refetches) and the
   * result carries the server's message or the generic error.
   */
  markRead(target: NotificationRef): Promise<NotificationMutationResult>;
  remove(target: NotificationRef): Promise<NotificationMutationResult>;
  markAllRead(): Promise<NotificationMutationResult>;
  removeAll(): Promise<NotificationMutationResult>;
  /** Refetches the count and every list in use (what a realtime nudge does). */
  refresh(): Promise<void>;
  destroy(): void;
}

import { useLayoutEffect, useRef, useState } from 'react';
import type { Notification } from '../../sdk/contract';
import type { NotificationFeed, NotificationFeedState, NotificationRef } from '../../sdk/notifications';
import { Button, containsFocus, Spinner } from '../../sdk/react';
import type { NotificationBellMessages } from './messages';
import { NotificationItem } from './notification-item';
import type { BellActions } from './use-bell-actions';
import { useListScrolls } from './use-list-scrolls';

export interface NotificationListProps {
  feed: NotificationFeed;
  state: NotificationFeedState;
  /** 'groups': one row per group (rows of several messages open their group); 'group': one group. */
  kind: 'groups' | 'group';
  label: string;
  m: NotificationBellMessages;
  timeZone: string | undefined;
  actions: BellActions;
  onOpenGroup?(row: Notification): void;
  /** Where focus goes when the list has nothing left to focus. */
  onFocusLost(): void;
}

type FocusTarget = { id: string | null } | { index: number };

/** A paged list of notifications with its loading, error and empty states and Load More. */
export function NotificationList(props: NotificationListProps) {
  const { feed, state, kind, label, m, timeZone, actions, onOpenGroup, onFocusLost } = props;
  const { items } = state;
  const [scrollNode, setScrollNode] = useState<HTMLDivElement | null>(null);
  const { scrolls, maxHeight } = useListScrolls(scrollNode, items.length);
  const listRef = useRef<HTMLUListElement>(null);
  // Where focus should land if the focused control disappears (a deleted item, a read item's
  // check button, Load More after the last page): never left on a removed node.
  const pending = useRef<FocusTarget | null>(null);

  useLayoutEffect(() => {
    const target = pending.current;
    if (!target || (scrollNode?.isConnected && containsFocus(scrollNode))) return;
    pending.current = null;
    const buttons = [...(listRef.current?.querySelectorAll<HTMLElement>('.pd-bell-item-main') ?? [])];
    const next = 'index' in target ? buttons[target.index] : buttons.find((b) => b.dataset.id === target.id);
    if (next) next.focus();
    else onFocusLost();
  });

  if (state.status === 'signed-out') return <p className="pd-panel-state pd-bell-empty">{m.signedOut}</p>;
  if (state.status === 'error') {
    return (
      <div className="pd-panel-state pd-bell-empty" role="alert">
        <p>{m.loadFailed}</p>
        <Button size="sm" variant="secondary" onClick={() => void feed.reload()}>
          {m.retry}
        </Button>
      </div>
    );
  }
  if (state.status !== 'ready') {
    return (
      <div className="pd-panel-state pd-bell-empty">
        <Spinner label={m.loading} />
      </div>
    );
  }
  if (items.length === 0) return <p className="pd-panel-state pd-bell-empty">{m.empty}</p>;

  const refOf = (n: Notification, grouped: boolean): NotificationRef =>
    grouped ? { group: n.group } : { id: n.id };
  const neighbour = (index: number) => items[index + 1]?.id ?? items[index - 1]?.id ?? null;
  const loadMore = () => {
    pending.current = { index: items.length };
    void feed.loadMore();
  };

  return (
    <div
      ref={setScrollNode}
      className="pd-bell-scroll"
      data-scrolls={scrolls || undefined}
      style={maxHeight === undefined ? undefined : { maxHeight }}
    >
      {/* role="list": Safari drops list semantics from a list styled with list-style: none. */}
      {/* biome-ignore lint/a11y/noRedundantRoles: see above */}
      <ul ref={listRef} className="pd-bell-list" role="list" aria-label={label}>
        {items.map((n, index) => {
          const grouped = kind === 'groups' && n.totalMessage > 1;
          return (
            <li key={kind === 'groups' ? n.group : n.id} className="pd-bell-list-item" data-group={n.group}>
              <NotificationItem
                notification={n}
                grouped={grouped}
                m={m}
                timeZone={timeZone}
                onOpen={() => (grouped ? onOpenGroup?.(n) : actions.open(n))}
                onMarkRead={() => {
                  pending.current = { id: n.id };
                  void actions.markRead(refOf(n, grouped));
                }}
                onDelete={() => {
                  pending.current = { id: neighbour(index) };
                  void actions.remove(refOf(n, grouped));
                }}
              />
            </li>
          );
        })}
      </ul>
      {state.hasMore ? (
        <div className="pd-bell-more">
          <Button size="sm" variant="secondary" loading={state.loadingMore} onClick={loadMore}>
            {m.loadMore}
          </Button>
        </div>
      ) : null}
      {state.error ? (
        <p className="pd-panel-error pd-bell-inline-error" role="alert">
          {m.loadFailed}
        </p>
      ) : null}
    </div>
  );
}

import { useRef, useState } from 'react';
import type { Notification } from '../../sdk/contract';
import { Button, Spinner, useFocusAfterRemoval } from '../../sdk/react';
import type { NotificationBellMessages } from './messages';
import { NotificationItem } from './notification-item';
import type { NotificationFeed, NotificationFeedState, NotificationRef } from './store';
import type { BellActions } from './use-bell-actions';
import { useListScrolls } from './use-list-scrolls';

export interface NotificationListProps {
  feed: NotificationFeed;
  state: NotificationFeedState;
  /** 'groups': one row per group (rows of several messages open their group); 'group': one group. */
  kind: 'groups' | 'group';
  label: string;
  messages: NotificationBellMessages;
  timeZone: string | undefined;
  actions: BellActions;
  onOpenGroup?(row: Notification): void;
  /** Where focus goes when the list has nothing left to focus. */
  onFocusLost(): void;
}

/** A paged list of notifications with its loading, error and empty states and Load More. */
export function NotificationList(props: NotificationListProps) {
  const { feed, state, kind, label, messages: m, timeZone, actions, onOpenGroup, onFocusLost } = props;
  const { items } = state;
  const [scrollNode, setScrollNode] = useState<HTMLDivElement | null>(null);
  const { scrolls, maxHeight } = useListScrolls(scrollNode, items.length);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  // Focus never stays on a node that went away (a deleted item, a read item's check button, Load
  // More after the last page): the next item, else the previous, else the empty state.
  const { listRef, willRemove } = useFocusAfterRemoval<HTMLUListElement>({
    itemSelector: '.pd-bell-item-main',
    fallback: () => {
      if (emptyRef.current) return emptyRef.current;
      onFocusLost();
      return null;
    },
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
  if (items.length === 0) {
    return (
      <p ref={emptyRef} className="pd-panel-state pd-bell-empty" tabIndex={-1}>
        {m.empty}
      </p>
    );
  }

  const refOf = (n: Notification, grouped: boolean): NotificationRef =>
    grouped ? { group: n.group } : { id: n.id };
  const loadMore = (event: { currentTarget: Element }) => {
    willRemove(items.length, event.currentTarget);
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
                messages={m}
                timeZone={timeZone}
                onOpen={() => (grouped ? onOpenGroup?.(n) : actions.open(n))}
                onMarkRead={(control) => {
                  willRemove(index, control);
                  void actions.markRead(refOf(n, grouped));
                }}
                onDelete={() => {
                  willRemove(index);
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

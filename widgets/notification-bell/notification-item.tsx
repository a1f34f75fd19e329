import type { Notification } from '../../sdk/contract';
import { notificationTone } from '../../sdk/core/domain';
import { Avatar, Button, CheckIcon, ChevronIcon, TrashIcon } from '../../sdk/react';
import { cardLine, groupSummary, notificationDate } from './format';
import { fill, type NotificationBellMessages } from './messages';

export interface NotificationItemProps {
  notification: Notification;
  /** A grouped-list row standing for several messages: opens the group instead of the target. */
  grouped: boolean;
  messages: NotificationBellMessages;
  timeZone: string | undefined;
  onOpen(): void;
  /** `control`: the check button, which goes away once the item is read. */
  onMarkRead(control: Element): void;
  onDelete(): void;
}

/**
 * One notification (dashboard §2): avatar, title, message, card number / title / progress and date,
 * with mark-as-read and delete buttons. The body is one button (the click target); the two action
 * buttons sit beside it, never inside it.
 */
export function NotificationItem({
  notification: n,
  grouped,
  messages: m,
  timeZone,
  onOpen,
  onMarkRead,
  onDelete,
}: NotificationItemProps) {
  const unread = grouped ? n.totalRead < n.totalMessage : !n.isRead;
  const tone = notificationTone(n.data.widgetType);
  const card = cardLine(n.data, m);
  const names = { title: n.title, count: n.totalMessage };
  return (
    <div className="pd-bell-item" data-tone={tone ?? undefined} data-unread={unread || undefined}>
      <button type="button" className="pd-bell-item-main" data-id={n.id} onClick={onOpen}>
        {grouped ? <span className="pd-bell-item-summary">{groupSummary(n, m)}</span> : null}
        <span className="pd-bell-item-row">
          {/* Decorative here: the title names the sender, and the button's name should start with it. */}
          <span className="pd-bell-item-avatar" aria-hidden="true">
            <Avatar name={n.username || n.title} src={n.avatar} />
          </span>
          <span className="pd-bell-item-text">
            <span className="pd-bell-item-title pd-user-text">
              {unread ? <span className="pd-visually-hidden">{m.unread}: </span> : null}
              {n.title}
            </span>
            <span className="pd-bell-item-message pd-user-text">{n.message}</span>
            {card ? <span className="pd-bell-item-card pd-user-text">{card}</span> : null}
            <time className="pd-bell-item-date" dateTime={n.created}>
              {notificationDate(n.created, timeZone, m)}
            </time>
          </span>
          {grouped ? (
            <span className="pd-bell-item-chevron">
              <ChevronIcon />
            </span>
          ) : null}
        </span>
      </button>
      <span className="pd-bell-item-actions">
        {unread ? (
          <Button
            variant="ghost"
            size="icon"
            className="pd-bell-action"
            aria-label={fill(grouped ? m.markGroupAsRead : m.markAsRead, names)}
            title={fill(grouped ? m.markGroupAsRead : m.markAsRead, names)}
            onClick={(event) => onMarkRead(event.currentTarget)}
          >
            <CheckIcon />
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="icon"
          className="pd-bell-action pd-bell-action--delete"
          aria-label={fill(grouped ? m.deleteGroup : m.delete, names)}
          title={fill(grouped ? m.deleteGroup : m.delete, names)}
          onClick={onDelete}
        >
          <TrashIcon />
        </Button>
      </span>
    </div>
  );
}

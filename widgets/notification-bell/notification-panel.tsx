import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { Notification } from '../../sdk/contract';
import { getActiveElement } from '../../sdk/core/dom';
import { Button, focusFirst, Prompt, useWidgetStyles } from '../../sdk/react';
import { GroupDetail } from './group-detail';
import type { NotificationBellMessages } from './messages';
import { NotificationList } from './notification-list';
import { notificationPanelStyles } from './panel-styles';
import type { BellActions } from './use-bell-actions';
import { useNotificationCenter } from './use-notification-center';

export interface NotificationPanelProps {
  messages: NotificationBellMessages;
  actions: BellActions;
  timeZone: string | undefined;
  confirmDeleteAll: boolean;
  /** The Delete All prompt is up: the popover must not close when focus moves into it. */
  onConfirming(open: boolean): void;
}

/**
 * The popover's content: title, Mark All as Read and Delete All, then the grouped list or one
 * group's messages ("opens a detail list with an 'All Notifications' back button").
 */
export function NotificationPanel({
  messages: m,
  actions,
  timeZone,
  confirmDeleteAll,
  onConfirming,
}: NotificationPanelProps) {
  useWidgetStyles(notificationPanelStyles);
  const notifications = useNotificationCenter();
  // Watched in both views, so going back shows the list at once and it stays live meanwhile.
  const groups = useStore(notifications.groups.$state);
  const unread = useStore(notifications.$unread);
  const [open, setOpen] = useState<Notification | null>(null);
  const [confirming, setConfirming] = useState(false);
  const titleId = `pd-bell-title-${useId()}`;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // The group to put focus back on when returning to the list.
  const returnTo = useRef<string | null>(null);

  // Loaded after the popover opened (lazy-panel.tsx), the panel finds focus on the empty dialog: the
  // popover's own move to its first control ran before there was one.
  useEffect(() => {
    const dialog = panelRef.current?.closest<HTMLElement>('[role="dialog"]');
    if (dialog && getActiveElement(dialog.getRootNode()) === dialog) focusFirst(dialog);
  }, []);

  useEffect(() => {
    if (open) {
      backRef.current?.focus();
      return;
    }
    const group = returnTo.current;
    returnTo.current = null;
    if (group === null) return;
    const row = [...(panelRef.current?.querySelectorAll<HTMLElement>('[data-group]') ?? [])].find(
      (el) => el.dataset.group === group,
    );
    (row?.querySelector<HTMLElement>('.pd-bell-item-main') ?? titleRef.current)?.focus();
  }, [open]);

  const back = () => {
    returnTo.current = open?.group ?? null;
    setOpen(null);
  };
  const focusTitle = () => titleRef.current?.focus();
  const noUnread = unread === 0;
  // Disabled only when surely empty: while the list loads, Delete All still deletes everything.
  const noItems = (groups.status === 'ready' && groups.items.length === 0) || groups.status === 'signed-out';

  const askDeleteAll = () => {
    if (noItems) return;
    if (!confirmDeleteAll) {
      void actions.removeAll();
      return;
    }
    onConfirming(true);
    setConfirming(true);
  };
  const closePrompt = (next: boolean) => {
    setConfirming(next);
    if (!next) onConfirming(false);
  };

  const detail = open ? notifications.group(open.group) : null;
  return (
    <div ref={panelRef} className="pd-bell-panel">
      <div className="pd-bell-header">
        <h2 ref={titleRef} id={titleId} className="pd-bell-title" tabIndex={-1}>
          {m.title}
        </h2>
        <Button
          size="sm"
          variant="ghost"
          className="pd-bell-header-action"
          aria-disabled={noUnread || undefined}
          onClick={() => void (noUnread || actions.markAllRead())}
        >
          {m.markAllAsRead}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="pd-bell-header-action pd-bell-header-action--danger"
          aria-disabled={noItems || undefined}
          onClick={askDeleteAll}
        >
          {m.deleteAll}
        </Button>
      </div>
      {detail && open ? (
        <GroupDetail
          key={open.group}
          messages={m}
          {...{ actions, timeZone, detail, backRef, back, focusTitle }}
        />
      ) : (
        <NotificationList
          feed={notifications.groups}
          state={groups}
          kind="groups"
          label={m.groupsList}
          messages={m}
          timeZone={timeZone}
          actions={actions}
          onOpenGroup={setOpen}
          onFocusLost={focusTitle}
        />
      )}
      <Prompt
        open={confirming}
        onOpenChange={closePrompt}
        title={m.confirmDeleteAllTitle}
        content={m.confirmDeleteAll}
        buttons="YESNO"
        type="WARNING"
        onConfirm={() => {
          setOpen(null);
          void actions.removeAll();
        }}
      />
    </div>
  );
}

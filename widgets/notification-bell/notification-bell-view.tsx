import { useStore } from '@nanostores/react';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { notificationBadge } from '../../sdk/core/domain';
import {
  Button,
  createToastStore,
  Popover,
  Spinner,
  ToastRegion,
  useProofdesk,
  useTriggerContrast,
  useWidgetMessages,
  useWidgetStyles,
  type WidgetViewProps,
} from '../../sdk/react';
import { BellIcon } from './icons';
import { LazyNotificationPanel, preloadNotificationPanel } from './lazy-panel';
import { defaultNotificationBellMessages, fill, type NotificationBellMessages } from './messages';
import { notificationBellStyles } from './styles';
import { useBellActions } from './use-bell-actions';
import { useNotificationCenter } from './use-notification-center';

/** `onIntent` hears `open-order` and `open-attachment`. */
export interface NotificationBellProps extends WidgetViewProps<NotificationBellMessages> {
  /** Ask before Delete All (the spec's Prompt). Default true: it cannot be undone. */
  confirmDeleteAll?: boolean;
}

/**
 * The portal header's bell (dashboard §2 "Notification bell"): the unread count on the trigger and,
 * in the popover, the grouped notifications. State lives in the instance's notification center (a
 * store slot), so every bell of a page shows the same count.
 */
export function NotificationBellView({
  onIntent,
  messages,
  confirmDeleteAll = true,
  placement = 'bottom-end',
}: NotificationBellProps) {
  useWidgetStyles(notificationBellStyles);
  const { session } = useProofdesk();
  const notifications = useNotificationCenter();
  const m = useWidgetMessages(defaultNotificationBellMessages, messages);
  const unread = useStore(notifications.$unread);
  const timeZone = useStore(session.$profile)?.timeZone?.value || undefined;
  const [open, setOpen] = useState(false);
  // While the Delete All prompt is up, focus sits in it, outside the popover: keep the popover open.
  const holdOpen = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useTriggerContrast(triggerRef);
  // This bell's own toasts: another bell on the page must not repeat this one's errors.
  const toasts = useMemo(() => createToastStore(), []);

  const close = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus({ preventScroll: true });
  }, []);
  const actions = useBellActions(m, toasts, onIntent, close);
  // The list starts loading with the open, beside the panel's chunk (lazy-panel.tsx), not after it.
  useEffect(() => (open ? notifications.groups.$state.listen(() => {}) : undefined), [open, notifications]);
  const onOpenChange = (next: boolean) => {
    if (next || !holdOpen.current) setOpen(next);
  };

  const badge = notificationBadge(unread);
  const label = unread > 0 ? fill(m.triggerUnread, { title: m.title, count: unread }) : m.title;
  return (
    <>
      <Popover
        open={open}
        onOpenChange={onOpenChange}
        label={m.title}
        placement={placement}
        className="pd-bell-popover"
        trigger={
          <Button
            ref={triggerRef}
            variant="ghost"
            size="icon"
            className="pd-trigger pd-bell-trigger"
            onPointerEnter={preloadNotificationPanel}
            onFocus={preloadNotificationPanel}
          >
            <BellIcon />
            {/* Named by its content, not aria-label: the visible '9+' is decoration (aria-hidden), so
                the exact count in the name does not contradict it (axe label-content-name-mismatch). */}
            <span className="pd-visually-hidden">{label}</span>
            {badge ? (
              <span className="pd-badge pd-trigger-badge pd-bell-badge" aria-hidden="true">
                {badge}
              </span>
            ) : null}
          </Button>
        }
      >
        <Suspense
          fallback={
            <div className="pd-panel-state pd-bell-empty">
              <Spinner label={m.loading} />
            </div>
          }
        >
          <LazyNotificationPanel
            messages={m}
            actions={actions}
            timeZone={timeZone}
            confirmDeleteAll={confirmDeleteAll}
            onConfirming={(value) => {
              holdOpen.current = value;
            }}
          />
        </Suspense>
      </Popover>
      <ToastRegion store={toasts} />
    </>
  );
}

import { useStore } from '@nanostores/react';
import type { RefObject } from 'react';
import { BackIcon, Button } from '../../sdk/react';
import type { NotificationBellMessages } from './messages';
import { NotificationList } from './notification-list';
import type { NotificationFeed } from './store';
import type { BellActions } from './use-bell-actions';

export interface GroupDetailProps {
  messages: NotificationBellMessages;
  actions: BellActions;
  timeZone: string | undefined;
  detail: NotificationFeed;
  backRef: RefObject<HTMLButtonElement | null>;
  back(): void;
  focusTitle(): void;
}

/** One group's messages under the 'All Notifications' back button. */
export function GroupDetail({
  messages: m,
  actions,
  timeZone,
  detail,
  backRef,
  back,
  focusTitle,
}: GroupDetailProps) {
  const state = useStore(detail.$state);
  return (
    <>
      <div className="pd-bell-subheader">
        <Button ref={backRef} size="sm" variant="ghost" className="pd-bell-back" onClick={back}>
          <BackIcon />
          {m.allNotifications}
        </Button>
      </div>
      <NotificationList
        feed={detail}
        state={state}
        kind="group"
        label={m.groupList}
        messages={m}
        timeZone={timeZone}
        actions={actions}
        onFocusLost={() => (backRef.current ? backRef.current.focus() : focusTitle())}
      />
    </>
  );
}

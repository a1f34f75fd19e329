import { useStore } from '@nanostores/react';
import { useMemo, useRef } from 'react';
import { can, Subject } from '../../sdk/access';
import {
  getToastStore,
  useAnnounceIntent,
  useProofdesk,
  useWidgetMessages,
  useWidgetStyles,
} from '../../sdk/react';
import { DocumentView } from './document/document-view';
import { useViewerData } from './document/use-viewer-data';
import { useLeavePrompt } from './drawing';
import { GuestEntry, InviteGuestButton } from './guest-entry';
import { closeViewerIntent, leaveViewerIntent } from './intents';
import { defaultProofingViewerMessages } from './messages';
import { SidePanel, Toolbox } from './parts';
import type { ProofingViewerProps, ViewerPartProps } from './props';
import { createViewerState, useViewerState, ViewerStateContext } from './state/viewer-state';
import { viewerStyles } from './styles';
import { ViewerHeader } from './viewer-header';

export type { ProofingViewerProps } from './props';

/**
 * The proofing viewer (proofing §2.1, §2.7): the header, the document (image or PDF pages with the
 * drawing layer over each), the toolbox and the comment panel, sharing one ViewerState.
 */
export function ProofingViewerView(props: ProofingViewerProps) {
  useWidgetStyles(viewerStyles);
  // A guest link: the guest chunk signs the guest in apart and renders ViewerWithState itself.
  return props.guestToken === undefined ? (
    <ViewerWithState {...props} />
  ) : (
    <GuestEntry {...props} frame={ViewerWithState} />
  );
}

/** The viewer for the instance in context (the guest chunk's guest instance, or the signed-in one). */
export function ViewerWithState(props: ProofingViewerProps) {
  const { orderId, attachmentId, viewerState } = props;
  // One state per shown attachment: another attachment is another viewer.
  const own = useMemo(() => createViewerState(orderId, attachmentId), [orderId, attachmentId]);
  const state = viewerState ?? own;
  return (
    <ViewerStateContext.Provider value={state}>
      <ViewerFrame key={`${orderId} ${attachmentId}`} {...props} />
    </ViewerStateContext.Provider>
  );
}

function ViewerFrame({
  orderId,
  versionId,
  commentId,
  messages,
  onIntent,
  public: startPublic,
  guestToken,
}: ProofingViewerProps) {
  const m = useWidgetMessages(defaultProofingViewerMessages, messages);
  const announce = useAnnounceIntent(onIntent);
  // The queue itself, not useToast(): its helpers would move into the shared core.
  const toasts = getToastStore(useProofdesk());
  const root = useRef<HTMLElement>(null);
  const data = useViewerData({
    versionId,
    startPublic,
    // §2.1: a permission error, a file not in the order or an unreadable order send the user to /.
    // The warning goes to the instance's toasts too: the host's region still shows it after the
    // viewer is gone with the route.
    onLeave: () => {
      toasts.show({ variant: 'warning', title: m.permissionTitle, message: m.permissionMessage });
      announce(leaveViewerIntent());
    },
  });
  const readOnly = useStore(useViewerState().$readOnly);
  const invites = can(useStore(useProofdesk().session.$profile), 'create', Subject.GUEST_REVIEWER_INVITE);
  const partProps: ViewerPartProps = { messages: m, commentId, versionId };
  // Closing with an unsaved shape asks first (issue 11).
  const leave = useLeavePrompt(m);

  return (
    <section ref={root} className="pd-viewer" aria-label={m.viewerLabel} data-read-only={readOnly}>
      <ViewerHeader
        messages={m}
        showsToggle={data.showsToggle}
        onTab={data.switchTab}
        // Guests have no close button (proofing §2.4).
        {...(guestToken === undefined && {
          onClose: () => leave.guard(() => announce(closeViewerIntent(orderId))),
        })}
      >
        {invites && <InviteGuestButton orderId={orderId} messages={m} />}
      </ViewerHeader>
      <div className="pd-viewer-tools">
        <Toolbox {...partProps} />
      </div>
      <div className="pd-viewer-document">
        <DocumentView messages={m} load={data.load} opened={data.opened} root={root} />
      </div>
      <div className="pd-viewer-panel">
        <SidePanel {...partProps} />
      </div>
      {leave.prompt}
    </section>
  );
}

import { useStore } from '@nanostores/react';
import { Suspense, useMemo, useRef } from 'react';
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
import { closeViewerIntent, leaveViewerIntent } from './intents';
import { defaultProofingViewerMessages } from './messages';
import { SidePanel, Toolbox } from './parts';
import { PdfToolsBar, usePdfToolsMode } from './pdf-tools/pdf-tools-switch';
import type { ProofingViewerProps, ViewerPartProps } from './props';
import { ReviewBar } from './review';
import { createViewerState, useViewerState, ViewerStateContext } from './state/viewer-state';
import { viewerStyles } from './styles';
import { VersionPanel, ViewerToasts } from './versions';
import { ViewerHeader } from './viewer-header';

export type { ProofingViewerProps } from './props';

/**
 * The proofing viewer (proofing §2.1, §2.7): the header, the document (image or PDF pages with the
 * drawing layer over each), the toolbox and the comment panel, sharing one ViewerState.
 */
export function ProofingViewerView(props: ProofingViewerProps) {
  useWidgetStyles(viewerStyles);
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
  const state = useViewerState();
  const readOnly = useStore(state.$readOnly);
  const partProps: ViewerPartProps = { messages: m, commentId, versionId };
  // Closing with an unsaved shape asks first (issue 11).
  const leave = useLeavePrompt(m);
  const close = () => leave.guard(() => announce(closeViewerIntent(orderId)));
  // Proofing §4.8: the PDF proof top bar replaces the annotation UI (its own lazy chunk).
  const pdfTools = usePdfToolsMode();

  return (
    <section ref={root} className="pd-viewer" aria-label={m.viewerLabel} data-read-only={readOnly}>
      {pdfTools ? (
        <Suspense fallback={null}>
          <PdfToolsBar messages={m} onClose={close} />
        </Suspense>
      ) : (
        <ViewerHeader
          messages={m}
          attachmentGroup={data.load.status === 'ready' ? data.load.data.attachment.group : undefined}
          showsToggle={data.showsToggle}
          onTab={data.switchTab}
          onClose={close}
        />
      )}
      <div className="pd-viewer-versions">
        <VersionPanel messages={m} />
      </div>
      <div className="pd-viewer-tools">{!pdfTools && <Toolbox {...partProps} />}</div>
      <div className="pd-viewer-document">
        <DocumentView messages={m} load={data.load} opened={data.opened} root={root} />
      </div>
      <div className="pd-viewer-panel">
        <ReviewBar messages={m} onDecided={() => announce(leaveViewerIntent())} />
        {!pdfTools && <SidePanel {...partProps} />}
      </div>
      {leave.prompt}
      <ViewerToasts state={state} />
    </section>
  );
}

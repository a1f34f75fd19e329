import { useStore } from '@nanostores/react';
import { type ComponentType, lazy, Suspense, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { canInviteGuests } from '../../sdk/core/access';
import {
  getToastStore,
  useAnnounceIntent,
  useProofdesk,
  useWidgetMessages,
  useWidgetStyles,
} from '../../sdk/react';
import { DocumentView, useViewerData } from './document';
import { useLeavePrompt } from './drawing';
import { GuestEntry } from './guest-entry';
import { closeViewerIntent, leaveViewerIntent } from './intents';
import { defaultProofingViewerMessages } from './messages';
import { PdfToolsBar, usePdfToolsMode } from './pdf-tools/pdf-tools-switch';
import type { ProofingViewerProps, ViewerPartProps } from './props';
import {
  createViewerState,
  useViewerState,
  type ViewerState,
  ViewerStateContext,
} from './state/viewer-state';
import { viewerStyles } from './styles';
import { useNarrow } from './use-narrow';
import { ViewerToasts } from './versions/toasts';
import { ViewerHeader } from './viewer-header';

export type { ProofingViewerProps } from './props';

// The chrome (chrome.tsx) is fetched when the document has shown: one download, four slots. A chunk
// that cannot load (offline, blocked) leaves its slots empty rather than throwing: the document stays.
const loadChrome = () => import('./chrome');
type Chrome = typeof import('./chrome');
function chromePart<P>(pick: (chrome: Chrome) => ComponentType<P>) {
  const nothing: ComponentType<P> = () => null;
  return lazy(() =>
    loadChrome().then(
      (chrome) => ({ default: pick(chrome) }),
      () => ({ default: nothing }),
    ),
  );
}
const HeaderActions = chromePart((chrome) => chrome.HeaderActions);
const VersionPanel = chromePart((chrome) => chrome.VersionPanel);
const Toolbox = chromePart((chrome) => chrome.Toolbox);
const Panel = chromePart((chrome) => chrome.Panel);

/**
 * The proofing viewer (proofing §2.1, §2.7): the header, the versions, the document (image or PDF
 * pages with the drawing layer over each), the toolbox, the review decisions and the comment panel,
 * sharing one ViewerState.
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

/** The longest the viewer's other parts wait for the document (a slow first page, a large image). */
const DOCUMENT_FIRST_LIMIT_MS = 1000;

/**
 * Whether the viewer's parts beyond the header and the document (toolbox, versions, review bar,
 * comment panel, header actions) render yet: once the document has shown something, or after
 * DOCUMENT_FIRST_LIMIT_MS. Until then the file has the page to itself: their renders, calls and
 * answers would otherwise share the two busiest moments (pdf.js's worker starting, page 1
 * drawing) with it; their first render is deferred (interruptible) too.
 */
function useDocumentFirst(state: ViewerState): boolean {
  const shown = useStore(state.$documentShown);
  useEffect(() => {
    const timer = setTimeout(() => state.$documentShown.set(true), DOCUMENT_FIRST_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [state]);
  // React 18 ignores the initial value: there a viewer whose document already showed renders its
  // parts at once, as it would without the deferral.
  return useDeferredValue(shown, false);
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
  const instance = useProofdesk();
  // The queue itself, not useToast(): its helpers would move into the shared core.
  const toasts = getToastStore(instance);
  const root = useRef<HTMLElement>(null);
  const narrow = useNarrow(root);
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
  const invites = canInviteGuests(useStore(instance.session.$profile));
  const layout = narrow ? 'narrow' : 'wide';
  const partProps: ViewerPartProps = { messages: m, commentId, versionId, layout };
  // Closing with an unsaved shape asks first (issue 11).
  const leave = useLeavePrompt(m);
  const close = () => leave.guard(() => announce(closeViewerIntent(orderId)));
  // Proofing §4.8: the PDF proof top bar replaces the annotation UI (its own lazy chunk).
  const pdfTools = usePdfToolsMode();
  // Proofing §2.4: guests have no version panel and no close button; what needs the member's
  // calls (versions, decisions, uploads, compare, the proof's order settings) is not offered either.
  const member = guestToken === undefined;
  const group = data.load.status === 'ready' ? data.load.data.attachment.group : undefined;
  const chrome = useDocumentFirst(state);

  return (
    <section
      ref={root}
      className="pd-viewer"
      aria-label={m.viewerLabel}
      data-read-only={readOnly}
      data-layout={layout}
    >
      {pdfTools && member ? (
        <Suspense fallback={null}>
          <PdfToolsBar messages={m} onClose={close} />
        </Suspense>
      ) : (
        <ViewerHeader
          messages={m}
          showsToggle={data.showsToggle}
          onTab={data.switchTab}
          {...(member && { onClose: close })}
        >
          {chrome && member && (
            <Suspense fallback={null}>
              <HeaderActions messages={m} orderId={orderId} group={group} invites={invites} />
            </Suspense>
          )}
        </ViewerHeader>
      )}
      {member && (
        <div className="pd-viewer-versions">
          {chrome && (
            <Suspense fallback={null}>
              <VersionPanel messages={m} />
            </Suspense>
          )}
        </div>
      )}
      <div className="pd-viewer-tools">
        {chrome && !pdfTools && (
          <Suspense fallback={null}>
            <Toolbox {...partProps} />
          </Suspense>
        )}
      </div>
      <div className="pd-viewer-document">
        <DocumentView messages={m} load={data.load} opened={data.opened} root={root} />
      </div>
      <div className="pd-viewer-panel">
        {chrome && (
          <Suspense fallback={null}>
            <Panel
              part={partProps}
              narrow={narrow}
              member={member}
              pdfTools={pdfTools}
              onDecided={() => announce(leaveViewerIntent())}
            />
          </Suspense>
        )}
      </div>
      {leave.prompt}
      <ViewerToasts state={state} />
    </section>
  );
}

import { useEffect, useMemo } from 'react';
import { useAnnounceIntent, useWidgetMessages, useWidgetStyles } from '../../sdk/react';
import { DocumentView } from './document/document-view';
import { closeViewerIntent } from './intents';
import { defaultProofingViewerMessages } from './messages';
import { SidePanel, Toolbox } from './parts';
import type { ProofingViewerProps, ViewerPartProps } from './props';
import { createViewerState, ViewerStateContext } from './state/viewer-state';
import { viewerStyles } from './styles';
import { ViewerHeader } from './viewer-header';

export type { ProofingViewerProps } from './props';

/**
 * The proofing viewer (proofing §2.1, §2.7): the header, the document (image or PDF pages with the
 * drawing layer over each), the toolbox and the comment panel, sharing one ViewerState.
 */
export function ProofingViewerView({
  orderId,
  attachmentId,
  versionId,
  commentId,
  messages,
  onIntent,
  public: startPublic,
}: ProofingViewerProps) {
  useWidgetStyles(viewerStyles);
  const m = useWidgetMessages(defaultProofingViewerMessages, messages);
  // One state per shown attachment: another attachment is another viewer.
  const state = useMemo(() => createViewerState(orderId, attachmentId), [orderId, attachmentId]);
  useEffect(() => {
    if (startPublic !== undefined) state.$tab.set(startPublic ? 'public' : 'internal');
  }, [state, startPublic]);
  const announce = useAnnounceIntent(onIntent);
  const partProps: ViewerPartProps = { messages: m, commentId, versionId };

  return (
    <ViewerStateContext.Provider value={state}>
      <section className="pd-viewer" aria-label={m.viewerLabel}>
        <ViewerHeader messages={m} onClose={() => announce(closeViewerIntent(orderId))} />
        <div className="pd-viewer-tools">
          <Toolbox {...partProps} />
        </div>
        <div className="pd-viewer-document">
          <DocumentView messages={m} />
        </div>
        <div className="pd-viewer-panel">
          <SidePanel {...partProps} />
        </div>
      </section>
    </ViewerStateContext.Provider>
  );
}

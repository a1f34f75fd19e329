// The viewer's two entry points besides the script-tag element (which mounts through
// mountProofingViewer): each starts the viewer's first read before the shadow root renders it
// (document/first-read.ts).
import { useMemo } from 'react';
import { getDefaultProofdesk } from '../../sdk/core/instance';
import { createWidgetComponent, createWidgetMount, useProofdesk } from '../../sdk/react';
import { startFirstRead, startHintedReader } from './document/first-read';
import { ProofingViewerView } from './viewer-view';

const ViewerComponent = createWidgetComponent(ProofingViewerView, 'ProofingViewer');
const mountViewer = createWidgetMount(ProofingViewerView, 'mountProofingViewer');

/** `<ProofingViewer />` inside a ProofdeskProvider: the viewer in its own shadow root. */
export function ProofingViewer(props: Parameters<typeof ViewerComponent>[0]) {
  const instance = useProofdesk();
  const { http } = instance;
  const { orderId, attachmentId, versionId, guestToken, fileType, fileUrl } = props;
  useMemo(() => {
    const member = guestToken === undefined;
    startHintedReader(member ? http : null, { fileType, fileUrl });
    if (member) startFirstRead(instance, orderId, attachmentId, versionId);
  }, [instance, http, orderId, attachmentId, versionId, guestToken, fileType, fileUrl]);
  return <ViewerComponent {...props} />;
}
ProofingViewer.displayName = 'ProofingViewer';

/** `mountProofingViewer(element, { instance, ...props })` → `{ update, unmount }`, for hosts without React. */
export const mountProofingViewer: typeof mountViewer = (element, props) => {
  const instance = props.instance ?? getDefaultProofdesk();
  const member = instance && props.guestToken === undefined ? instance : null;
  startHintedReader(member?.http ?? null, props);
  if (member) startFirstRead(member, props.orderId, props.attachmentId, props.versionId);
  return mountViewer(element, props);
};

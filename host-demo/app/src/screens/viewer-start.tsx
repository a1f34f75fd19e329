import { startPdfViewer } from 'proofdesk/proofing-viewer/start';
import { useProofdesk } from 'proofdesk/react';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';

/**
 * The annotation route's first step, in the portal's entry chunk (a static import: issue 22,
 * docs/embedding.md "Starting before the viewer's code"): with the signed-in session's instance, it
 * starts pdf.js and its worker, the version list, the order and the PDF the viewer will open while
 * the viewer screen's lazy chunk is still downloading; the viewer mounted next takes them over. Its
 * route renders it outside the viewer screen's own Suspense boundary, so this effect runs at once
 * instead of waiting for that chunk. Same ids as ViewerScreen: the path's or the query's version.
 */
export function ViewerStart() {
  const proofdesk = useProofdesk();
  const { orderId, attachmentId, versionId: pathVersion } = useParams();
  const [query] = useSearchParams();
  const versionId = pathVersion ?? query.get('versionId') ?? undefined;
  useEffect(() => {
    if (orderId && attachmentId) startPdfViewer({ instance: proofdesk, orderId, attachmentId, versionId });
  }, [proofdesk, orderId, attachmentId, versionId]);
  return null;
}

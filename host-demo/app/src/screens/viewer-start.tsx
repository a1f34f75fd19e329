import { startPdfViewer } from 'proofdesk/proofing-viewer/start';
import { useProofdesk } from 'proofdesk/react';
import { useEffect } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';

/**
 * The annotation route's first step, in the portal's entry chunk (a static import: issue 22,
 * docs/embedding.md "Starting before the viewer's code"): with the signed-in session's instance, it
 * starts pdf.js and its worker, the version list, the order and the PDF the viewer will open while
 * the viewer screen's lazy chunk is still downloading; the viewer mounted next takes them over. Its
 * route renders it outside the viewer screen's own Suspense boundary, so this effect runs at once
 * instead of waiting for that chunk. Same ids as ViewerScreen: the path's or the query's version.
 * Opened from the order's file list, the link says the file's type: a picture starts no pdf.js.
 */
export function ViewerStart() {
  const proofdesk = useProofdesk();
  const { orderId, attachmentId, versionId: pathVersion } = useParams();
  const [query] = useSearchParams();
  const versionId = pathVersion ?? query.get('versionId') ?? undefined;
  const fileType = fileTypeOf(useLocation().state);
  useEffect(() => {
    if (orderId && attachmentId)
      startPdfViewer({
        instance: proofdesk,
        orderId,
        attachmentId,
        versionId,
        ...(fileType && { fileType }),
      });
  }, [proofdesk, orderId, attachmentId, versionId, fileType]);
  return null;
}

/** The file type a link put in the route's state (attachment-item.tsx), if it is one the start knows. */
function fileTypeOf(state: unknown): 'pdf' | 'image' | undefined {
  const type = (state as { fileType?: unknown } | null)?.fileType;
  return type === 'pdf' || type === 'image' ? type : undefined;
}

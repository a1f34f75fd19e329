import { ProofingViewer } from 'proofdesk/proofing-viewer';
import { useParams, useSearchParams } from 'react-router';
import { useWidgetTheme } from '../lib/color-scheme';

/**
 * Proofing §2.1 annotation screen, full screen: /orders/detail/:orderId/attachments/:attachmentId
 * with the optional versionId, commentId and public (true or false) query values, and the longer
 * …/versions/:versionId path. Close announces close-viewer, which the instance's navigate follows
 * to /orders/detail/:orderId; a permission error announces navigate to /.
 */
export default function ViewerScreen() {
  const { orderId = '', attachmentId = '', versionId: pathVersion } = useParams();
  const [query] = useSearchParams();
  const publicValue = query.get('public');
  const theme = useWidgetTheme();
  return (
    <main className="app-viewer">
      <ProofingViewer
        key={`${orderId} ${attachmentId}`}
        className="app-viewer-widget"
        theme={theme}
        orderId={orderId}
        attachmentId={attachmentId}
        versionId={pathVersion ?? query.get('versionId') ?? undefined}
        commentId={query.get('commentId') ?? undefined}
        public={publicValue === 'true' ? true : publicValue === 'false' ? false : undefined}
      />
    </main>
  );
}

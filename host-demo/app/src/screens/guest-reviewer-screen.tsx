import { ProofingViewer } from 'proofdesk/proofing-viewer';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useWidgetTheme } from '../lib/color-scheme';

/**
 * Proofing §2.4 guest reviewer screen: /annotation/guestreviewer?token=…, full screen and without
 * signing in. The viewer signs the guest in itself, apart from the portal's session (a signed-in
 * user in the same browser stays signed in, and the guest never sees their token).
 */
export default function GuestReviewerScreen() {
  const [query] = useSearchParams();
  const theme = useWidgetTheme();
  useEffect(() => {
    const before = document.title;
    document.title = 'Guest Reviewer';
    return () => {
      document.title = before;
    };
  }, []);
  return (
    <main className="app-viewer">
      <ProofingViewer
        className="app-viewer-widget"
        theme={theme}
        guestToken={query.get('token') ?? ''}
        orderId=""
        attachmentId=""
      />
    </main>
  );
}

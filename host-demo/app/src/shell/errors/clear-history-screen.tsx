import { Spinner, useProofdesk } from 'proofdesk/react';
import { useEffect, useState } from 'react';
import { AuthLayout } from '../../lib/auth-layout';
import { shellMessages as m } from '../prompts/messages';
import { clearPortalStorage } from './clear-storage';

/** How long 'cleared' stays on screen before sign-in (long enough to read, as the reauth notice). */
export const CLEARED_REDIRECT_MS = 3000;

/**
 * /clear-history (dashboard §2): signs the session out, clears this portal's storage and caches,
 * says so, then loads the sign-in page afresh (a full load: nothing of the session stays in memory).
 */
export default function ClearHistoryScreen() {
  const proofdesk = useProofdesk();
  const [cleared, setCleared] = useState(false);
  useEffect(() => {
    let live = true;
    const run = async () => {
      await proofdesk.session.signOut().catch(() => undefined);
      await clearPortalStorage();
      if (live) setCleared(true);
    };
    void run();
    return () => {
      live = false;
    };
  }, [proofdesk]);
  useEffect(() => {
    if (!cleared) return;
    const timer = setTimeout(() => window.location.replace('/signin'), CLEARED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [cleared]);
  return (
    <AuthLayout title={m.clearingTitle}>
      <div className="shell-clear" role="status" data-testid="clear-history">
        {cleared ? (
          <>
            <p>{m.cleared}</p>
            <a className="pd-button pd-button--primary" href="/signin">
              {m.signIn}
            </a>
          </>
        ) : (
          <>
            <Spinner />
            <p>{m.clearing}</p>
          </>
        )}
      </div>
    </AuthLayout>
  );
}

import { useProofdesk, useStore } from 'proofdesk/react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

/** Unauthenticated users are forced to sign in; where they were going is kept for afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const proofdesk = useProofdesk();
  const auth = useStore(proofdesk.session.$auth);
  const location = useLocation();
  if (!auth.token) {
    proofdesk.session.setRedirectPath(location.pathname + location.search);
    const signIn = proofdesk.session.clientType() === 'admin' ? '/admin/signin' : '/signin';
    return <Navigate to={signIn} replace />;
  }
  return <>{children}</>;
}

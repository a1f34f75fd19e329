import { Spinner, useProofdesk } from 'proofdesk/react';
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { AuthLayout } from '../lib/auth-layout';

// An impersonation token is single-use; StrictMode runs effects twice in development, so the
// attempt is shared per token instead of being sent twice.
const attempts = new Map<string, Promise<boolean>>();

function attempt(token: string, run: () => Promise<{ ok: boolean }>): Promise<boolean> {
  let pending = attempts.get(token);
  if (!pending) {
    pending = run().then((result) => result.ok);
    attempts.set(token, pending);
  }
  return pending;
}

/** Impersonation sign-in (dashboard §2): a valid token stores the session and goes to /. */
export default function ImpersonateScreen() {
  const proofdesk = useProofdesk();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<'checking' | 'valid' | 'invalid'>(token ? 'checking' : 'invalid');

  useEffect(() => {
    if (!token) return;
    let live = true;
    attempt(token, () => proofdesk.session.signInWithImpersonationToken(token)).then((ok) => {
      if (live) setState(ok ? 'valid' : 'invalid');
    });
    return () => {
      live = false;
    };
  }, [proofdesk, token]);

  if (state === 'valid') return <Navigate to="/" replace />;
  return (
    <AuthLayout title="Impersonation">
      {state === 'checking' ? (
        <Spinner />
      ) : (
        <p role="alert" className="app-alert">
          Token is not valid
        </p>
      )}
    </AuthLayout>
  );
}

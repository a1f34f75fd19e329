import { Spinner, useProofdesk } from 'proofdesk/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** /signout clears the session and local storage, then goes to / (dashboard §2). */
export default function SignOutScreen() {
  const proofdesk = useProofdesk();
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    proofdesk.session.signOut().then(() => {
      if (live) navigate('/', { replace: true });
    });
    return () => {
      live = false;
    };
  }, [proofdesk, navigate]);
  return (
    <div className="app-center">
      <Spinner />
    </div>
  );
}

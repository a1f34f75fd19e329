import type { User } from 'proofdesk';
import { Modal } from 'proofdesk/react';
import { profileGate } from 'proofdesk/rules';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { CLIENT_PROFILE_PATH, shellMessages as m } from './prompts/messages';

/**
 * 'Welcome to Dashboard!': the profile must be completed before the portal can be used (a forced
 * modal, except on the profile, sign-in, reset and forgot routes). An owner whose own profile is
 * complete but whose account's is not is sent to the client profile section (dashboard §2).
 */
export function ProfileGate({ user }: { user: User }) {
  const location = useLocation();
  const navigate = useNavigate();
  const gate = profileGate(user, location.pathname);
  useEffect(() => {
    if (gate === 'client-profile') navigate(CLIENT_PROFILE_PATH, { replace: true });
  }, [gate, navigate]);
  if (gate !== 'welcome') return null;
  return (
    <Modal open title={m.welcomeTitle} force onClose={() => {}} className="shell-welcome">
      <p>{m.welcomeContent}</p>
      <Link to="/profile" className="pd-button pd-button--primary">
        {m.welcomeAction}
      </Link>
    </Modal>
  );
}

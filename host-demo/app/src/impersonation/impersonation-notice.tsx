import { useProofdesk, useStore } from 'proofdesk/react';
import { fillTemplate } from 'proofdesk/rules';
import { useNavigate } from 'react-router';
import { impersonationMessages as m } from './messages';

/**
 * 'Impersonating {customer} — Stop' on every screen of an impersonated session (the profile's
 * impersonatedBy). Stop ends that session on the server and in this browser and returns to the admin
 * sign-in: the admin's own session was left when the impersonation began.
 */
export function ImpersonationNotice() {
  const proofdesk = useProofdesk();
  const navigate = useNavigate();
  const user = useStore(proofdesk.session.$profile);
  if (!user?.impersonatedBy) return null;
  const name = `${user.firstname} ${user.lastname}`.trim() || user.emailAddress;

  async function stop() {
    await proofdesk.session.signOut();
    navigate('/admin/signin', { replace: true });
  }

  return (
    <section className="impersonation-notice" aria-label={fillTemplate(m.notice, { name })}>
      <p>
        <strong>{fillTemplate(m.notice, { name })}</strong>{' '}
        <span>{fillTemplate(m.noticeBy, { by: user.impersonatedBy.name })}</span>
      </p>
      <button
        type="button"
        className="pd-button pd-button--secondary pd-button--sm"
        onClick={() => void stop()}
      >
        {m.stop}
      </button>
    </section>
  );
}

import type { User } from 'proofdesk';
import { useProofdesk, useStore } from 'proofdesk/react';
import { can, Subject } from 'proofdesk/rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ShownError } from './api';
import { teamMessages as m } from './messages';

/**
 * Shows `children` only to a user with the team-member read right (dashboard §6: the owner's; §2
 * "Manage Team Member (customer view only)"); `canManage` says whether it may change members too
 * (not a view-only owner). The server refuses the calls anyway.
 */
export function TeamGate({ children }: { children: (user: User, canManage: boolean) => ReactNode }) {
  const proofdesk = useProofdesk();
  const user = useStore(proofdesk.session.$profile);
  if (!user) return null;
  if (!can(user, 'read', Subject.NAV_TEAM_MEMBER)) {
    return (
      <section className="app-card team-page" aria-labelledby="team-denied">
        <h1 id="team-denied">{m.noAccessTitle}</h1>
        <p>{m.noAccess}</p>
        <Link className="pd-button pd-button--primary" to="/">
          {m.backToBoard}
        </Link>
      </section>
    );
  }
  return <>{children(user, can(user, 'update', Subject.NAV_TEAM_MEMBER))}</>;
}

export function LoadError({ error, onRetry }: { error: ShownError; onRetry?: () => void }) {
  return (
    <div className="app-alert" role="alert">
      <strong>{error.title}</strong>
      <p>{error.message}</p>
      {error.messages && error.messages.length > 0 ? (
        <ul>
          {error.messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {onRetry ? (
        <button type="button" className="pd-button pd-button--secondary team-retry" onClick={onRetry}>
          {m.retry}
        </button>
      ) : null}
    </div>
  );
}

export const roleLabel = (role: string) => (role === 'owner' ? m.roleOwner : m.roleStaff);
export const fullName = (member: { firstname: string; lastname: string }) =>
  `${member.firstname} ${member.lastname}`.trim();

import type { User } from 'proofdesk';
import { can, Subject } from 'proofdesk/rules';
import type { ReactNode } from 'react';
import { RightGate } from '../lib/right-gate';
import { teamMessages as m } from './messages';

/**
 * Shows `children` only to a user with the team-member read right (dashboard §6: the owner's; §2
 * "Manage Team Member (customer view only)"); `canManage` says whether it may change members too
 * (not a view-only owner). The server refuses the calls anyway.
 */
export function TeamGate({ children }: { children: (user: User, canManage: boolean) => ReactNode }) {
  return (
    <RightGate
      allows={(user) => can(user, 'read', Subject.NAV_TEAM_MEMBER)}
      message={m.noAccess}
      className="app-page"
    >
      {(user) => children(user, can(user, 'update', Subject.NAV_TEAM_MEMBER))}
    </RightGate>
  );
}

export const roleLabel = (role: string) => (role === 'owner' ? m.roleOwner : m.roleStaff);
export const fullName = (member: { firstname: string; lastname: string }) =>
  `${member.firstname} ${member.lastname}`.trim();

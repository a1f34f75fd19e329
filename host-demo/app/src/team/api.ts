import type { TeamMember } from 'proofdesk/contract';
import { useProofdesk } from 'proofdesk/react';
import { useMemo } from 'react';
import { outcome, paged } from '../lib/api-call';

// The team member calls of docs/api.md "Team members", through the instance's HTTP client (bearer
// token; the customer-team-member anti-forgery scope on every change).

export interface MemberForm {
  firstname: string;
  lastname: string;
  emailAddress: string;
  jobTitle: string;
  role: string;
  viewOnly: boolean;
  password: string;
}

const enc = encodeURIComponent;
const csrf = 'customer-team-member' as const;

export function useTeamApi() {
  const proofdesk = useProofdesk();
  return useMemo(() => {
    const http = proofdesk.http;
    return {
      list: (query: { page: number; search: string; status: string }) => {
        const params = new URLSearchParams({ page: String(query.page) });
        if (query.search) params.set('search', query.search);
        if (query.status !== 'all') params.set('status', query.status);
        return paged(http.get<TeamMember[]>(`/team-members?${params}`), query.page);
      },
      read: (id: string) => outcome(http.get<TeamMember>(`/team-members/${enc(id)}`)),
      create: (body: MemberForm) => outcome(http.post<TeamMember>('/team-members', { body, csrf })),
      update: (id: string, body: MemberForm) =>
        outcome(http.put<TeamMember>(`/team-members/${enc(id)}`, { body, csrf })),
      setActive: (id: string, active: boolean) =>
        outcome(
          http.put<TeamMember>(`/team-members/${enc(id)}/${active ? 'reactivate' : 'deactivate'}`, { csrf }),
        ),
    };
  }, [proofdesk]);
}

import type { HttpResult } from 'proofdesk';
import type { TeamMember } from 'proofdesk/contract';
import { useProofdesk } from 'proofdesk/react';
import { useMemo } from 'react';
import { teamMessages as m } from './messages';

// The team member calls of docs/api.md "Team members", through the instance's HTTP client (bearer
// token; the customer-team-member anti-forgery scope on every change).

export interface ShownError {
  title: string;
  message: string;
  messages?: string[];
  status?: number;
}

export type Outcome<T> = { ok: true; data: T; message?: string } | { ok: false; error: ShownError };

export interface MemberForm {
  firstname: string;
  lastname: string;
  emailAddress: string;
  jobTitle: string;
  role: string;
  viewOnly: boolean;
  password: string;
}

export interface MemberPage {
  rows: TeamMember[];
  page: number;
  totalPages: number;
  total: number;
}

const shown = (error: { title?: string; message?: string; messages?: string[]; status?: number }) => ({
  title: error.title || m.errorTitle,
  message: error.message || m.genericError,
  ...(error.messages ? { messages: error.messages } : {}),
  ...(error.status !== undefined ? { status: error.status } : {}),
});

async function outcome<T>(promise: Promise<HttpResult<T>>): Promise<Outcome<T>> {
  const result = await promise;
  if (result.ok)
    return { ok: true, data: result.data, ...(result.message ? { message: result.message } : {}) };
  return { ok: false, error: shown(result.error) };
}

const enc = encodeURIComponent;
const csrf = 'customer-team-member' as const;

export function useTeamApi() {
  const proofdesk = useProofdesk();
  return useMemo(() => {
    const http = proofdesk.http;
    return {
      list: async (query: { page: number; search: string; status: string }): Promise<Outcome<MemberPage>> => {
        const params = new URLSearchParams({ page: String(query.page) });
        if (query.search) params.set('search', query.search);
        if (query.status !== 'all') params.set('status', query.status);
        const result = await http.get<TeamMember[]>(`/team-members?${params}`);
        if (!result.ok) return { ok: false, error: shown(result.error) };
        const meta = (result as { meta?: { page: number; totalPages: number; total?: number } }).meta;
        return {
          ok: true,
          data: {
            rows: result.data,
            page: meta?.page ?? query.page,
            totalPages: meta?.totalPages ?? 1,
            total: meta?.total ?? result.data.length,
          },
        };
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

import type { TeamMember, Workflow, WorkflowOrder, WorkflowRequest } from 'proofdesk/contract';
import { useProofdesk } from 'proofdesk/react';
import { useMemo } from 'react';
import { outcome } from '../lib/api-call';

// The workflow calls of docs/api.md "Approval workflows", through the instance's HTTP client
// (bearer token; the customer-profile anti-forgery scope on every change).

const enc = encodeURIComponent;
const csrf = 'customer-profile' as const;

export function useWorkflowApi() {
  const proofdesk = useProofdesk();
  return useMemo(() => {
    const http = proofdesk.http;
    return {
      list: () => outcome(http.get<Workflow[]>('/workflows')),
      read: (id: string) => outcome(http.get<Workflow>(`/workflows/${enc(id)}`)),
      create: (body: WorkflowRequest) => outcome(http.post<Workflow>('/workflows', { body, csrf })),
      update: (id: string, body: WorkflowRequest) =>
        outcome(http.put<Workflow>(`/workflows/${enc(id)}`, { body, csrf })),
      remove: (id: string) => outcome(http.delete<unknown>(`/workflows/${enc(id)}`, { csrf })),
      makeDefault: (id: string) => outcome(http.put<unknown>(`/workflows/${enc(id)}/default`, { csrf })),
      orders: () => outcome(http.get<WorkflowOrder[]>('/workflows/orders')),
      assign: (orderId: string, workflowId: string | null) =>
        outcome(http.put<unknown>(`/order/${enc(orderId)}/workflow`, { body: { workflowId }, csrf })),
      members: () => outcome(http.get<TeamMember[]>('/team-members?status=active&limit=50')),
      preference: (enabled: boolean) =>
        outcome(http.put<unknown>('/workflows/preference', { body: { enabled }, csrf })),
    };
  }, [proofdesk]);
}

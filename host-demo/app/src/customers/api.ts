import type { CreatedResellerCustomer, ResellerCustomer } from 'proofdesk/contract';
import { useProofdesk } from 'proofdesk/react';
import { useMemo } from 'react';
import { outcome, paged } from '../lib/api-call';

// The reseller customer calls of docs/api.md "Reseller customers", through the instance's HTTP
// client (bearer token; the reseller-customer anti-forgery scope on every change).

export interface CustomerForm {
  companyName: string;
  firstname: string;
  lastname: string;
  emailAddress: string;
  jobTitle: string;
}

const enc = encodeURIComponent;
const csrf = 'reseller-customer' as const;

export function useCustomerApi() {
  const proofdesk = useProofdesk();
  return useMemo(() => {
    const http = proofdesk.http;
    return {
      list: (query: { page: number; search: string }) => {
        const params = new URLSearchParams({ page: String(query.page) });
        if (query.search) params.set('search', query.search);
        return paged(http.get<ResellerCustomer[]>(`/reseller/customers?${params}`), query.page);
      },
      read: (id: string) => outcome(http.get<ResellerCustomer>(`/reseller/customers/${enc(id)}`)),
      create: (body: CustomerForm) =>
        outcome(http.post<CreatedResellerCustomer>('/reseller/customers', { body, csrf })),
      update: (id: string, body: CustomerForm) =>
        outcome(http.put<ResellerCustomer>(`/reseller/customers/${enc(id)}`, { body, csrf })),
    };
  }, [proofdesk]);
}

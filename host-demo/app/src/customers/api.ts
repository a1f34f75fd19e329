import type { HttpResult } from 'proofdesk';
import type { CreatedResellerCustomer, ResellerCustomer } from 'proofdesk/contract';
import { useProofdesk } from 'proofdesk/react';
import { useMemo } from 'react';
import { customerMessages as m } from './messages';

// The reseller customer calls of docs/api.md "Reseller customers", through the instance's HTTP
// client (bearer token; the reseller-customer anti-forgery scope on every change).

export interface ShownError {
  title: string;
  message: string;
  messages?: string[];
  status?: number;
}

export type Outcome<T> = { ok: true; data: T; message?: string } | { ok: false; error: ShownError };

export interface CustomerForm {
  companyName: string;
  firstname: string;
  lastname: string;
  emailAddress: string;
  jobTitle: string;
}

export interface CustomerPage {
  rows: ResellerCustomer[];
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
const csrf = 'reseller-customer' as const;

export function useCustomerApi() {
  const proofdesk = useProofdesk();
  return useMemo(() => {
    const http = proofdesk.http;
    return {
      list: async (query: { page: number; search: string }): Promise<Outcome<CustomerPage>> => {
        const params = new URLSearchParams({ page: String(query.page) });
        if (query.search) params.set('search', query.search);
        const result = await http.get<ResellerCustomer[]>(`/reseller/customers?${params}`);
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
      read: (id: string) => outcome(http.get<ResellerCustomer>(`/reseller/customers/${enc(id)}`)),
      create: (body: CustomerForm) =>
        outcome(http.post<CreatedResellerCustomer>('/reseller/customers', { body, csrf })),
      update: (id: string, body: CustomerForm) =>
        outcome(http.put<ResellerCustomer>(`/reseller/customers/${enc(id)}`, { body, csrf })),
    };
  }, [proofdesk]);
}

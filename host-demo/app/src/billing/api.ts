import type { ProofdeskInstance } from 'proofdesk';
import type { CardToken, InvoiceDetail, InvoiceSummary, PaymentMethod, PayResult } from 'proofdesk/contract';
import { useProofdesk } from 'proofdesk/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type CallError, type Outcome, outcome, shownError } from '../lib/api-call';

// The billing calls of docs/api.md "Payments", through the instance's HTTP client (bearer token,
// anti-forgery header per scope).

/** A refusal as shown, with its status (lib/api-call.ts). */
export type ShownError = CallError;

export type Load<T> =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; error: ShownError }
  | { status: 'ready'; value: T };

export type { Outcome };

const enc = encodeURIComponent;

export function billingApi(proofdesk: ProofdeskInstance) {
  const http = proofdesk.http;
  return {
    methods: () => outcome(http.get<PaymentMethod[]>('/payment-methods')),
    method: (id: string) => outcome(http.get<PaymentMethod>(`/payment-methods/${enc(id)}`)),
    tokenize: (card: { number: string; expMonth: number; expYear: number; cvc: string }) =>
      outcome(
        http.post<CardToken>('/payments/test-provider/tokens', {
          body: card,
          csrf: 'customer-payment-method',
        }),
      ),
    addMethod: (body: { token: string; holderName?: string; makeDefault?: boolean }) =>
      outcome(http.post<PaymentMethod>('/payment-methods', { body, csrf: 'customer-payment-method' })),
    changeMethod: (id: string, change: 'default' | 'deactivate' | 'activate') =>
      outcome(
        http.put<PaymentMethod>(`/payment-methods/${enc(id)}/${change}`, { csrf: 'customer-payment-method' }),
      ),
    deleteMethod: (id: string) =>
      outcome(http.delete<null>(`/payment-methods/${enc(id)}`, { csrf: 'customer-payment-method' })),
    invoices: async (page: number) => {
      const result = await http.get<InvoiceSummary[]>(`/invoices?page=${page}`);
      if (!result.ok) return { ok: false as const, error: shownError(result.error) };
      const meta = (result as { meta?: { page: number; totalPages: number } }).meta ?? {
        page,
        totalPages: 1,
      };
      return { ok: true as const, data: result.data, meta };
    },
    invoice: (id: string) => outcome(http.get<InvoiceDetail>(`/invoices/${enc(id)}`)),
    pay: (invoiceId: string, paymentMethodId: string, key: string) =>
      outcome(
        http.post<PayResult>(`/invoices/${enc(invoiceId)}/pay`, {
          body: { paymentMethodId },
          csrf: 'customer-transaction',
          headers: { 'Idempotency-Key': key },
        }),
      ),
  };
}

export function useBillingApi() {
  const proofdesk = useProofdesk();
  return billingApi(proofdesk);
}

/** Loads with `read` whenever `key` changes; `reload()` reads again keeping what is shown; 404 is 'missing'. */
export function useLoad<T>(read: () => Promise<Outcome<T>>, key: string) {
  const [load, setLoad] = useState<Load<T>>({ status: 'loading' });
  const latest = useRef(read);
  latest.current = read;
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const run = useCallback(async (first: boolean, _key: string) => {
    if (first) setLoad({ status: 'loading' });
    const result = await latest.current();
    if (!live.current) return;
    if (result.ok) setLoad({ status: 'ready', value: result.data });
    else if (result.error.status === 404) setLoad({ status: 'missing' });
    else if (first) setLoad({ status: 'failed', error: result.error });
  }, []);
  useEffect(() => {
    void run(true, key);
  }, [run, key]);
  const reload = useCallback(() => run(false, key), [run, key]);
  const retry = useCallback(() => run(true, key), [run, key]);
  return { load, reload, retry };
}

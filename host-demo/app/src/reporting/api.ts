import type { OperatorReport, OrderReport } from 'proofdesk/contract';
import { useProofdesk } from 'proofdesk/react';
import { useMemo } from 'react';
import type { ShownError } from '../lib/error-alert';
import { reportingMessages as m } from './messages';

// The reporting calls of docs/api.md "Reporting" (reads: bearer token, no anti-forgery scope).

export type Outcome<T> = { ok: true; data: T } | { ok: false; error: ShownError };

export interface ReportFilter {
  from: string;
  to: string;
  granularity: 'day' | 'week' | 'month';
  serviceId: string;
  operatorId: string;
}

function queryOf(filter: ReportFilter, withOperator: boolean): string {
  const params = new URLSearchParams({ from: filter.from, to: filter.to, granularity: filter.granularity });
  if (filter.serviceId) params.set('serviceId', filter.serviceId);
  if (withOperator && filter.operatorId) params.set('operatorId', filter.operatorId);
  return params.toString();
}

export function useReportingApi() {
  const proofdesk = useProofdesk();
  return useMemo(() => {
    const read = async <T>(path: string): Promise<Outcome<T>> => {
      const result = await proofdesk.http.get<T>(path);
      if (result.ok) return { ok: true, data: result.data };
      const error = result.error as { title?: string; message?: string; messages?: string[] };
      return {
        ok: false,
        error: {
          title: error.title || m.errorTitle,
          message: error.message || m.genericError,
          ...(error.messages ? { messages: error.messages } : {}),
        },
      };
    };
    return {
      orders: (filter: ReportFilter) => read<OrderReport>(`/reporting/orders?${queryOf(filter, false)}`),
      operators: (filter: ReportFilter) =>
        read<OperatorReport>(`/reporting/operators?${queryOf(filter, true)}`),
    };
  }, [proofdesk]);
}

import type { OperatorReport, OrderReport } from 'proofdesk/contract';
import { useProofdesk } from 'proofdesk/react';
import { useMemo } from 'react';
import { outcome } from '../lib/api-call';

// The reporting calls of docs/api.md "Reporting" (reads: bearer token, no anti-forgery scope).

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
    const read = <T>(path: string) => outcome(proofdesk.http.get<T>(path));
    return {
      orders: (filter: ReportFilter) => read<OrderReport>(`/reporting/orders?${queryOf(filter, false)}`),
      operators: (filter: ReportFilter) =>
        read<OperatorReport>(`/reporting/operators?${queryOf(filter, true)}`),
    };
  }, [proofdesk]);
}

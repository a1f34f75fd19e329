import type { OperatorReport } from 'proofdesk/contract';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ErrorAlert, type ShownError } from '../lib/error-alert';
import { ScreenLoader } from '../lib/screen-loader';
import { type ReportFilter, useReportingApi } from './api';
import { ReportChart } from './chart';
import { reportingMessages as m } from './messages';
import { operatorViews } from './models';
import {
  canReadOperatorReport,
  ReportFilters,
  ReportingGate,
  ReportNav,
  ReportTable,
  useReportFilter,
} from './report-parts';

type Load =
  | { status: 'loading' }
  | { status: 'failed'; error: ShownError }
  | { status: 'ready'; report: OperatorReport };

type Option = { id: string; name: string };

/** Operator reporting (/reporting/operator; dashboard §6 "Manager: … user reporting"). */
export default function OperatorReportScreen() {
  return (
    <ReportingGate allowed={canReadOperatorReport} denied={m.noOperatorAccess}>
      {(user) => (
        <section
          className="app-card reporting-page"
          aria-labelledby="report-title"
          data-testid="operator-report"
        >
          <ReportNav user={user} />
          <h1 id="report-title">{m.operatorTitle}</h1>
          <p className="reporting-muted">{m.operatorIntro}</p>
          <OperatorReportBody />
        </section>
      )}
    </ReportingGate>
  );
}

function OperatorReportBody() {
  const api = useReportingApi();
  const { filter, set } = useReportFilter();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [options, setOptions] = useState<{ services: Option[]; operators: Option[] }>({
    services: [],
    operators: [],
  });

  const read = useCallback(
    async (current: ReportFilter) => {
      if (current.from > current.to) return;
      setLoad({ status: 'loading' });
      const result = await api.operators(current);
      if (result.ok)
        setOptions({ services: result.data.serviceOptions, operators: result.data.operatorOptions });
      setLoad(
        result.ok ? { status: 'ready', report: result.data } : { status: 'failed', error: result.error },
      );
    },
    [api],
  );
  useEffect(() => {
    void read(filter);
  }, [read, filter]);

  return (
    <>
      <ReportFilters filter={filter} set={set} services={options.services} operators={options.operators} />
      <div aria-live="polite" aria-busy={load.status === 'loading'}>
        {load.status === 'loading' ? <ScreenLoader /> : null}
        {load.status === 'failed' ? <ErrorAlert error={load.error} /> : null}
        {load.status === 'ready' ? <OperatorReportView report={load.report} /> : null}
      </div>
    </>
  );
}

export function OperatorReportView({ report }: { report: OperatorReport }) {
  const views = useMemo(() => operatorViews(report), [report]);

  if (report.operators.length === 0) {
    return (
      <div className="reporting-empty" data-testid="report-empty">
        <h2>{m.emptyOperators}</h2>
        <p>{m.emptyOperatorsHint}</p>
      </div>
    );
  }
  return (
    <>
      <div className="reporting-block">
        <ReportTable model={views.workload} testId="workload-table" heading />
      </div>
      <div className="reporting-block">
        <h2>{m.workingChart}</h2>
        <ReportChart
          title={m.workingChart}
          buckets={views.buckets}
          series={views.series}
          kind="stacked"
          testId="working-chart"
        />
        <ReportTable model={views.working} testId="working-table" />
      </div>
    </>
  );
}

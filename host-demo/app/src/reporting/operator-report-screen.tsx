import type { OperatorReport } from 'proofdesk/contract';
import { useMemo } from 'react';
import { useReportingApi } from './api';
import { ReportChart } from './chart';
import { reportingMessages as m } from './messages';
import { operatorViews } from './models';
import {
  canReadOperatorReport,
  ReportBody,
  type ReportOptions,
  ReportPage,
  ReportTable,
} from './report-parts';

/** Operator reporting (/reporting/operator; dashboard §6 "Manager: … user reporting"). */
export default function OperatorReportScreen() {
  return (
    <ReportPage
      allowed={canReadOperatorReport}
      denied={m.noOperatorAccess}
      testId="operator-report"
      title={m.operatorTitle}
      intro={m.operatorIntro}
    >
      <OperatorReportBody />
    </ReportPage>
  );
}

const operatorOptions = (report: OperatorReport): ReportOptions => ({
  services: report.serviceOptions,
  operators: report.operatorOptions,
});

function OperatorReportBody() {
  const api = useReportingApi();
  return (
    <ReportBody
      read={api.operators}
      optionsOf={operatorOptions}
      initial={{ services: [], operators: [] }}
      view={(report) => <OperatorReportView report={report} />}
    />
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

import type { OrderReport } from 'proofdesk/contract';
import { useMemo } from 'react';
import { useReportingApi } from './api';
import { ReportChart } from './chart';
import { fill, reportingMessages as m } from './messages';
import { orderViews } from './models';
import { canReadOrderReport, ReportBody, type ReportOptions, ReportPage, ReportTable } from './report-parts';

/** Order reporting (/reporting/order; dashboard §2 "Order Reporting and Reporting"). */
export default function OrderReportScreen() {
  return (
    <ReportPage
      allowed={canReadOrderReport}
      denied={m.noAccess}
      testId="order-report"
      title={m.orderTitle}
      intro={m.orderIntro}
    >
      <OrderReportBody />
    </ReportPage>
  );
}

/** The average of the buckets' averages weighted by their finished orders (null without any). */
function weighted(report: OrderReport, key: 'turnaroundHours' | 'reviewHours'): number | null {
  let sum = 0;
  let count = 0;
  for (const bucket of report.buckets) {
    const value = bucket[key];
    if (value === null) continue;
    sum += value * bucket.finished;
    count += bucket.finished;
  }
  return count === 0 ? null : Math.round((sum / count) * 10) / 10;
}

const orderOptions = (report: OrderReport): ReportOptions => ({ services: report.serviceOptions });

function OrderReportBody() {
  const api = useReportingApi();
  return (
    <ReportBody
      read={api.orders}
      optionsOf={orderOptions}
      initial={{ services: [] }}
      view={(report) => <OrderReportView report={report} />}
    />
  );
}

export function OrderReportView({ report }: { report: OrderReport }) {
  const views = useMemo(() => orderViews(report), [report]);

  const created = report.buckets.reduce((sum, bucket) => sum + bucket.created, 0);
  const finished = report.buckets.reduce((sum, bucket) => sum + bucket.finished, 0);
  if (created === 0 && finished === 0) {
    return (
      <div className="reporting-empty" data-testid="report-empty">
        <h2>{m.emptyOrders}</h2>
        <p>{m.emptyOrdersHint}</p>
      </div>
    );
  }
  const hours = (value: number | null) => (value === null ? m.none : fill(m.hoursValue, { hours: value }));
  return (
    <>
      <h2 className="app-sr-only">{m.summary}</h2>
      <dl className="reporting-summary" data-testid="report-summary">
        <div>
          <dt>{m.totalCreated}</dt>
          <dd>{created}</dd>
        </div>
        <div>
          <dt>{m.totalFinished}</dt>
          <dd>{finished}</dd>
        </div>
        <div>
          <dt>{m.avgTurnaround}</dt>
          <dd>{hours(weighted(report, 'turnaroundHours'))}</dd>
        </div>
        <div>
          <dt>{m.avgReview}</dt>
          <dd>{hours(weighted(report, 'reviewHours'))}</dd>
        </div>
      </dl>
      <div className="reporting-block">
        <h2>{m.statusChart}</h2>
        <ReportChart
          title={m.statusChart}
          buckets={views.buckets}
          series={views.statusSeries}
          kind="stacked"
          testId="status-chart"
        />
        <ReportTable model={views.statusTable} testId="status-table" />
      </div>
      <div className="reporting-block">
        <h2>{m.timesChart}</h2>
        <ReportChart
          title={m.timesChart}
          buckets={views.buckets}
          series={views.timeSeries}
          kind="lines"
          testId="times-chart"
        />
        <ReportTable model={views.timesTable} testId="times-table" />
      </div>
      <div className="reporting-block">
        <ReportTable model={views.servicesTable} testId="services-table" heading />
      </div>
    </>
  );
}

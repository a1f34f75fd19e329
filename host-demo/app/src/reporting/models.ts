import type { OperatorReport, OrderReport } from 'proofdesk/contract';
import { codeLabel, defaultOrderStatusMessages, type OrderStatus } from 'proofdesk/rules';
import type { ChartSeries } from './chart';
import type { CsvCell } from './csv';
import { reportingMessages as m } from './messages';

// What each report screen draws and tabulates, from the server's report: every chart's series and
// the table under it come from the same figures (tests/unit/host-demo/app/src/reporting checks the
// table's columns are the chart's series), and the CSV export is the table's rows.

export interface TableColumn {
  label: string;
  numeric?: boolean;
}

export interface TableModel {
  title: string;
  /** The CSV file's name, without extension. */
  fileName: string;
  columns: readonly TableColumn[];
  /** The first cell of each row heads it (a bucket, a service, an operator). */
  rows: readonly (readonly CsvCell[])[];
}

type Granularity = OrderReport['period']['granularity'];

/** The first column's header for the buckets of `granularity`. */
export const bucketColumn = (granularity: Granularity): TableColumn => ({
  label: granularity === 'day' ? m.bucketDay : granularity === 'week' ? m.bucketWeek : m.bucketMonth,
});
/** A bucket's first cell: its first day, or the month (YYYY-MM). */
export const bucketCell = (start: string, granularity: Granularity) =>
  granularity === 'month' ? start.slice(0, 7) : start;

export const statusLabel = (status: string) =>
  codeLabel(defaultOrderStatusMessages, 'status', status as OrderStatus);

export function orderViews(report: OrderReport) {
  const { granularity } = report.period;
  const buckets = report.buckets.map((bucket) => bucket.start);
  const statusSeries: ChartSeries[] = report.statuses.map((status) => ({
    label: statusLabel(status),
    values: report.buckets.map((bucket) => bucket.byStatus[status] ?? 0),
  }));
  const timeSeries: ChartSeries[] = [
    { label: m.turnaroundSeries, values: report.buckets.map((bucket) => bucket.turnaroundHours) },
    { label: m.reviewSeries, values: report.buckets.map((bucket) => bucket.reviewHours) },
  ];
  const statusTable: TableModel = {
    title: m.statusChart,
    fileName: `orders-by-status-${report.period.from}-${report.period.to}`,
    columns: [
      bucketColumn(granularity),
      ...report.statuses.map((status) => ({ label: statusLabel(status), numeric: true })),
      { label: m.total, numeric: true },
    ],
    rows: report.buckets.map((bucket) => [
      bucketCell(bucket.start, granularity),
      ...report.statuses.map((status) => bucket.byStatus[status] ?? 0),
      bucket.created,
    ]),
  };
  const timesTable: TableModel = {
    title: m.timesChart,
    fileName: `turnaround-${report.period.from}-${report.period.to}`,
    columns: [
      bucketColumn(granularity),
      { label: m.finished, numeric: true },
      { label: m.turnaroundHours, numeric: true },
      { label: m.reviewHours, numeric: true },
    ],
    rows: report.buckets.map((bucket) => [
      bucketCell(bucket.start, granularity),
      bucket.finished,
      bucket.turnaroundHours,
      bucket.reviewHours,
    ]),
  };
  const servicesTable: TableModel = {
    title: m.servicesTable,
    fileName: `services-${report.period.from}-${report.period.to}`,
    columns: [
      { label: m.serviceName },
      { label: m.created, numeric: true },
      { label: m.finished, numeric: true },
      { label: m.turnaroundHours, numeric: true },
      { label: m.medianTurnaroundHours, numeric: true },
      { label: m.reviewHours, numeric: true },
    ],
    rows: report.services.map((service) => [
      service.serviceName,
      service.created,
      service.finished,
      service.turnaroundHours,
      service.medianTurnaroundHours,
      service.reviewHours,
    ]),
  };
  return { buckets, statusSeries, timeSeries, statusTable, timesTable, servicesTable };
}

export function operatorViews(report: OperatorReport) {
  const { granularity } = report.period;
  const buckets = report.buckets.map((bucket) => bucket.start);
  const series: ChartSeries[] = report.operators.map((operator, i) => ({
    label: operator.name,
    values: report.buckets.map((bucket) => bucket.workingHours[i] ?? 0),
  }));
  const workload: TableModel = {
    title: m.workloadTable,
    fileName: `operator-workload-${report.period.from}-${report.period.to}`,
    columns: [
      { label: m.operatorName },
      { label: m.assigned, numeric: true },
      { label: m.inProgress, numeric: true },
      { label: m.completed, numeric: true },
      { label: m.workingHours, numeric: true },
    ],
    rows: report.operators.map((operator) => [
      operator.name,
      operator.assigned,
      operator.inProgress,
      operator.completed,
      operator.workingHours,
    ]),
  };
  const working: TableModel = {
    title: m.workingChart,
    fileName: `operator-working-time-${report.period.from}-${report.period.to}`,
    columns: [
      bucketColumn(granularity),
      ...report.operators.map((operator) => ({ label: operator.name, numeric: true })),
    ],
    rows: report.buckets.map((bucket, i) => [
      bucketCell(bucket.start, granularity),
      ...series.map((operator) => operator.values[i] ?? 0),
    ]),
  };
  return { buckets, series, workload, working };
}

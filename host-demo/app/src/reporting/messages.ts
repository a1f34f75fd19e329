// Every word the reporting screens show (the portal's own catalogue). Spec texts verbatim where the
// spec has them (§8 'Ooops!' and its generic error); the rest are ours. Status names come from the
// SDK's status catalogue (defaultOrderStatusMessages).
export const reportingMessages = {
  noAccess: 'Reporting is not part of your role. Ask your account owner or a manager.',
  noOperatorAccess: 'Only managers see operator reporting.',
  // Navigation between the two reports.
  nav: 'Reports',
  navOrders: 'Order reporting',
  navOperators: 'Operator reporting',
  orderTitle: 'Order Reporting',
  orderIntro: 'Orders placed, their status today, and how long finished orders took. Times are in UTC.',
  operatorTitle: 'Operator Reporting',
  operatorIntro:
    'Each operator’s orders in the period and the time those orders were being worked on. Times are in UTC.',
  // Filters.
  filters: 'Report filters',
  from: 'From',
  to: 'To',
  granularity: 'Group by',
  granularityDay: 'Day',
  granularityWeek: 'Week',
  granularityMonth: 'Month',
  service: 'Service',
  allServices: 'All services',
  operator: 'Operator',
  allOperators: 'All operators',
  badPeriod: 'Choose a From day on or before the To day.',
  reset: 'Last 30 days',
  // Empty states.
  emptyOrders: 'No orders in this period',
  emptyOrdersHint: 'Nothing was placed or finished between these days. Try a longer period or all services.',
  emptyOperators: 'No operator work in this period',
  emptyOperatorsHint: 'No order assigned to an operator was open between these days. Try a longer period.',
  // Summary.
  summary: 'Summary',
  totalCreated: 'Orders placed',
  totalFinished: 'Orders finished',
  avgTurnaround: 'Average turnaround',
  avgReview: 'Average time in review',
  hoursValue: '{hours} h',
  none: '–',
  // Charts and tables.
  chartOf: 'Chart: {title}. The same figures are in the table below.',
  statusChart: 'Orders placed, by status today',
  timesChart: 'Turnaround and time in review of finished orders (average hours)',
  servicesTable: 'By service',
  workloadTable: 'Workload by operator',
  workingChart: 'Working time per operator (hours)',
  csv: 'Download CSV',
  csvLabel: 'Download CSV: {title}',
  bucketDay: 'Day',
  bucketWeek: 'Week starting',
  bucketMonth: 'Month',
  total: 'Total',
  finished: 'Finished',
  turnaroundHours: 'Avg turnaround (h)',
  medianTurnaroundHours: 'Median turnaround (h)',
  reviewHours: 'Avg time in review (h)',
  created: 'Placed',
  serviceName: 'Service',
  operatorName: 'Operator',
  assigned: 'Assigned',
  inProgress: 'Still open at the end',
  completed: 'Completed',
  workingHours: 'Working time (h)',
  turnaroundSeries: 'Turnaround',
  reviewSeries: 'Time in review',
} as const;

/** `text` with each {name} replaced by `values[name]`. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

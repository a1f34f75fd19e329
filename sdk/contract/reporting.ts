import { type Static, Type } from '@sinclair/typebox';

// Reporting (issue 26 "Reporting"; docs/api.md "Reporting"): orders by status, turnaround and time
// in review over a period (GET /reporting/orders), and per-operator workload and working time
// (GET /reporting/operators). Periods are whole UTC days, `from` and `to` both included; the
// definitions of each figure are in docs/rules-and-choices.md "Reporting".

/** A calendar day, YYYY-MM-DD (UTC). */
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });
const Id = Type.String({ minLength: 1, maxLength: 80, pattern: '^[A-Za-z0-9_.:-]+$' });

export const REPORT_GRANULARITIES = ['day', 'week', 'month'] as const;
export type ReportGranularity = (typeof REPORT_GRANULARITIES)[number];

/** The longest period a report covers, in days, per granularity (a chart of more buckets is unreadable). */
export const REPORT_MAX_DAYS: Readonly<Record<ReportGranularity, number>> = {
  day: 366,
  week: 1096,
  month: 3660,
};

export const REPORT_MESSAGES = {
  badPeriod: 'The period is not valid: from must be a real day on or before to.',
  tooLong: 'The period is too long for this granularity: at most {days} days.',
  noOperatorReporting: 'Only managers see operator reporting.',
} as const;

const periodFields = {
  from: Day,
  to: Day,
  granularity: Type.Optional(Type.Union(REPORT_GRANULARITIES.map((value) => Type.Literal(value)))),
  serviceId: Type.Optional(Id),
};

export const OrderReportQuery = Type.Object(periodFields, { additionalProperties: false });
export type OrderReportQuery = Static<typeof OrderReportQuery>;

export const OperatorReportQuery = Type.Object(
  { ...periodFields, operatorId: Type.Optional(Id) },
  { additionalProperties: false },
);
export type OperatorReportQuery = Static<typeof OperatorReportQuery>;

const Hours = Type.Union([Type.Number(), Type.Null()]);
const Option = Type.Object({ id: Type.String(), name: Type.String() });

export const ReportPeriod = Type.Object({
  from: Type.String(),
  to: Type.String(),
  granularity: Type.Union(REPORT_GRANULARITIES.map((value) => Type.Literal(value))),
});

/** One bucket of the order report: its first day, orders placed in it by status now, and finished orders' times. */
export const OrderReportBucket = Type.Object({
  start: Type.String(),
  /** Orders created in the bucket, by their current status (every status key present). */
  byStatus: Type.Record(Type.String(), Type.Integer()),
  created: Type.Integer(),
  /** Orders that first reached Approved or Completed in the bucket. */
  finished: Type.Integer(),
  /** Their average turnaround and time in review, in hours (null without finished orders). */
  turnaroundHours: Hours,
  reviewHours: Hours,
});
export type OrderReportBucket = Static<typeof OrderReportBucket>;

export const OrderReportService = Type.Object({
  serviceId: Type.Union([Type.String(), Type.Null()]),
  serviceName: Type.String(),
  created: Type.Integer(),
  finished: Type.Integer(),
  turnaroundHours: Hours,
  medianTurnaroundHours: Hours,
  reviewHours: Hours,
});
export type OrderReportService = Static<typeof OrderReportService>;

export const OrderReport = Type.Object({
  period: ReportPeriod,
  statuses: Type.Array(Type.String()),
  buckets: Type.Array(OrderReportBucket),
  services: Type.Array(OrderReportService),
  /** The services the filter offers (those of the caller's orders). */
  serviceOptions: Type.Array(Option),
});
export type OrderReport = Static<typeof OrderReport>;

export const OperatorWorkload = Type.Object({
  operatorId: Type.String(),
  name: Type.String(),
  /** Orders assigned to the operator that were open at some time in the period. */
  assigned: Type.Integer(),
  /** Of those, still open (not approved, completed or cancelled) at the period's end. */
  inProgress: Type.Integer(),
  /** Orders of the operator that first reached Approved or Completed in the period. */
  completed: Type.Integer(),
  /** Hours the operator's orders spent In Progress or GR Revision within the period. */
  workingHours: Type.Number(),
});
export type OperatorWorkload = Static<typeof OperatorWorkload>;

export const OperatorReport = Type.Object({
  period: ReportPeriod,
  operators: Type.Array(OperatorWorkload),
  /** Working hours per bucket, one value per operator in `operators`' order. */
  buckets: Type.Array(Type.Object({ start: Type.String(), workingHours: Type.Array(Type.Number()) })),
  serviceOptions: Type.Array(Option),
  operatorOptions: Type.Array(Option),
});
export type OperatorReport = Static<typeof OperatorReport>;

import type { OperatorReport, OrderReport } from 'proofdesk/contract';
import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from '../../../../../../host-demo/app/src/reporting/csv';
import { operatorViews, orderViews } from '../../../../../../host-demo/app/src/reporting/models';
import { defaultPeriod } from '../../../../../../host-demo/app/src/reporting/report-parts';

// The reporting screens' tables are their charts' figures (issue 26: "each chart with a table
// alternative"), and the CSV export is the table, quoted by RFC 4180.

const statuses = ['new-order', 'in-progress', 'in-review', 'approved'];
const orderReport: OrderReport = {
  period: { from: '2026-01-01', to: '2026-01-31', granularity: 'month' },
  statuses,
  buckets: [
    {
      start: '2026-01-01',
      byStatus: { 'new-order': 1, 'in-progress': 2, 'in-review': 0, approved: 3 },
      created: 6,
      finished: 3,
      turnaroundHours: 54.5,
      reviewHours: null,
    },
  ],
  services: [
    {
      serviceId: 's1',
      serviceName: 'Logo, "Pro"',
      created: 6,
      finished: 3,
      turnaroundHours: 54.5,
      medianTurnaroundHours: 50,
      reviewHours: null,
    },
  ],
  serviceOptions: [],
};

describe('orderViews', () => {
  it('tabulates exactly what each chart plots, bucket by bucket', () => {
    const views = orderViews(orderReport);
    expect(views.buckets).toEqual(['2026-01-01']);
    // Status table: the bucket (a month), one column per plotted series, then the total.
    expect(views.statusTable.columns.map((c) => c.label)).toEqual([
      'Month',
      ...views.statusSeries.map((s) => s.label),
      'Total',
    ]);
    views.statusSeries.forEach((series, i) => {
      expect(views.statusTable.rows.map((row) => row[i + 1])).toEqual(series.values);
    });
    expect(views.statusTable.rows).toEqual([['2026-01', 1, 2, 0, 3, 6]]);
    views.timeSeries.forEach((series, i) => {
      expect(views.timesTable.rows.map((row) => row[i + 2])).toEqual(series.values);
    });
    expect(views.timesTable.rows).toEqual([['2026-01', 3, 54.5, null]]);
    expect(views.servicesTable.rows).toEqual([['Logo, "Pro"', 6, 3, 54.5, 50, null]]);
  });
});

describe('operatorViews', () => {
  it('gives the working-time table one column per operator series', () => {
    const report: OperatorReport = {
      period: { from: '2026-01-05', to: '2026-01-06', granularity: 'day' },
      operators: [
        { operatorId: 'a', name: 'Ana', assigned: 2, inProgress: 1, completed: 1, workingHours: 26 },
        { operatorId: 'b', name: 'Bo', assigned: 1, inProgress: 1, completed: 0, workingHours: 3 },
      ],
      buckets: [
        { start: '2026-01-05', workingHours: [14, 1] },
        { start: '2026-01-06', workingHours: [12, 2] },
      ],
      serviceOptions: [],
      operatorOptions: [],
    };
    const views = operatorViews(report);
    expect(views.working.columns.map((c) => c.label)).toEqual(['Day', 'Ana', 'Bo']);
    views.series.forEach((series, i) => {
      expect(views.working.rows.map((row) => row[i + 1])).toEqual(series.values);
    });
    expect(views.workload.rows).toEqual([
      ['Ana', 2, 1, 1, 26],
      ['Bo', 1, 1, 0, 3],
    ]);
  });
});

describe('CSV', () => {
  it('quotes commas, quotes and line breaks, leaves empty cells empty, ends lines with CRLF', () => {
    expect(
      toCsv(
        ['Service', 'Hours'],
        [
          ['Logo, "Pro"', 54.5],
          ['Two\nlines', null],
        ],
      ),
    ).toBe('Service,Hours\r\n"Logo, ""Pro""",54.5\r\n"Two\nlines",\r\n');
  });

  it('defuses text a spreadsheet would run as a formula, not negative numbers', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField(-3)).toBe('-3');
  });
});

describe('defaultPeriod', () => {
  it('is the last 30 days, today included (UTC)', () => {
    expect(defaultPeriod(new Date('2026-03-01T23:30:00Z'))).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });
});

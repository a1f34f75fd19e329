import type { User } from 'proofdesk';
import { Button, Select, TextField } from 'proofdesk/react';
import { can, Subject } from 'proofdesk/rules';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { NavLink, useSearchParams } from 'react-router';
import type { Load, Outcome } from '../lib/api-call';
import { ErrorAlert } from '../lib/error-alert';
import { RightGate } from '../lib/right-gate';
import { ScreenLoader } from '../lib/screen-loader';
import type { ReportFilter } from './api';
import { type CsvCell, downloadCsv, toCsv } from './csv';
import { fill, reportingMessages as m } from './messages';
import type { TableModel } from './models';

// The pieces both reporting screens share: the role gate, the tabs between the two reports, the
// filters (kept in the page's query string, so a report can be bookmarked, shared and reloaded),
// and a table with its CSV export built from the same rows.

export const canReadOrderReport = (user: User) =>
  can(user, 'read', Subject.NAV_CUSTOMER_REPORTING) || can(user, 'read', Subject.NAV_USER_REPORTING);
export const canReadOperatorReport = (user: User) => can(user, 'read', Subject.NAV_USER_REPORTING);

/**
 * A report's page: its card with the tabs, title and intro, shown only to users `allowed`; others get
 * a 'Not available' card. The server refuses anyway.
 */
export function ReportPage({
  allowed,
  denied,
  testId,
  title,
  intro,
  children,
}: {
  allowed: (user: User) => boolean;
  denied: string;
  testId: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <RightGate allows={allowed} message={denied} className="reporting-page">
      {(user) => (
        <section className="app-card reporting-page" aria-labelledby="report-title" data-testid={testId}>
          <ReportNav user={user} />
          <h1 id="report-title">{title}</h1>
          <p className="reporting-muted">{intro}</p>
          {children}
        </section>
      )}
    </RightGate>
  );
}

/** The tabs between the two reports, for users who may read both. */
export function ReportNav({ user }: { user: User }) {
  const [params] = useSearchParams();
  if (!canReadOperatorReport(user)) return null;
  // The period travels between the two reports; the operator filter stays with its own.
  const shared = new URLSearchParams();
  for (const key of ['from', 'to', 'granularity', 'service']) {
    const value = params.get(key);
    if (value) shared.set(key, value);
  }
  const query = shared.toString() ? `?${shared}` : '';
  return (
    <nav className="reporting-nav" aria-label={m.nav}>
      <NavLink to={`/reporting/order${query}`}>{m.navOrders}</NavLink>
      <NavLink to={`/reporting/operator${query}`}>{m.navOperators}</NavLink>
    </nav>
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;
const GRANULARITIES = ['day', 'week', 'month'] as const;
const isDay = (value: string | null): value is string =>
  value !== null &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** The default period: the last 30 days, today (UTC) included. */
export function defaultPeriod(now: Date = new Date()): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

/**
 * The report's filter from the query string (from, to, granularity, service, operator); a missing
 * or malformed value takes its default. `set` replaces the history entry's query: a filter change
 * is not a page of its own, and Back leaves the report.
 */
export function useReportFilter(): { filter: ReportFilter; set: (change: Partial<ReportFilter>) => void } {
  const [params, setParams] = useSearchParams();
  const filter = useMemo<ReportFilter>(() => {
    const period = defaultPeriod();
    const granularity = params.get('granularity');
    return {
      from: isDay(params.get('from')) ? params.get('from')! : period.from,
      to: isDay(params.get('to')) ? params.get('to')! : period.to,
      granularity: GRANULARITIES.find((value) => value === granularity) ?? 'day',
      serviceId: params.get('service') ?? '',
      operatorId: params.get('operator') ?? '',
    };
  }, [params]);
  const set = useCallback(
    (change: Partial<ReportFilter>) => {
      const next = { ...filter, ...change };
      const query = new URLSearchParams(params);
      const write = (key: string, value: string) => (value ? query.set(key, value) : query.delete(key));
      write('from', next.from);
      write('to', next.to);
      write('granularity', next.granularity);
      write('service', next.serviceId);
      write('operator', next.operatorId);
      setParams(query, { replace: true });
    },
    [filter, params, setParams],
  );
  return { filter, set };
}

interface Option {
  id: string;
  name: string;
}

/** The filters' choices a report answers with (operators: the operator report's only). */
export interface ReportOptions {
  services: readonly Option[];
  operators?: readonly Option[];
}

/**
 * A report screen's body: the filters (in the URL), the report `read` for them (not while the
 * period is backwards: the filters say so, the last report stays), and `view` of it in a live
 * region; the filters' choices come from the last answer (`optionsOf`, a module-level function),
 * `initial` until then.
 */
export function ReportBody<R>({
  read,
  optionsOf,
  initial,
  view,
}: {
  read: (filter: ReportFilter) => Promise<Outcome<R>>;
  optionsOf: (report: R) => ReportOptions;
  initial: ReportOptions;
  view: (report: R) => ReactNode;
}) {
  const { filter, set } = useReportFilter();
  const [load, setLoad] = useState<Load<R>>({ status: 'loading' });
  const [options, setOptions] = useState<ReportOptions>(initial);

  const reload = useCallback(
    async (current: ReportFilter) => {
      if (current.from > current.to) return;
      setLoad({ status: 'loading' });
      const result = await read(current);
      if (result.ok) setOptions(optionsOf(result.data));
      setLoad(result.ok ? { status: 'ready', data: result.data } : { status: 'failed', error: result.error });
    },
    [read, optionsOf],
  );
  useEffect(() => {
    void reload(filter);
  }, [reload, filter]);

  return (
    <>
      <ReportFilters filter={filter} set={set} services={options.services} operators={options.operators} />
      <div aria-live="polite" aria-busy={load.status === 'loading'}>
        {load.status === 'loading' ? <ScreenLoader /> : null}
        {load.status === 'failed' ? <ErrorAlert error={load.error} /> : null}
        {load.status === 'ready' ? view(load.data) : null}
      </div>
    </>
  );
}

/** The filter form: period, granularity, service and (operator report) operator; each change applies at once. */
export function ReportFilters({
  filter,
  set,
  services,
  operators,
}: {
  filter: ReportFilter;
  set: (change: Partial<ReportFilter>) => void;
  services: readonly Option[];
  operators?: readonly Option[];
}) {
  const badPeriod = filter.from > filter.to;
  const day = (key: 'from' | 'to') => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    if (isDay(value)) set({ [key]: value });
  };
  return (
    <search className="reporting-filters" aria-label={m.filters}>
      <TextField
        type="date"
        label={m.from}
        value={filter.from}
        max={filter.to}
        required
        onChange={day('from')}
        error={badPeriod ? m.badPeriod : undefined}
        data-testid="report-from"
      />
      <TextField
        type="date"
        label={m.to}
        value={filter.to}
        min={filter.from}
        required
        onChange={day('to')}
        data-testid="report-to"
      />
      <Select
        label={m.granularity}
        value={filter.granularity}
        options={[
          { value: 'day', label: m.granularityDay },
          { value: 'week', label: m.granularityWeek },
          { value: 'month', label: m.granularityMonth },
        ]}
        onChange={(event) => set({ granularity: event.currentTarget.value as ReportFilter['granularity'] })}
        data-testid="report-granularity"
      />
      <Select
        label={m.service}
        value={filter.serviceId}
        options={[
          { value: '', label: m.allServices },
          ...services.map((s) => ({ value: s.id, label: s.name })),
        ]}
        onChange={(event) => set({ serviceId: event.currentTarget.value })}
        data-testid="report-service"
      />
      {operators ? (
        <Select
          label={m.operator}
          value={filter.operatorId}
          options={[
            { value: '', label: m.allOperators },
            ...operators.map((o) => ({ value: o.id, label: o.name })),
          ]}
          onChange={(event) => set({ operatorId: event.currentTarget.value })}
          data-testid="report-operator"
        />
      ) : null}
      <Button onClick={() => set({ ...defaultPeriod(), granularity: 'day' })}>{m.reset}</Button>
    </search>
  );
}

export const cellText = (cell: CsvCell) => (cell === null ? m.none : String(cell));

/**
 * A report table (`.app-table`, phone layout through data-label) and its CSV download, from one
 * model. Under a chart (`heading` false) the block's heading already names it: the table carries
 * the title as its caption for screen readers; alone it has its own heading.
 */
export function ReportTable({
  model,
  testId,
  heading = false,
}: {
  model: TableModel;
  testId?: string;
  heading?: boolean;
}) {
  return (
    <div className="reporting-table" data-testid={testId}>
      <div className="reporting-table-head">
        {heading ? <h2>{model.title}</h2> : null}
        <Button
          aria-label={fill(m.csvLabel, { title: model.title })}
          onClick={() =>
            downloadCsv(
              `${model.fileName}.csv`,
              toCsv(
                model.columns.map((column) => column.label),
                model.rows,
              ),
            )
          }
        >
          {m.csv}
        </Button>
      </div>
      <div className="app-table-wrap">
        <table className="app-table">
          <caption className="app-sr-only">{model.title}</caption>
          <thead>
            <tr>
              {model.columns.map((column) => (
                <th key={column.label} scope="col" data-numeric={column.numeric ? 'true' : undefined}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {model.rows.map((row) => (
              <tr key={String(row[0])}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={model.columns[i]!.label} scope="row">
                      {cellText(cell)}
                    </th>
                  ) : (
                    <td
                      key={model.columns[i]!.label}
                      data-label={model.columns[i]!.label}
                      data-numeric={model.columns[i]!.numeric ? 'true' : undefined}
                    >
                      {cellText(cell)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import { useColorScheme } from '../lib/color-scheme';
import { fill, reportingMessages as m } from './messages';

// One uPlot chart of a report (issue 26), drawn on a canvas inside a labelled figure whose table
// alternative follows it on the page. Colours are the theme's tokens read at draw time (the
// `-text` shades, which the theme makes readable on its surface in light and dark), so a switch of
// scheme repaints the chart. Buckets sit on a UTC time axis. uPlot sets only inline styles through
// the CSSOM, which the portal's style-src policy allows.

/** Theme tokens a series takes its colour from, in order; dashes tell neighbours apart without colour. */
export const SERIES_TOKENS = [
  '--pd-color-primary-text',
  '--pd-color-info-text',
  '--pd-color-warning-text',
  '--pd-color-success-text',
  '--pd-color-danger-text',
  '--pd-color-muted',
  '--pd-color-text',
  '--pd-color-warning',
] as const;

export interface ChartSeries {
  label: string;
  values: readonly (number | null)[];
}

export interface ReportChartProps {
  title: string;
  /** The buckets' first days (YYYY-MM-DD), UTC. */
  buckets: readonly string[];
  series: readonly ChartSeries[];
  /** 'stacked': bars piled per bucket (counts); 'lines': one line per series (averages, hours). */
  kind: 'stacked' | 'lines';
  testId?: string;
}

/** The colour a CSS custom property resolves to inside `host` (a probe element: the tokens may be color-mix()). */
function resolveColor(host: HTMLElement, token: string): string {
  const probe = document.createElement('span');
  probe.style.color = `var(${token})`;
  host.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

const toSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/** Running totals from the last series down, so each bar covers the ones drawn after it. */
export function stack(series: readonly ChartSeries[]): (number | null)[][] {
  const out: (number | null)[][] = [];
  let running: number[] = series[0]?.values.map(() => 0) ?? [];
  for (let i = series.length - 1; i >= 0; i -= 1) {
    running = running.map((sum, j) => sum + (series[i]!.values[j] ?? 0));
    out.unshift([...running]);
  }
  return out;
}

export function ReportChart({ title, buckets, series, kind, testId }: ReportChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const { resolved } = useColorScheme();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the tokens change with the scheme (resolved): repaint then
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const colors = series.map((_, i) => resolveColor(element, SERIES_TOKENS[i % SERIES_TOKENS.length]!));
    const text = resolveColor(element, '--pd-color-muted');
    const grid = resolveColor(element, '--pd-color-border');
    const xs = buckets.map(toSeconds);
    const ys = kind === 'stacked' ? stack(series) : series.map((s) => [...s.values]);
    const pad = xs.length > 1 ? (xs[1]! - xs[0]!) / 2 : 43_200;
    const bars = uPlot.paths.bars?.({ size: [0.7, 48], gap: 1 });
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const width = () => Math.max(240, element.clientWidth);
    const height = () => (window.innerWidth < 640 ? 220 : 280);
    const plot = new uPlot(
      {
        width: width(),
        height: height(),
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        legend: { show: false },
        cursor: { drag: { x: false, y: false }, points: { show: kind === 'lines' } },
        // Half a bucket of room at each end, so the first and last bars are whole.
        scales: {
          x: { time: true, range: (_u, min, max) => [min - pad, max + pad] },
          y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
        },
        axes: [axis, { ...axis, size: 48 }],
        series: [
          {},
          ...series.map((s, i) => ({
            label: s.label,
            stroke: colors[i],
            width: 2,
            ...(i % 2 === 1 && kind === 'lines' ? { dash: [6, 4] } : {}),
            ...(kind === 'stacked'
              ? { fill: colors[i], paths: bars, points: { show: false } }
              : { points: { show: true, size: 6 } }),
            spanGaps: false,
          })),
        ],
      },
      [xs, ...ys] as uPlot.AlignedData,
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: width(), height: height() }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [buckets, series, kind, resolved]);

  return (
    <figure className="reporting-figure" aria-label={title} data-testid={testId}>
      <ul className="reporting-legend" aria-hidden="true">
        {series.map((s, i) => (
          <li key={s.label}>
            <span
              className="reporting-swatch"
              data-token={i % SERIES_TOKENS.length}
              data-dashed={kind === 'lines' && i % 2 === 1 ? 'true' : undefined}
            />
            {s.label}
          </li>
        ))}
      </ul>
      <div ref={host} className="reporting-chart" role="img" aria-label={fill(m.chartOf, { title })} />
    </figure>
  );
}

// Types of size-budgets.mjs for the tests.
import type { WidgetManifest } from '../widgets/manifest';

export interface SizeRow {
  label: string;
  widget: string | undefined;
  size: number;
  budget: number;
  over: boolean;
}
/** The chunk named `prefix` in `dir`/chunks and every chunk it imports statically, transitively (paths). */
export function staticGraph(dir: string, prefix: string): string[];
export function buildWithoutReact(config: object): Promise<string>;
export function sizeReport(
  manifest: WidgetManifest,
  dirs: { embedDir: string; withoutReactDir: string },
): SizeRow[];
export function formatRow(row: SizeRow): string;
export interface PortalBudget {
  label: string;
  /** Entry chunks of the screens (Vite's `assets/<name>-<hash>.js`). */
  entries: string[];
  budget: number;
}
export const PORTAL_BUDGETS: PortalBudget[];
/** The portal's on-demand rows: the entries' static graphs less the portal entry's, gzip. */
export function portalSizeReport(
  appDist: string,
  budgets?: PortalBudget[],
): { label: string; size: number; budget: number; over: boolean }[];

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

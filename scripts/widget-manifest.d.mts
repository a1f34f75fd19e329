// Types of widget-manifest.mjs for the TypeScript configs and tests.
import type { AttributeSpec } from '../sdk/embed/react';
import type { WidgetManifest, WidgetManifestEntry } from '../widgets/manifest';

export const repoRoot: string;
export function readWidgetManifest(root?: string): WidgetManifest;
export const CORE_ENTRIES: ReadonlyArray<{ subpath: string; file: string; source: string }>;
export const THEME_FILES: readonly string[];
export function subpathOf(widget: WidgetManifestEntry): string;
export function widgetSubEntries(
  manifest: WidgetManifest,
): Array<{ widget: string; name: string; subpath: string; file: string; source: string }>;

type Conditions = { types: string; import: string; require: string };
export function packageExports(manifest: WidgetManifest): Record<string, Conditions | string>;
export function tsupEntries(manifest: WidgetManifest): Record<string, string>;
export function sourceAliases(manifest: WidgetManifest, root?: string): Record<string, string>;
export function tsconfigPaths(): Record<string, string[]>;

export interface ElementDefinition {
  name: string;
  tag: string;
  attributes: AttributeSpec[];
  properties: string[];
}
export function elementDefinitions(manifest: WidgetManifest): ElementDefinition[];

export type WidgetDir = (name: string) => string;

export const SHARED_CHUNK_BUDGETS_KB: Record<string, number>;
export interface DeclaredChunk {
  widget: string;
  name: string;
  paths: readonly string[];
  except: readonly string[];
  packages: readonly string[];
  gzipBudgetKb?: number;
}
export function widgetChunks(manifest: WidgetManifest): DeclaredChunk[];
export function widgetChunkOfModule(
  manifest: WidgetManifest,
  id: string,
  widgetDir?: WidgetDir,
): DeclaredChunk | undefined;
export function defaultWidgetDir(root?: string): WidgetDir;
export function widgetOfModule(
  manifest: WidgetManifest,
  id: string,
  widgetDir?: WidgetDir,
): WidgetManifestEntry | undefined;
export function loaderEntrySource(
  manifest: WidgetManifest,
  options?: { root?: string; widgetDir?: WidgetDir },
): string;
export const LOADER_ENTRY: string;

export interface SizeBudget {
  label: string;
  widget?: string;
  files: Array<{
    entry?: string;
    chunk?: string;
    /** The chunk named so and every chunk it imports statically (a first-load row). */
    staticGraphOf?: string;
    withoutReact?: boolean;
    optional?: boolean;
  }>;
  budget: number;
}
export function sizeBudgets(manifest: WidgetManifest): SizeBudget[];

export const EXAMPLES_LIST_START: string;
export const EXAMPLES_LIST_END: string;
export function examplesWidgetList(manifest: WidgetManifest): string;
export function withExamplesWidgetList(html: string, manifest: WidgetManifest): string;

// Types of api-report.mjs for the tests.
import type { WidgetManifest } from '../widgets/manifest';

export const API_DIR: string;
export const ACCEPT_COMMAND: string;
export interface ApiEntry {
  name: string;
  source: string;
}
export function apiEntries(manifest?: WidgetManifest): ApiEntry[];
export function reportFileOf(entryName: string): string;
export interface ApiReport {
  files: Map<string, string>;
  counts: Array<{ entry: string; names: number; values: number }>;
}
export function apiReport(options?: { root?: string; manifest?: WidgetManifest }): ApiReport;
export function readCommittedReport(root?: string): Map<string, string>;

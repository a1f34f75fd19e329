// Types of widget-docs.mjs for the tests.
import type { WidgetManifest, WidgetManifestEntry } from '../widgets/manifest';

export interface Markers {
  start: string;
  end: string;
}
export const ATTRIBUTES_MARKERS: Markers;
export const README_WIDGETS_MARKERS: Markers;
export function replaceBetweenMarkers(text: string, markers: Markers, block: string, where?: string): string;
export function attributeTable(manifest: WidgetManifest, widget: WidgetManifestEntry): string;
export function withAttributeTable(
  markdown: string,
  manifest: WidgetManifest,
  widget: WidgetManifestEntry,
): string;
export function docsPageStub(manifest: WidgetManifest, widget: WidgetManifestEntry): string;
export function readmeWidgetTable(manifest: WidgetManifest): string;
export function withReadmeWidgetTable(readme: string, manifest: WidgetManifest): string;

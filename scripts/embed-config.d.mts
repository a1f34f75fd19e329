// Types of embed-config.mjs for the tests.
import type { WidgetManifest } from '../widgets/manifest';
import type { WidgetDir } from './widget-manifest.mjs';

export interface EmbedConfig {
  input: Record<string, string>;
  output: { dir: string; [option: string]: unknown };
  [option: string]: unknown;
}
export function embedConfig(options?: {
  manifest?: WidgetManifest;
  root?: string;
  widgetDir?: WidgetDir;
  outDir?: string;
}): EmbedConfig;

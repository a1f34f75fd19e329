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

/** The SDK's shared chunks: name and the module paths they take. */
export const SDK_SHARED_CHUNKS: ReadonlyArray<readonly [string, RegExp]>;
/** Every chunk name besides the widgets' own: the SDK's shared ones and the widgets' declared ones. */
export function sharedChunkNames(manifest: WidgetManifest): string[];

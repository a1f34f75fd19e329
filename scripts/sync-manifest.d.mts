// Types of sync-manifest.mjs for the tests.
import type { WidgetManifest } from '../widgets/manifest';

export function syncManifest(root?: string, manifest?: WidgetManifest): string[];

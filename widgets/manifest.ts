// The widget manifest, typed. The data lives in `manifest.json` so that the plain-JavaScript build
// scripts (rollup, the size budgets, the examples build) read the very same list without a
// TypeScript loader; `scripts/widget-manifest.mjs` derives the package entries, the loader's element
// definitions and the size budgets from it, and `tests/unit/scripts/widget-manifest.test.ts` checks
// the data against these types and the files that cannot be derived (package.json, tsconfig.json).
import type { AttributeKind } from '../sdk/embed/react';
import data from './manifest.json';

export type { AttributeKind };

export const ATTRIBUTE_KINDS: readonly AttributeKind[] = ['string', 'number', 'boolean', 'json', 'id'];

export interface WidgetAttribute {
  /** The element attribute, kebab-case: `confirm-delete-all`. */
  name: string;
  /** The prop it sets: `confirmDeleteAll`. Also settable as an element property of that name. */
  prop: string;
  kind: AttributeKind;
  /** One line for the docs' attribute table (markdown; `npm run manifest` writes it there). */
  description: string;
}

export interface WidgetManifestEntry {
  /** The folder under `widgets/`, the npm subpath and the script-tag chunk's name. */
  name: string;
  /** How people call it (size report, examples index). */
  title: string;
  /** The custom element the script-tag loader defines. */
  tag: string;
  /** The npm entry: `proofdesk/<name>`. */
  entry: string;
  /** The React component `entry` exports. */
  component: string;
  /** The `mount<Widget>` function `entry` exports. */
  mount: string;
  /** The widget's own attributes, on top of the shared ones. */
  attributes: readonly WidgetAttribute[];
  /** Its docs page's words for a shared attribute (`placement`: "unused by the viewer"), by name. */
  sharedAttributeDocs?: Readonly<Record<string, string>>;
  /** Gzip budget of the widget's script-tag chunk (with the on-demand positioning chunk), in kB. */
  gzipBudgetKb: number;
  /**
   * npm packages only this widget uses (`@dnd-kit/react`): the script-tag build puts them in its
   * chunk, never in the shared one, so a page without the widget never downloads them.
   */
  vendor?: readonly string[];
  /**
   * Chunks shared by a few widgets (`orders`, `access`, `signals`) that it downloads too: reported in
   * its first-load row; `npm run size` fails when its chunk imports one it does not declare.
   */
  sharedChunks?: readonly string[];
  /**
   * false: the widget opens no Floating UI popover (quick search places its panel itself), so its
   * size row leaves out the on-demand positioning chunk. Default true.
   */
  positioning?: boolean;
  /**
   * A budget for the widget's whole first load (loader, core without React, its chunk and the
   * chunks they import statically, from the built chunk graph), named for the case it covers:
   * the viewer's is a PDF without shapes viewed read-only (issue 22).
   */
  firstLoad?: { label: string; budgetKb: number };
  /**
   * The widget's own lazy chunks and on-demand packages, so the build scripts know no widget's
   * paths: each module the build meets goes to the first chunk (in manifest order) that takes it.
   */
  chunks?: readonly WidgetChunk[];
  /**
   * More npm entries of the widget: `{ name: 'start' }` is `proofdesk/<widget>/start`, its source
   * `widgets/<widget>/start/index.ts` (the viewer's start entry, issue 22).
   */
  entries?: readonly { name: string; description: string }[];
}

export interface WidgetChunk {
  /** The chunk's file name prefix (`chunks/<name>-<hash>.js`), unique across the build. */
  name: string;
  /** Why it is a chunk of its own and when it loads (docs only). */
  description: string;
  /**
   * Modules relative to the widget's folder: `compare/` takes the folder, `chrome.tsx` one file.
   * A contract module only this chunk uses may be named from there (`../../sdk/contract/x.ts`).
   */
  paths?: readonly string[];
  /** Paths the `paths` folders take that stay out (in the widget's chunk or another declared one). */
  except?: readonly string[];
  /** npm packages bundled into this chunk (`konva`), never into the shared one. */
  packages?: readonly string[];
  /** Its gzip budget in kB, checked by `npm run size`; without one it is not budgeted. */
  gzipBudgetKb?: number;
}

export interface WidgetManifest {
  /** What every widget element takes: attributes of the props every view shares, property-only props. */
  shared: { attributes: readonly WidgetAttribute[]; properties: readonly string[] };
  widgets: readonly WidgetManifestEntry[];
}

// JSON imports type `kind` as string: the unit test checks every kind against ATTRIBUTE_KINDS.
export const widgetManifest = data as WidgetManifest;

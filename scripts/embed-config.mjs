import { rmSync } from 'node:fs';
import { join } from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';
import { embedIntegrityPlugin } from './embed-integrity.mjs';
import { JSPDF_OPTIONAL_STUB, jspdfOptionalStub } from './jspdf-optional.mjs';
import { minifyCssLiterals } from './minify-css-literals.mjs';
import { pdfWorkerPlugin } from './pdf-worker.mjs';
import {
  defaultWidgetDir,
  LOADER_ENTRY,
  loaderEntryPlugin,
  readWidgetManifest,
  repoRoot,
  widgetChunkOfModule,
  widgetChunks,
  widgetOfModule,
  widgetOfVendorModule,
} from './widget-manifest.mjs';

// The script-tag build: a tiny loader (`/embed/proofdesk.js`) that defines one element per manifest
// widget, one shared chunk (React, the core, the theme) and one chunk per widget, named after it and
// imported only when its element first appears on the page.
//   embedConfig() is `rollup.config.mjs`; a test passes a manifest with a widget of its own.
// ─── The SDK's paths in this build: the loader's modules and the SDK's shared chunks (no widget's paths here) ───
const LOADER = /sdk[\\/]embed[\\/](loader|attributes|config|define-element|lazy-element)\.ts$/;
// Chunks shared by some widgets only, downloaded with the first widget that needs them, so the core
// stays small for a page with a cart or a bell alone: positioning (the first popover), the order
// card and the shared order filter (the order widgets), the role tables (widgets that check
// rights; the role list stays in the core, whose session refresh reads it), signals (widgets with
// hot local state, and dnd-kit), ticker (signals-react for ticking clocks), usage (the membership
// rules), uploads, prompts, dates, forms. A widget's size row counts the ones it uses
// (`sharedChunks` in the manifest); their budgets are SHARED_CHUNK_BUDGETS_KB
// (scripts/widget-manifest.mjs). A widget's own lazy chunks and packages are declared in its
// manifest entry (`chunks`), never here.
export const SDK_SHARED_CHUNKS = [
  ['floating-ui', /node_modules[\\/]@floating-ui[\\/]|primitives[\\/]floating-ui\.ts$/],
  [
    'orders',
    /sdk[\\/](core[\\/]orders|react[\\/]order-card)[\\/]|sdk[\\/]core[\\/]domain[\\/]card-state|contract[\\/]order-constants/,
  ],
  ['access', /sdk[\\/]core[\\/]access[\\/](?!roles\.ts$)/],
  ['signals', /node_modules[\\/]@preact[\\/]signals-core[\\/]/],
  // signals-react (with its useSyncExternalStore shim) and the ticker come with the widgets whose
  // clocks tick (the filter sidebar): never with the core, nor with the board (signals-core only).
  [
    'ticker',
    /node_modules[\\/](@preact[\\/]signals-react|use-sync-external-store)[\\/]|sdk[\\/]react[\\/]signals[\\/]/,
  ],
  // The membership rules (usage meters, sizes, business hours, with the contract's unlimited marker
  // they re-export): the filter sidebar's, and the proofing viewer's storage check; a page without
  // them keeps them out of the core.
  [
    'usage',
    /sdk[\\/](core[\\/]domain[\\/](meters|quota|bytes|business-hours(-messages)?|duration(-messages)?)|contract[\\/]quota-constants)\.ts$/,
  ],
  // The upload store, the §5 rules and the register call's header names: the upload widget's, and
  // the viewer's "Add version" (imported on demand); never the core's.
  [
    'uploads',
    /sdk[\\/]core[\\/](uploads[\\/]|domain[\\/]upload(-messages)?\.ts$)|contract[\\/]upload-constants\.ts$/,
  ],
  // Display dates ('dd MMM yyyy', with the time) and their month names: the order cards, the bell,
  // the date range and the viewer's comments and versions show them; the core itself shows none.
  ['dates', /sdk[\\/]core[\\/]domain[\\/](dates|date-messages)\.ts$/],
  // The Reason prompt (the board's hold and cancel, the viewer's hold and version delete).
  ['prompts', /sdk[\\/]react[\\/]prompts[\\/]/],
  // Form controls and rules only the filter panels use so far (DateRange, Select, TextField, the
  // progress and time-bucket options, the preset name and days): the core is at its budget. A widget
  // that uses them declares 'forms'.
  [
    'forms',
    /primitives[\\/](date-range|select|text-field)\.tsx$|domain[\\/](time-buckets|order-progress-filter|preset-name|preset-dates)\.ts$/,
  ],
];
// ─── end of the SDK's paths ───

/** Every chunk name the build can make besides the widgets' own: the SDK's and the widgets' declared ones. */
export const sharedChunkNames = (manifest) => [
  ...SDK_SHARED_CHUNKS.map(([name]) => name),
  ...widgetChunks(manifest).map((chunk) => chunk.name),
];

/** Whether a manifest widget uses the npm package `name` (in its `vendor` or a declared chunk). */
const usesPackage = (manifest, name) =>
  manifest.widgets.some((widget) => (widget.vendor ?? []).includes(name)) ||
  widgetChunks(manifest).some((chunk) => chunk.packages.includes(name));

export function embedConfig({
  manifest = readWidgetManifest(),
  root = repoRoot,
  widgetDir = defaultWidgetDir(root),
  outDir = join(root, 'dist/embed'),
} = {}) {
  return {
    input: { proofdesk: LOADER_ENTRY },
    output: {
      dir: outDir,
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      sourcemap: true,
      // A widget's own code is its chunk, named after it (`chunks/cart-<hash>.js`); everything that
      // is neither the loader nor one widget's code is shared by all widgets: without this, rollup
      // would split React and the core into many small chunks by usage.
      manualChunks: (id) => {
        // jsPDF's stubbed optional imports go with jsPDF (scripts/jspdf-optional.mjs).
        const declared =
          id === JSPDF_OPTIONAL_STUB
            ? widgetChunks(manifest).find((chunk) => chunk.packages.includes('jspdf'))
            : widgetChunkOfModule(manifest, id, widgetDir);
        if (declared) return declared.name;
        const shared = SDK_SHARED_CHUNKS.find(([, pattern]) => pattern.test(id));
        if (shared) return shared[0];
        if (id.startsWith('\0virtual:') || LOADER.test(id)) return undefined;
        return (
          (widgetOfModule(manifest, id, widgetDir) ?? widgetOfVendorModule(manifest, id))?.name ?? 'shared'
        );
      },
    },
    // Our own modules are side-effect free (package.json `sideEffects`), which rollup does not apply
    // to source files on its own: without this, the contract's TypeBox schemas ride along with the
    // constants the client imports from it. Only the loader entry runs code on import.
    treeshake: {
      // TypeBox schema builders are pure; unused schemas beside used constants can go.
      manualPureFunctions: ['Type'],
      // TypeBox's registries are module-level state the browser never uses (only the server
      // validates), so its modules may go too when nothing reads their exports.
      moduleSideEffects: (id) =>
        (/node_modules/.test(id) && !/@sinclair[\\/]typebox/.test(id)) || id === `\0${LOADER_ENTRY}`,
    },
    onwarn(warning, warn) {
      // TypeBox's own import cycles are harmless and not ours to fix.
      if (warning.code === 'CIRCULAR_DEPENDENCY' && /node_modules/.test(warning.message)) return;
      warn(warning);
    },
    plugins: [
      loaderEntryPlugin(manifest, { root, widgetDir }),
      // pdf.js's worker beside the chunks, when a widget that uses pdf.js is built (scripts/pdf-worker.mjs).
      ...(usesPackage(manifest, 'pdfjs-dist') ? [pdfWorkerPlugin()] : []),
      // Hashed chunk names change with every edit: an old build's chunks must not linger beside the
      // new ones (the size budgets read whatever chunk carries a widget's name).
      {
        name: 'clean-output',
        renderStart: (output) => output.dir && rmSync(output.dir, { recursive: true, force: true }),
      },
      jspdfOptionalStub(),
      minifyCssLiterals(),
      // A widget's `first-path.ts` (the proofing viewer's) only shapes a host bundler's chunks: its
      // lazy parts re-export its mount. This build places its chunks itself (manualChunks), and the
      // re-export would tie the lazy parts' chunks back to the widget's.
      {
        name: 'host-bundler-only',
        load: (id) =>
          /widgets[\\/][\w-]+[\\/]first-path\.ts$/.test(id)
            ? 'export const viewerFirstPath = undefined;'
            : null,
      },
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.js'] }),
      // React and use-sync-external-store ship CommonJS.
      commonjs(),
      esbuild({ target: 'es2022', minify: true, jsx: 'automatic', tsconfig: join(root, 'tsconfig.json') }),
      // integrity.json: the version the server serves it under and the loader's SRI hash.
      embedIntegrityPlugin(),
    ],
  };
}

import { rmSync } from 'node:fs';
import { join } from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';
import { jspdfOptionalStub } from './jspdf-optional.mjs';
import { pdfWorkerPlugin } from './pdf-worker.mjs';
import {
  defaultWidgetDir,
  LOADER_ENTRY,
  loaderEntryPlugin,
  readWidgetManifest,
  repoRoot,
  widgetOfModule,
  widgetOfVendorModule,
} from './widget-manifest.mjs';

// The script-tag build: a tiny loader (`/embed/proofdesk.js`) that defines one element per manifest
// widget, one shared chunk (React, the core, the theme) and one chunk per widget, named after it and
// imported only when its element first appears on the page.
//   embedConfig() is `rollup.config.mjs`; a test passes a manifest with a widget of its own.
const LOADER = /sdk[\\/]embed[\\/](loader|attributes|config|define-element|lazy-element)\.ts$/;
// Chunks shared by some widgets only, downloaded with the first widget that needs them, so the core
// stays small for a page with a cart or a bell alone: positioning (the first popover), the order
// card and the shared order filter (the order widgets), the role tables (widgets that check
// rights; the role list stays in the core, whose session refresh reads it), signals (widgets with hot local state, and dnd-kit), ticker (signals-react for ticking clocks), usage (the membership rules), forms (the filter panels' controls). A widget's size row counts the ones
// it uses (`sharedChunks` in the manifest).
export const SHARED_CHUNKS = [
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
  // Form controls and rules only the filter panels use so far (DateRange, Select, TextField, the
  // progress and time-bucket options, the preset name and days): the core is at its budget. A widget that
  // uses them declares 'forms'.
  // The proofing viewer's drawing library with the layer's working part built on it (the page
  // stage, the pointer's drawing), loaded with the first page that has drawing work (a shape to
  // show, a tool picked: drawing/page-overlay.tsx), so a file without shapes viewed read-only never
  // downloads it; pdf.js, loaded only when a PDF opens.
  [
    'konva',
    /node_modules[\\/]konva[\\/]|proofing-viewer[\\/]drawing[\\/]((page-stage|shape-nodes|view-window|shape-format|thread-shapes|use-pointer-drawing|draw-gesture|use-near-view)\.ts|live-layer\.tsx)$/,
  ],
  // Display dates ('dd MMM yyyy', with the time) and their month names: the order cards, the bell,
  // the date range and the viewer's comments and versions show them; the core itself shows none.
  ['dates', /sdk[\\/]core[\\/]domain[\\/](dates|date-messages)\.ts$/],
  // The viewer's compare view and carry offer (issue 13), each fetched on first use (a dynamic
  // import); the button and the offer's slot stay in the viewer's chunk.
  ['viewer-compare', /widgets[\\/]proofing-viewer[\\/]compare[\\/](?!compare-button\.tsx$)/],
  ['viewer-carry', /widgets[\\/]proofing-viewer[\\/]carry[\\/](?!carry-slot\.tsx$)/],
  // The viewer's image view: loaded when the version list names an image (a PDF's first load has
  // none of it; issue 22).
  ['viewer-image', /widgets[\\/]proofing-viewer[\\/]document[\\/]image-document\.tsx$/],
  // The viewer's chrome (chrome.tsx: the header's actions, versions, toolbox, review bar, comment
  // panel), fetched once the document has shown, so a PDF's first page waits for none of it (issue
  // 22). Their strings stay in the viewer's chunk (one catalogue); the toasts' region too.
  [
    'viewer-chrome',
    /widgets[\\/]proofing-viewer[\\/]((chrome|comment-sheet|add-version|guest-invite-button)\.tsx|(date-format|sheet-styles)\.ts|comments[\\/](?!messages\.ts$)|versions[\\/](?!(messages\.ts|toasts\.tsx)$)|review[\\/](?!messages\.ts$)|drawing[\\/]toolbox(-styles)?\.tsx?|document[\\/]pdf[\\/]pdf-thumbnail\.ts|compare[\\/]compare-button\.tsx|carry[\\/]carry-slot\.tsx|proof[\\/]download-proof-button\.tsx$)/,
  ],
  // The viewer's guest reviewer and its invite dialog: lazy chunks of their own (the viewer imports
  // them only for a guest link, or on the invite button's click).
  ['viewer-guest', /widgets[\\/]proofing-viewer[\\/]guest[\\/]|contract[\\/]guest-link\.ts$/],
  ['viewer-invite', /widgets[\\/]proofing-viewer[\\/]guest-invite[\\/]/],
  ['pdfjs', /node_modules[\\/]pdfjs-dist[\\/]/],
  // Download Proof (issue 13): jsPDF and the viewer's proof export, imported on the click only.
  // PDF tools mode (issue 13, proofing §4.8): only for versions that carry PDF-tools data.
  ['pdf-tools', /proofing-viewer[\\/]pdf-tools[\\/](mode[\\/]|annotation-data\.ts$)/],
  [
    'proof',
    /node_modules[\\/](jspdf|fflate|fast-png|iobuffer|pako|@babel[\\/]runtime)[\\/]|proofing-viewer[\\/]proof[\\/]export[\\/]|^\0jspdf-optional$/,
  ],
  // The Reason prompt (the board's hold and cancel, the viewer's hold and version delete).
  ['prompts', /sdk[\\/]react[\\/]prompts[\\/]/],
  [
    'forms',
    /primitives[\\/](date-range|select|text-field)\.tsx$|domain[\\/](time-buckets|order-progress-filter|preset-name|preset-dates)\.ts$/,
  ],
];

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
        const shared = SHARED_CHUNKS.find(([, pattern]) => pattern.test(id));
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
      // pdf.js's worker beside the chunks, when the proofing viewer is built (scripts/pdf-worker.mjs).
      ...(manifest.widgets.some((widget) => widget.name === 'proofing-viewer') ? [pdfWorkerPlugin()] : []),
      // Hashed chunk names change with every edit: an old build's chunks must not linger beside the
      // new ones (the size budgets read whatever chunk carries a widget's name).
      {
        name: 'clean-output',
        renderStart: (output) => output.dir && rmSync(output.dir, { recursive: true, force: true }),
      },
      jspdfOptionalStub(),
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.js'] }),
      // React and use-sync-external-store ship CommonJS.
      commonjs(),
      esbuild({ target: 'es2022', minify: true, jsx: 'automatic', tsconfig: join(root, 'tsconfig.json') }),
    ],
  };
}

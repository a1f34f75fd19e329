import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { JSPDF_OPTIONAL } from '../../../scripts/jspdf-optional.mjs';
import { widgetManifest } from '../../../widgets/manifest';

// An app that imports one widget must not pay for the others (one case per manifest widget). Bundled the way a host's bundler
// would (tree-shaking on, React external), resolved through the same `proofdesk/*` paths as the
// package exports.
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Heavy dependencies of other widgets (board, proofing viewer) that the cart and bell never need. */
const HEAVY = /node_modules[\\/](konva|pdfjs-dist|jspdf|@dnd-kit)[\\/]/;

/**
 * Every package a one-widget app may contain besides React. Anything else — a drawing or PDF
 * library, TypeBox's schema builders (server-side validation) — fails the test, so a new import
 * has to be a deliberate change here.
 */
const ALLOWED_PACKAGES = new Set([
  'nanostores',
  '@nanostores/react',
  'redaxios',
  'mitt',
  '@floating-ui/dom',
  '@floating-ui/core',
  '@floating-ui/utils',
  '@preact/signals-core',
  '@preact/signals-react',
  'use-sync-external-store',
]);

function packagesOf(inputs: string[]): string[] {
  const names = inputs
    .map((input) => /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(input)?.[1]?.replace('\\', '/'))
    .filter((name): name is string => !!name);
  return [...new Set(names)].sort();
}

/**
 * jsPDF's optional imports (html2canvas, canvg, DOMPurify for `html()` and SVG) answered with an
 * empty module, as the script-tag build does and docs/embedding.md asks of a host's bundler.
 */
const jspdfOptional: Plugin = {
  name: 'jspdf-optional',
  setup(build) {
    const names = new RegExp(`^(${JSPDF_OPTIONAL.join('|')})(/|$)`);
    build.onResolve({ filter: names }, (args) =>
      /node_modules[\\/]jspdf[\\/]/.test(args.importer)
        ? { path: args.path, namespace: 'jspdf-optional' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'jspdf-optional' }, () => ({
      contents: 'export default undefined;',
    }));
  },
};

/** What a host bundler would put in an app made of `source`: its input files and its code. */
async function bundle(source: string): Promise<{ inputs: string[]; code: string }> {
  const result = await build({
    stdin: { contents: source, resolveDir: repoRoot, loader: 'tsx' },
    absWorkingDir: repoRoot,
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    tsconfig: 'tsconfig.json',
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
    plugins: [jspdfOptional],
    logLevel: 'silent',
  });
  return { inputs: Object.keys(result.metafile.inputs), code: result.outputFiles[0]?.text ?? '' };
}

const bundledInputs = async (source: string) => (await bundle(source)).inputs;

describe('an app that imports only one widget', () => {
  it('sees packages by name', () => {
    expect(
      packagesOf(['node_modules/@sinclair/typebox/build/esm/index.mjs', 'node_modules/mitt/dist/mitt.mjs']),
    ).toEqual(['@sinclair/typebox', 'mitt']);
  });

  // One case per widget of the manifest: a new widget is held to the same rule without an edit here.
  it.each(widgetManifest.widgets)(
    '$entry brings no drawing, PDF, proof-export or drag-and-drop code, nor another widget',
    async ({ name, entry, component, vendor: vendorPackages = [], chunks = [] }) => {
      const inputs = await bundledInputs(
        `import { ${component} } from '${entry}';\nconsole.log(${component});`,
      );
      // The widget's own packages (manifest `vendor`, e.g. the board's @dnd-kit, and those of the
      // chunks it declares, e.g. the viewer's Konva) are its to bring.
      const vendor = [...vendorPackages, ...chunks.flatMap((chunk) => chunk.packages ?? [])];
      const own = (pkg: string) => vendor.some((prefix) => pkg === prefix || pkg.startsWith(`${prefix}/`));
      expect(inputs.some((input) => input.startsWith(`widgets/${name}/`))).toBe(true);
      expect(inputs.filter((input) => HEAVY.test(input) && !own(packagesOf([input])[0] ?? ''))).toEqual([]);
      expect(packagesOf(inputs).filter((pkg) => !ALLOWED_PACKAGES.has(pkg) && !own(pkg))).toEqual([]);
      expect(
        inputs.filter((input) => input.startsWith('widgets/') && !input.startsWith(`widgets/${name}/`)),
      ).toEqual([]);
    },
  );
});

// Issue 11: "Konva loads with the viewer, pdf.js only when a PDF opens"; issue 13: jsPDF only on the click.
describe('the proofing viewer in an app', () => {
  it('keeps pdf.js out of the chunk the app loads with the viewer (a dynamic import)', async () => {
    const result = await build({
      stdin: {
        contents: "import { ProofingViewer } from 'proofdesk/proofing-viewer';\nconsole.log(ProofingViewer);",
        resolveDir: repoRoot,
        loader: 'tsx',
      },
      absWorkingDir: repoRoot,
      bundle: true,
      splitting: true,
      outdir: 'out',
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'browser',
      tsconfig: 'tsconfig.json',
      external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
      plugins: [jspdfOptional],
      logLevel: 'silent',
    });
    const byPath = result.metafile.outputs;
    const outputs = Object.values(byPath);
    const entryPath = Object.keys(byPath).find((path) => byPath[path]!.entryPoint === '<stdin>');
    // What the app loads with the viewer: the entry and every chunk it imports statically, however
    // deep (esbuild may move the module holding a dynamic import() into a shared chunk).
    const loaded = new Set<string>();
    const visit = (path: string) => {
      // Externals (React) are not outputs.
      if (loaded.has(path) || !byPath[path]) return;
      loaded.add(path);
      for (const imported of byPath[path]?.imports ?? [])
        if (imported.kind === 'import-statement') visit(imported.path);
    };
    if (entryPath) visit(entryPath);
    expect(loaded.size).toBeGreaterThan(0);
    const withViewer = [...loaded].map((path) => byPath[path]!);
    // pdf.js (a PDF opens) and jsPDF with the proof export (Download Proof is clicked), issue 13.
    for (const lazy of [/pdfjs-dist/, /node_modules[\\/]jspdf[\\/]|proof[\\/]export[\\/]/]) {
      const reaches = (inputs: Record<string, unknown>) => Object.keys(inputs).some((i) => lazy.test(i));
      expect(withViewer.some((output) => reaches(output.inputs))).toBe(false);
      // It is there, in a chunk of its own that only a dynamic import() reaches.
      expect(outputs.some((output) => reaches(output.inputs))).toBe(true);
    }
    expect(withViewer.some((output) => output.imports.some((i) => i.kind === 'dynamic-import'))).toBe(true);
    // jsPDF's html() and SVG helpers stay out of every chunk.
    const all = outputs.flatMap((output) => Object.keys(output.inputs));
    expect(all.filter((i) => /node_modules[\\/](html2canvas|canvg)[\\/]/.test(i))).toEqual([]);
  });
});

// Issue 8, "Per-widget stores attach lazily": the stores' code lives in their widgets' chunks.
describe('the core entry', () => {
  it("carries no widget and no widget's store", async () => {
    const { inputs, code } = await bundle("export * from 'proofdesk';");
    // The instance and its session are there (the live collection is not a root export since the
    // root was curated, issue 23: the stores reach it from their widgets' chunks).
    expect(inputs.some((input) => input.startsWith('sdk/core/instance/'))).toBe(true);
    expect(inputs.some((input) => input.startsWith('sdk/core/session/'))).toBe(true);
    expect(inputs.filter((input) => /(^|[\\/])widgets[\\/]/.test(input))).toEqual([]);
    // The calls only the stores make: checkout and the bell's lists and count.
    expect(code).not.toContain('/message/unread-count');
    expect(code).not.toContain('/message/groups');
    expect(code).not.toMatch(/["'`]\/cart["'`]/);
  });
});

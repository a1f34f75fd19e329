// A bench's page, bundled as a host would ship it (minified, React in production mode, chunks split
// where the page imports them lazily) into a temporary folder with its index.html, for a child
// server (child-server.ts) to serve at `/` from BENCH_PAGE_DIR. The server sends that page as a
// portal page, under the portal's strict policy: the page's script and styles carry the response's
// nonce (NONCE_PLACEHOLDER, filled in per response), and so does a <meta property="csp-nonce"> for
// a page that hands it to its Proofdesk instance, as the portal does.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { NONCE_PLACEHOLDER } from '../../host-demo/server/examples';

export interface BenchPageOptions {
  /** The page's module (a URL beside the bench: `new URL('./x-page.tsx', import.meta.url)`). */
  entry: URL;
  title: string;
  /** What goes in <head> after the title (styles, links); each `<style>` gets the CSP nonce. */
  head?: string;
  /**
   * With `sides`: what goes in one side's <head> only, after `head` (its own stylesheet: a page that
   * ships one side carries only that side's styles, and a stylesheet in <head> holds the page's
   * module script until it has loaded).
   */
  sideHead?: Readonly<Record<string, string>>;
  /** The page's markup before its script. */
  body: string;
  /** Files copied beside the page, by the path they are served under (pdf.js's worker, a stylesheet, its images/). */
  files?: Record<string, string>;
  /** False keeps names and whitespace, for a CPU profile that names functions. Default true. */
  minify?: boolean;
  /**
   * Pages that compare two sides (a subject and its baseline): the page is bundled once per side,
   * each build with `BENCH_SIDE` defined as the side's name and the entry's imports of the other
   * sides' code (the specifiers each side lists here) left out, so each side's page holds only its
   * own code and chunks, as a host that ships one of them would (`/<side>.html`, `/<side>.js`, chunks
   * `<side>-*.js`). Without it, one build at `/`, the sides' shared modules in common chunks.
   */
  sides?: Readonly<Record<string, readonly string[]>>;
  /**
   * True: the page's HTML asks for the entry's static imports at once (`<link rel="modulepreload">`
   * per chunk the entry imports statically, with the nonce), as Vite writes a page, instead of the
   * browser finding them once the entry has arrived (one round trip later). Every side alike.
   */
  modulepreload?: boolean;
}

export interface BenchPage {
  dir: string;
  remove(): void;
}

export async function bundleBenchPage(options: BenchPageOptions): Promise<BenchPage> {
  const dir = mkdtempSync(join(tmpdir(), 'proofdesk-bench-page-'));
  const entry = fileURLToPath(options.entry);
  const sides = options.sides ?? {};
  /** The entry's imports of the other sides' code, for `side`'s build: an empty module each. */
  const othersOf = (side: string) =>
    Object.entries(sides).flatMap(([other, specifiers]) => (other === side ? [] : specifiers));
  const leaveOut = (side: string): Plugin => ({
    name: 'bench-other-side',
    setup(build) {
      build.onResolve({ filter: /.*/ }, ({ path, importer }) =>
        importer === entry && othersOf(side).includes(path)
          ? { path, namespace: 'bench-other-side' }
          : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'bench-other-side' }, () => ({ contents: '', loader: 'js' }));
    },
  });
  /** Each build's entry's static imports, by the page's script name. */
  const preloads = new Map<string, string[]>();
  const bundle = async (side?: string) => {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      splitting: true,
      minify: options.minify ?? true,
      format: 'esm',
      target: 'es2022',
      jsx: 'automatic',
      define: {
        'process.env.NODE_ENV': '"production"',
        ...(side !== undefined && { BENCH_SIDE: JSON.stringify(side) }),
      },
      outdir: dir,
      entryNames: side ?? 'page',
      ...(side !== undefined && { chunkNames: `${side}-[name]-[hash]`, plugins: [leaveOut(side)] }),
      logLevel: 'warning',
      metafile: true,
    });
    const script = side ?? 'page';
    // The page's own entry (a dynamic import's chunk has an entryPoint too).
    const output = Object.entries(result.metafile.outputs).find(
      ([, out]) => out.entryPoint !== undefined && resolve(out.entryPoint) === entry,
    );
    preloads.set(
      script,
      (output?.[1].imports ?? [])
        .filter((imported) => imported.kind === 'import-statement')
        .map((imported) => imported.path.slice(imported.path.lastIndexOf('/') + 1)),
    );
  };
  if (options.sides) for (const side of Object.keys(sides)) await bundle(side);
  else await bundle();
  for (const [name, source] of Object.entries(options.files ?? {})) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    copyFileSync(source, join(dir, name));
  }
  const nonce = `nonce="${NONCE_PLACEHOLDER}"`;
  const head = (script: string) =>
    `${options.head ?? ''}${options.sideHead?.[script] ?? ''}`.replaceAll('<style>', `<style ${nonce}>`);
  const preload = (script: string) =>
    options.modulepreload
      ? (preloads.get(script) ?? [])
          .map((chunk) => `<link rel="modulepreload" href="/${chunk}" ${nonce}>`)
          .join('')
      : '';
  const html = (script: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${options.title}</title>` +
    `<meta property="csp-nonce" ${nonce}>${head(script)}${preload(script)}</head>` +
    `<body>${options.body}<script type="module" ${nonce} src="/${script}.js"></script></body></html>`;
  if (options.sides)
    for (const side of Object.keys(sides)) writeFileSync(join(dir, `${side}.html`), html(side));
  else writeFileSync(join(dir, 'index.html'), html('page'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

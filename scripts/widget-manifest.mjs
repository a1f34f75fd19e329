// Everything the builds derive from the widget manifest (`widgets/manifest.json`): package entries,
// source aliases, the script-tag loader's element definitions and the size budgets. Plain
// JavaScript, so rollup's config and the scripts read it as they are; `widget-manifest.d.mts` types
// it for the TypeScript configs and tests. Every function takes the manifest as an argument, so a
// test can hand it a manifest with one more widget and see what a new widget changes.
import { readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** The manifest as it is on disk. */
export function readWidgetManifest(root = repoRoot) {
  return JSON.parse(readFileSync(join(root, 'widgets/manifest.json'), 'utf8'));
}

/** Package entries that are not widgets: the core, the React layer, the contract, the rules. */
export const CORE_ENTRIES = [
  { subpath: '.', file: 'index', source: 'sdk/index.ts' },
  { subpath: './react', file: 'react', source: 'sdk/react/package-entry.ts' },
  { subpath: './contract', file: 'contract', source: 'sdk/contract/index.ts' },
  { subpath: './rules', file: 'rules', source: 'sdk/rules.ts' },
];

/** Theme presets, each an entry of its own under `proofdesk/themes/*`. */
export const THEME_FILES = ['index', 'default', 'ocean', 'sunset', 'graphite'];

/** The widget's npm subpath, `./cart` for `proofdesk/cart`. */
export const subpathOf = (widget) => `.${widget.entry.slice('proofdesk'.length)}`;

// Each format with its own declarations: `require` must get the `.d.cts` tsup writes, or
// TypeScript (node16) reads the ESM `.d.ts` for a CommonJS consumer ("masquerading as ESM").
const conditions = (file) => ({
  import: { types: `./dist/${file}.d.ts`, default: `./dist/${file}.js` },
  require: { types: `./dist/${file}.d.cts`, default: `./dist/${file}.cjs` },
});

/**
 * The widgets' further npm entries (`entries` in the manifest): `proofdesk/proofing-viewer/start`
 * from `widgets/proofing-viewer/start/index.ts`, built as `dist/proofing-viewer-start.js`.
 */
export function widgetSubEntries(manifest) {
  return manifest.widgets.flatMap((widget) =>
    (widget.entries ?? []).map((entry) => ({
      widget: widget.name,
      name: `${widget.entry}/${entry.name}`,
      subpath: `${subpathOf(widget)}/${entry.name}`,
      file: `${widget.name}-${entry.name}`,
      source: `widgets/${widget.name}/${entry.name}/index.ts`,
    })),
  );
}

/** package.json `exports` as the manifest implies it (a JSON file cannot compute it: a test compares). */
export function packageExports(manifest) {
  const exports = {};
  for (const entry of CORE_ENTRIES) exports[entry.subpath] = conditions(entry.file);
  for (const widget of manifest.widgets) exports[subpathOf(widget)] = conditions(widget.name);
  for (const entry of widgetSubEntries(manifest)) exports[entry.subpath] = conditions(entry.file);
  exports['./themes/*'] = conditions('themes/*');
  exports['./package.json'] = './package.json';
  return exports;
}

/** tsup's `entry`: output name → source file. */
export function tsupEntries(manifest) {
  const entries = {};
  for (const entry of CORE_ENTRIES) entries[entry.file] = entry.source;
  for (const widget of manifest.widgets) entries[widget.name] = `widgets/${widget.name}/index.ts`;
  for (const entry of widgetSubEntries(manifest)) entries[entry.file] = entry.source;
  for (const theme of THEME_FILES) entries[`themes/${theme}`] = `themes/${theme}.ts`;
  return entries;
}

/**
 * `proofdesk/*` → source file, for tools that run the sources (vitest). Longest names first: a
 * bundler matching prefixes would otherwise take `proofdesk` for `proofdesk/cart`.
 */
export function sourceAliases(manifest, root = repoRoot) {
  const aliases = {};
  for (const entry of CORE_ENTRIES.slice(1)) aliases[`proofdesk/${entry.file}`] = join(root, entry.source);
  // Before their widget's own: `proofdesk/proofing-viewer` would take `proofdesk/proofing-viewer/start`.
  for (const entry of widgetSubEntries(manifest)) aliases[entry.name] = join(root, entry.source);
  for (const widget of manifest.widgets)
    aliases[widget.entry] = join(root, `widgets/${widget.name}/index.ts`);
  aliases['proofdesk/themes'] = join(root, 'themes');
  aliases.proofdesk = join(root, CORE_ENTRIES[0].source);
  return aliases;
}

/**
 * tsconfig.json `paths` (compared by a test). Every `proofdesk/<name>` that is not a core entry is a
 * widget's folder, so a new widget needs no edit there.
 */
export function tsconfigPaths() {
  const paths = {};
  for (const entry of CORE_ENTRIES) {
    paths[entry.subpath === '.' ? 'proofdesk' : `proofdesk/${entry.file}`] = [`./${entry.source}`];
  }
  paths['proofdesk/themes/*'] = ['./themes/*.ts'];
  paths['proofdesk/*'] = ['./widgets/*/index.ts'];
  return paths;
}

/**
 * What the loader needs per element, and no more (it must stay tiny): the tag, each attribute's
 * name, prop and kind (for `observedAttributes` and parsing before the chunk is there), the props
 * settable only as properties, and which chunk to import.
 */
export function elementDefinitions(manifest) {
  return manifest.widgets.map((widget) => ({
    name: widget.name,
    tag: widget.tag,
    attributes: [...manifest.shared.attributes, ...widget.attributes].map((a) => [a.name, a.prop, a.kind]),
    properties: [...manifest.shared.properties],
  }));
}

/** The folder of a widget: `widgets/<name>`, unless a test's `widgetDir` places one elsewhere. */
export const defaultWidgetDir =
  (root = repoRoot) =>
  (name) =>
    join(root, 'widgets', name);

/** The widget whose folder holds `id` (a module's absolute path), if any. */
export function widgetOfModule(manifest, id, widgetDir = defaultWidgetDir()) {
  return manifest.widgets.find((widget) => id.startsWith(resolve(widgetDir(widget.name)) + sep));
}

/** The widget whose `vendor` packages include `id` (a module in node_modules), if any. */
export function widgetOfVendorModule(manifest, id) {
  const path = id.replaceAll('\\', '/');
  return manifest.widgets.find((widget) =>
    (widget.vendor ?? []).some((name) => path.includes(`/node_modules/${name}/`)),
  );
}

/**
 * The script-tag entry's source: the loader, started with one definition per manifest widget, each
 * importing `widgets/<name>/element.ts` only when its element first connects.
 */
export function loaderEntrySource(manifest, { root = repoRoot, widgetDir = defaultWidgetDir(root) } = {}) {
  const loader = JSON.stringify(join(root, 'sdk/embed/loader.ts'));
  const definitions = elementDefinitions(manifest).map((definition) => {
    const element = JSON.stringify(join(resolve(widgetDir(definition.name)), 'element.ts'));
    const { tag, attributes, properties } = definition;
    const preload = JSON.stringify(preloadMark(definition.name));
    const data = JSON.stringify({ tag, attributes, properties }).slice(0, -1);
    return `  ${data},"preload":${preload},"load":()=>import(${element})}`;
  });
  return `import { startLoader } from ${loader};\nstartLoader(import.meta.url, [\n${definitions.join(',\n')}\n]);\n`;
}

/**
 * What the loader's source carries in place of a widget's `preload` list until the build knows the
 * chunks' file names (`loaderEntryPlugin` writes them in).
 */
const preloadMark = (name) => `__proofdesk_preload_${name}__`;

/** The loader entry as a rollup plugin: `virtual:proofdesk-loader`. */
export const LOADER_ENTRY = 'virtual:proofdesk-loader';
export function loaderEntryPlugin(manifest, options) {
  const id = `\0${LOADER_ENTRY}`;
  const widgetDir = options?.widgetDir ?? defaultWidgetDir(options?.root);
  return {
    name: 'proofdesk-loader-entry',
    resolveId: (source) => (source === LOADER_ENTRY ? id : null),
    load: (source) => (source === id ? loaderEntrySource(manifest, options) : null),
    // Each widget's `preload`: the files its element's chunk imports statically, all the way down
    // (paths relative to the loader), which the loader imports beside the chunk when the element
    // first connects, instead of the browser finding them only once the chunk has downloaded.
    generateBundle(_output, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const loader = chunks.find((chunk) => chunk.facadeModuleId === id);
      if (!loader) return;
      for (const widget of manifest.widgets) {
        const element = join(resolve(widgetDir(widget.name)), 'element.ts');
        const own = chunks.find((chunk) => chunk.moduleIds.includes(element));
        const files = new Set();
        const visit = (fileName) => {
          if (files.has(fileName) || fileName === loader.fileName) return;
          files.add(fileName);
          for (const imported of bundle[fileName]?.imports ?? []) visit(imported);
        };
        if (own) visit(own.fileName);
        files.delete(own?.fileName);
        loader.code = loader.code.replaceAll(
          JSON.stringify(preloadMark(widget.name)),
          JSON.stringify([...files].map((fileName) => `./${fileName}`)),
        );
      }
    },
  };
}

const KB = 1024;

/** Gzip budgets of the SDK's chunks shared by a few widgets, downloaded with the first one that needs them. */
export const SHARED_CHUNK_BUDGETS_KB = {
  'floating-ui': 10,
  orders: 4,
  access: 5,
  signals: 3,
  ticker: 3,
  usage: 3,
  forms: 2,
  uploads: 6,
  prompts: 2,
  // Display dates and month names (order cards, the bell, the date range, the viewer).
  dates: 1,
};

/**
 * The chunks widgets declare for themselves (`chunks` in a manifest entry: lazy parts and the npm
 * packages only they use), in manifest order: `{ widget, name, paths, except, packages, gzipBudgetKb }`.
 */
export function widgetChunks(manifest) {
  return manifest.widgets.flatMap((widget) =>
    (widget.chunks ?? []).map((chunk) => ({
      widget: widget.name,
      name: chunk.name,
      paths: chunk.paths ?? [],
      except: chunk.except ?? [],
      packages: chunk.packages ?? [],
      gzipBudgetKb: chunk.gzipBudgetKb,
    })),
  );
}

/**
 * Whether `path` (relative to the widget's folder) names the module `id`: a path ending in `/` is a
 * folder and takes everything under it, any other path is one file.
 */
function pathMatches(folder, path, id) {
  const target = resolve(folder, path);
  return path.endsWith('/') ? id.startsWith(target + sep) : id === target;
}

/**
 * The widget-declared chunk that `id` (an absolute module path) goes to, if any: the first chunk in
 * manifest order whose `paths` (minus its `except`) or `packages` take it.
 */
export function widgetChunkOfModule(manifest, id, widgetDir = defaultWidgetDir()) {
  const modulePath = id.replaceAll('\\', '/');
  return widgetChunks(manifest).find((chunk) => {
    const folder = resolve(widgetDir(chunk.widget));
    if (chunk.packages.some((name) => modulePath.includes(`/node_modules/${name}/`))) return true;
    return (
      chunk.paths.some((path) => pathMatches(folder, path, id)) &&
      !chunk.except.some((path) => pathMatches(folder, path, id))
    );
  });
}

/**
 * The size budgets (issue 4): the loader, the shared core without React, each manifest widget's own
 * chunk (its code and its `vendor` packages) with the on-demand positioning chunk its first popover
 * downloads, and each chunk a few widgets share. A widget that loads shared chunks gets an info row
 * with everything its first appearance downloads beyond the core. `chunk` names a hashed chunk by
 * prefix; `withoutReact` marks figures taken from the React-less build.
 */
export function sizeBudgets(manifest) {
  const positioning = (widget) =>
    widget.positioning === false ? [] : [{ chunk: 'floating-ui', optional: true }];
  const positioningLabel = (widget) => (widget.positioning === false ? '' : ' + positioning');
  return [
    { label: 'loader (proofdesk.js)', files: [{ entry: 'proofdesk' }], budget: 3 * KB },
    { label: 'shared core without React', files: [{ chunk: 'shared', withoutReact: true }], budget: 25 * KB },
    ...manifest.widgets.flatMap((widget) => {
      const own = {
        label: `${widget.title} (<${widget.tag}>) chunk${positioningLabel(widget)}`,
        widget: widget.name,
        // Optional: a build whose widgets open no popover has no positioning chunk to download.
        files: [{ chunk: widget.name }, ...positioning(widget)],
        budget: widget.gzipBudgetKb * KB,
      };
      const shared = widget.sharedChunks ?? [];
      if (shared.length === 0) return [own];
      return [
        own,
        {
          label: `  first load with ${shared.join(', ')} (info)`,
          files: [{ chunk: widget.name }, ...shared.map((chunk) => ({ chunk })), ...positioning(widget)],
          budget: Number.POSITIVE_INFINITY,
        },
      ];
    }),
    // A widget's whole first load on the page that first shows it (the loader, the core without
    // React, its chunk and every chunk those import statically, read from the built chunk graph):
    // what its entry downloads before its dynamic imports (pdf.js, Konva, the chrome) start.
    ...manifest.widgets
      .filter((widget) => widget.firstLoad)
      .map((widget) => ({
        label: `${widget.title}: ${widget.firstLoad.label} (loader, core, ${widget.name} and its static imports)`,
        widget: widget.name,
        files: [{ entry: 'proofdesk' }, { staticGraphOf: widget.name, withoutReact: true }],
        budget: widget.firstLoad.budgetKb * KB,
      })),
    ...Object.entries(SHARED_CHUNK_BUDGETS_KB).map(([chunk, budget]) => ({
      label: `shared on demand: ${chunk === 'floating-ui' ? 'positioning (Floating UI)' : chunk}`,
      files: [{ chunk, optional: true }],
      budget: budget * KB,
    })),
    // The chunks widgets declare (`chunks`), each with its own budget if it has one.
    ...widgetChunks(manifest)
      .filter((chunk) => chunk.gzipBudgetKb !== undefined)
      .map((chunk) => ({
        label: `on demand: ${chunk.name} (${chunk.widget})`,
        files: [{ chunk: chunk.name, optional: true }],
        budget: chunk.gzipBudgetKb * KB,
      })),
    // Reported, not budgeted: React and ReactDOM are what they are.
    {
      label: 'shared chunk with React (info)',
      files: [{ chunk: 'shared' }],
      budget: Number.POSITIVE_INFINITY,
    },
  ];
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Markers of the widget list in examples/index.html, which `examplesWidgetList` fills. */
export const EXAMPLES_LIST_START =
  '<!-- widgets (generated from widgets/manifest.json by npm run build:examples) -->';
export const EXAMPLES_LIST_END = '<!-- /widgets -->';

/** The examples index's list of widgets: element, npm entry, mount function and attributes. */
export function examplesWidgetList(manifest) {
  const shared = manifest.shared.attributes.map((a) => `<code>${a.name}</code>`).join(', ');
  const items = manifest.widgets.map((widget) => {
    const own = widget.attributes.map((a) => `<code>${a.name}</code> (${a.kind})`).join(', ');
    return (
      `          <li>${escapeHtml(widget.title)}: <code>${escapeHtml(`<${widget.tag}>`)}</code>, ` +
      `<code>${widget.entry}</code> (<code>${widget.component}</code>, <code>${widget.mount}()</code>)` +
      `${own ? `; attributes ${own}` : ''}</li>`
    );
  });
  return [
    `        ${EXAMPLES_LIST_START}`,
    `        <p>Every element also takes ${shared} and the theme attributes (docs/theming.md).</p>`,
    '        <ul>',
    ...items,
    '        </ul>',
    `        ${EXAMPLES_LIST_END}`,
  ].join('\n');
}

/** `html` with its widget list replaced by the manifest's. */
export function withExamplesWidgetList(html, manifest) {
  const start = html.indexOf(EXAMPLES_LIST_START);
  const end = html.indexOf(EXAMPLES_LIST_END);
  if (start < 0 || end < start) throw new Error('examples/index.html has no widget list markers');
  const lineStart = html.lastIndexOf('\n', start) + 1;
  return html.slice(0, lineStart) + examplesWidgetList(manifest) + html.slice(end + EXAMPLES_LIST_END.length);
}

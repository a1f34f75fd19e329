import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rollup } from 'rollup';
import { afterAll, describe, expect, it } from 'vitest';
import { embedConfig } from '../../../scripts/embed-config.mjs';
import { buildWithoutReact, sizeReport } from '../../../scripts/size-budgets.mjs';
import {
  defaultWidgetDir,
  elementDefinitions,
  examplesWidgetList,
  loaderEntrySource,
  packageExports,
  readWidgetManifest,
  repoRoot,
  sizeBudgets,
  sourceAliases,
  tsconfigPaths,
  tsupEntries,
  withExamplesWidgetList,
} from '../../../scripts/widget-manifest.mjs';
import {
  ATTRIBUTE_KINDS,
  type WidgetManifest,
  type WidgetManifestEntry,
  widgetManifest,
} from '../../../widgets/manifest';

// The widget manifest (widgets/manifest.json) is the one list of widgets: the builds derive from it,
// and what cannot be derived (package.json, tsconfig.json, docs, the examples index) is compared here.
const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');
const json = (path: string) => JSON.parse(read(path));

/** A widget nobody wrote yet: what adding one to the manifest changes. */
const fake: WidgetManifestEntry = {
  name: 'fake-board',
  title: 'Fake board',
  tag: 'proofdesk-fake-board',
  entry: 'proofdesk/fake-board',
  component: 'FakeBoard',
  mount: 'mountFakeBoard',
  attributes: [
    { name: 'order-id', prop: 'orderId', kind: 'id', description: 'the order shown' },
    { name: 'page-size', prop: 'pageSize', kind: 'number', description: 'cards per page' },
  ],
  gzipBudgetKb: 12,
};
const withFake: WidgetManifest = { ...widgetManifest, widgets: [...widgetManifest.widgets, fake] };

describe('the widget manifest', () => {
  it('is what the build scripts read', () => {
    expect(readWidgetManifest()).toEqual(widgetManifest);
  });

  it.each(widgetManifest.widgets)('$name: names, tag, entry and attributes are well formed', (widget) => {
    expect(widget.name).toMatch(/^[a-z][a-z0-9-]*$/);
    expect(widget.tag).toMatch(/^proofdesk-[a-z][a-z0-9-]*$/);
    expect(widget.entry).toBe(`proofdesk/${widget.name}`);
    expect(widget.mount).toBe(`mount${widget.component}`);
    expect(widget.gzipBudgetKb).toBeGreaterThan(0);
    const attributes = [...widgetManifest.shared.attributes, ...widget.attributes];
    for (const attribute of attributes) {
      expect(ATTRIBUTE_KINDS).toContain(attribute.kind);
      expect(attribute.name).toMatch(/^[a-z][a-z0-9-]*$/);
      // The property of an attribute is its camelCase name, as in the DOM (`aria-label` → ariaLabel).
      expect(attribute.prop).toBe(attribute.name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()));
    }
    const props = [...attributes.map((a) => a.prop), ...widgetManifest.shared.properties];
    expect(new Set(props).size).toBe(props.length);
  });

  it('names every widget, tag and entry once', () => {
    for (const key of ['name', 'tag', 'entry', 'component'] as const) {
      const values = widgetManifest.widgets.map((widget) => widget[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  it.each(widgetManifest.widgets)(
    '$name: its folder exports the component, the mount function and a chunk',
    async (widget) => {
      expect(existsSync(join(repoRoot, 'widgets', widget.name, 'element.ts'))).toBe(true);
      const entry: Record<string, unknown> = await import(`../../../widgets/${widget.name}/index.ts`);
      expect(typeof entry[widget.component]).toBe('function');
      expect(typeof entry[widget.mount]).toBe('function');
      const element: Record<string, unknown> = await import(`../../../widgets/${widget.name}/element.ts`);
      expect(typeof element.attach).toBe('function');
    },
  );
});

describe('what cannot be derived agrees with the manifest', () => {
  it('package.json exports', () => {
    expect(json('package.json').exports).toEqual(packageExports(widgetManifest));
  });

  it('tsconfig.json paths (the sources behind `proofdesk/*` for tsc and the bundle test)', () => {
    const paths: Record<string, string[]> = json('tsconfig.json').compilerOptions.paths;
    expect(paths).toEqual(tsconfigPaths());
    // Each widget's entry resolves to its folder through the `proofdesk/*` pattern.
    for (const widget of widgetManifest.widgets) {
      expect(paths[widget.entry] ?? paths['proofdesk/*']?.map((p) => p.replace('*', widget.name))).toEqual([
        `./widgets/${widget.name}/index.ts`,
      ]);
    }
  });

  it('the examples index lists every widget', () => {
    const html = read('examples/index.html');
    expect(withExamplesWidgetList(html, widgetManifest)).toBe(html);
  });

  it.each(widgetManifest.widgets)('docs/widgets/$name.md has a row per attribute', (widget) => {
    const doc = read(`docs/widgets/${widget.name}.md`);
    expect(doc).toContain(`<${widget.tag}`);
    for (const attribute of [...widgetManifest.shared.attributes, ...widget.attributes]) {
      expect(doc).toMatch(
        new RegExp(`^\\| \`${attribute.name}\` \\| \`${attribute.prop}\` \\| ${attribute.kind} \\|`, 'm'),
      );
    }
  });
});

describe('a widget added to the manifest', () => {
  it('gets a package export, a tsup entry, source aliases and tsconfig paths', () => {
    expect(packageExports(withFake)['./fake-board']).toEqual({
      types: './dist/fake-board.d.ts',
      import: './dist/fake-board.js',
      require: './dist/fake-board.cjs',
    });
    // So the package.json check above fails until the export is added there.
    expect(json('package.json').exports).not.toEqual(packageExports(withFake));
    expect(tsupEntries(withFake)['fake-board']).toBe('widgets/fake-board/index.ts');
    expect(sourceAliases(withFake)['proofdesk/fake-board']).toBe(
      join(repoRoot, 'widgets/fake-board/index.ts'),
    );
    // tsconfig's `proofdesk/*` already maps it to its folder.
    expect(tsconfigPaths()['proofdesk/*']).toEqual(['./widgets/*/index.ts']);
  });

  it("gets an element definition in the loader, with its attributes' kinds", () => {
    expect(elementDefinitions(withFake).find((d) => d.tag === 'proofdesk-fake-board')).toEqual({
      name: 'fake-board',
      tag: 'proofdesk-fake-board',
      attributes: [
        ['messages', 'messages', 'json'],
        ['placement', 'placement', 'string'],
        ['order-id', 'orderId', 'id'],
        ['page-size', 'pageSize', 'number'],
      ],
      properties: ['onIntent', 'theme'],
    });
    expect(loaderEntrySource(withFake)).toContain(
      JSON.stringify(join(repoRoot, 'widgets/fake-board/element.ts')),
    );
  });

  it('gets a size budget and a place in the examples index', () => {
    expect(sizeBudgets(withFake).find((row) => row.widget === 'fake-board')).toMatchObject({
      label: 'Fake board (<proofdesk-fake-board>) chunk + positioning',
      budget: 12 * 1024,
    });
    expect(examplesWidgetList(withFake)).toContain('<code>&lt;proofdesk-fake-board&gt;</code>');
  });

  describe('built for real', () => {
    // Its folder lives in a temporary directory; the rest of the build is the repository's.
    const temp = mkdtempSync(join(tmpdir(), 'proofdesk-manifest-'));
    afterAll(() => rmSync(temp, { recursive: true, force: true }));
    const fakeDir = join(temp, 'fake-board');
    mkdirSync(fakeDir);
    const kit = JSON.stringify(join(repoRoot, 'sdk/embed/react/index.ts'));
    writeFileSync(
      join(fakeDir, 'element.ts'),
      `import { elementChunk } from ${kit};
export const { attach } = elementChunk((element: HTMLElement, props: { orderId?: string }) => {
  element.textContent = props.orderId ?? 'no order';
  return { update: (next: { orderId?: string }) => { element.textContent = next.orderId ?? 'no order'; }, unmount() {} };
});
`,
    );
    const manifest: WidgetManifest = { ...widgetManifest, widgets: [fake] };
    const widgetDir = (name: string) => (name === fake.name ? fakeDir : defaultWidgetDir()(name));

    it('is defined by the script-tag loader, gets its own chunk and shows in the size report', async () => {
      const config = embedConfig({ manifest, widgetDir, outDir: join(temp, 'embed') });
      const bundle = await rollup(config as never);
      await bundle.write({ ...(config.output as object), sourcemap: false });
      await bundle.close();

      const loader = readFileSync(join(temp, 'embed/proofdesk.js'), 'utf8');
      expect(loader).toContain('"proofdesk-fake-board"');
      expect(loader).toContain('["order-id","orderId","id"]');
      const chunks = readdirSync(join(temp, 'embed/chunks'));
      const chunk = chunks.find((file) => /^fake-board-.*\.js$/.test(file));
      expect(chunk).toBeDefined();
      expect(loader).toContain(`import("./chunks/${chunk}")`);

      const withoutReactDir = await buildWithoutReact(config);
      try {
        const rows = sizeReport(manifest, { embedDir: join(temp, 'embed'), withoutReactDir });
        const row = rows.find((r) => r.widget === 'fake-board');
        expect(row?.size).toBeGreaterThan(0);
        expect(row?.over).toBe(false);
      } finally {
        rmSync(withoutReactDir, { recursive: true, force: true });
      }
    }, 120_000);
  });
});

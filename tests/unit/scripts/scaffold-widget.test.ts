// Adding a widget is one folder plus one manifest entry (issue 23): in a copy of the repository,
// the test writes a throw-away widget (tests/unit/scripts/scaffold/probe-widget.ts) and its manifest
// entry, runs `npm run manifest` (the files that cannot read the manifest), the script-tag build and
// the size budgets with the repository's own unmodified scripts, the npm build of its entry, and
// mounts it three ways in Chromium: the React component and `mount<Widget>` from the npm build, and
// `<proofdesk-…>` through the script-tag loader. The copy goes afterwards, on failure too.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { dirname, join } from 'node:path';
import { build as esbuild } from 'esbuild';
import { type Browser, chromium } from 'playwright';
import { build as tsup } from 'tsup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORE_ENTRIES, repoRoot } from '../../../scripts/widget-manifest.mjs';
import type { WidgetManifest } from '../../../widgets/manifest';
import { chromiumLaunchOptions } from '../../chromium';
import {
  expectedText,
  npmHostPage,
  npmHostSource,
  PROBE,
  probeEntry,
  probeFiles,
  scriptTagPage,
} from './scaffold/probe-widget';
import { copyRepository, serveFolder } from './scaffold/repo-copy';

// The widgets load their chunks after the page: generous under a loaded machine, never a sleep.
const POLL = { timeout: 20_000 };

const node = (copy: string, args: string[]) =>
  execFileSync(process.execPath, args, { cwd: copy, encoding: 'utf8', stdio: 'pipe' });

describe('a widget scaffolded as one folder and one manifest entry', () => {
  let copy = '';
  let server: Server | undefined;
  let origin = '';
  let browser: Browser | undefined;
  let synced: string[] = [];

  beforeAll(() => {
    copy = copyRepository(repoRoot);
    for (const [path, source] of Object.entries(probeFiles)) {
      const file = join(copy, 'widgets', PROBE, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, source);
    }
    const manifestFile = join(copy, 'widgets/manifest.json');
    const manifest: WidgetManifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    writeFileSync(
      manifestFile,
      `${JSON.stringify({ ...manifest, widgets: [...manifest.widgets, probeEntry] }, null, 2)}\n`,
    );
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    server?.close();
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('npm run manifest writes only the generated files: exports, its docs page, README, examples', () => {
    const output = node(copy, ['scripts/sync-manifest.mjs']);
    synced = output
      .replace(/^updated /, '')
      .trim()
      .split(', ');
    expect(synced.sort()).toEqual(
      ['README.md', `docs/widgets/${PROBE}.md`, 'examples/index.html', 'package.json'].sort(),
    );
    const pkg = JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8'));
    expect(pkg.exports[`./${PROBE}`]).toEqual({
      import: { types: `./dist/${PROBE}.d.ts`, default: `./dist/${PROBE}.js` },
      require: { types: `./dist/${PROBE}.d.cts`, default: `./dist/${PROBE}.cjs` },
    });
    expect(readFileSync(join(copy, `docs/widgets/${PROBE}.md`), 'utf8')).toContain(
      '| `count` | `count` | number |',
    );
    expect(readFileSync(join(copy, 'README.md'), 'utf8')).toContain(`\`<proofdesk-${PROBE}>\``);
  });

  // Two builds of every widget (the script tag's and the size script's React-less one): about 45 s
  // on a machine with a load of 13, 90 s at 20.
  it('builds: the script-tag build with its chunk and its declared lazy chunk, within the size budgets', () => {
    node(copy, ['node_modules/rollup/dist/bin/rollup', '-c', 'rollup.config.mjs', '--silent']);
    const chunks = readdirSync(join(copy, 'dist/embed/chunks'));
    expect(chunks.some((file) => file.startsWith(`${PROBE}-`) && !file.startsWith(`${PROBE}-extra-`))).toBe(
      true,
    );
    expect(chunks.some((file) => file.startsWith(`${PROBE}-extra-`) && file.endsWith('.js'))).toBe(true);
    // The repository's budgets, the probe's rows among them: fails (throws) if any budget is over.
    const report = node(copy, ['scripts/size-budgets.mjs']);
    expect(report).toMatch(
      new RegExp(`✔ Scaffold probe \\(<proofdesk-${PROBE}>\\) chunk: [\\d.]+ kB gzip / 2 kB`),
    );
    expect(report).toMatch(new RegExp(`✔ on demand: ${PROBE}-extra \\(${PROBE}\\): [\\d.]+ kB gzip / 1 kB`));
  }, 300_000);

  it('builds: its npm entry (the one tsup derives from the manifest) and a React host bundled from it', async () => {
    const { tsupEntries: entriesOfCopy, readWidgetManifest } = await import(
      join(copy, 'scripts/widget-manifest.mjs')
    );
    const entries: Record<string, string> = entriesOfCopy(readWidgetManifest(copy));
    expect(entries[PROBE]).toBe(`widgets/${PROBE}/index.ts`);
    const wanted = [...CORE_ENTRIES.slice(0, 2).map((entry) => entry.file), PROBE];
    await tsup({
      config: false,
      silent: true,
      entry: Object.fromEntries(wanted.map((name) => [name, join(copy, entries[name] as string)])),
      format: ['esm'],
      splitting: true,
      treeshake: true,
      dts: false,
      outDir: join(copy, 'dist'),
      external: ['react', 'react-dom', 'react/jsx-runtime'],
      tsconfig: join(copy, 'tsconfig.json'),
    });
    // The host resolves `proofdesk/*` through the package.json exports `npm run manifest` wrote.
    const { exports } = JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8'));
    const alias = Object.fromEntries(
      ['.', './react', `./${PROBE}`].map((subpath) => [
        `proofdesk${subpath.slice(1)}`,
        join(copy, exports[subpath].import.default),
      ]),
    );
    mkdirSync(join(copy, 'host'));
    writeFileSync(join(copy, 'host/main.tsx'), npmHostSource);
    writeFileSync(join(copy, 'host/index.html'), npmHostPage);
    writeFileSync(join(copy, 'host/tag.html'), scriptTagPage);
    await esbuild({
      entryPoints: [join(copy, 'host/main.tsx')],
      outdir: join(copy, 'host'),
      bundle: true,
      splitting: true,
      format: 'esm',
      jsx: 'automatic',
      alias,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
    });
  }, 120_000);

  it('mounts three ways in Chromium, each showing its props and its on-demand part', async () => {
    ({ origin, server } = await serveFolder(copy));
    browser = await chromium.launch(chromiumLaunchOptions());
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${origin}/host/index.html`);
    // Locators pierce the widgets' open shadow roots.
    await expect
      .poll(() => page.locator('#react [data-probe]').textContent(), POLL)
      .toBe(expectedText('react', 1));
    await expect
      .poll(() => page.locator('#mount [data-probe]').textContent(), POLL)
      .toBe(expectedText('mount', 2));

    await page.goto(`${origin}/host/tag.html`);
    const element = page.locator(`proofdesk-${PROBE} [data-probe]`);
    await expect.poll(() => element.textContent(), POLL).toBe(expectedText('tag', 3));
    // An attribute change re-renders through the same element, parsed by its manifest kind.
    await page.locator(`proofdesk-${PROBE}`).evaluate((el) => el.setAttribute('count', '4'));
    await expect.poll(() => element.textContent(), POLL).toBe(expectedText('tag', 4));
    expect(errors).toEqual([]);
  }, 60_000);
});

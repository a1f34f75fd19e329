import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { packageExports, repoRoot } from '../../../scripts/widget-manifest.mjs';
import { widgetManifest } from '../../../widgets/manifest';

// The dependency arrows of docs/architecture.md, enforced: every import of every source file
// (static, `export … from`, `import type`, dynamic `import()`), read with TypeScript's own scanner.
// A rule lists what may NOT be imported, so a new folder is free until someone draws a line.

interface Import {
  /** The importing file, relative to the repository: `sdk/core/http/client.ts`. */
  from: string;
  /** As written: `../core/types`, `proofdesk/cart`, `react`. */
  specifier: string;
  /** Resolved against `from` when relative: `sdk/core/types`; undefined for packages. */
  target: string | undefined;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|mjs)$/.test(name) && !/\.d\.m?ts$/.test(name) ? [path] : [];
  });
}

const importsOf = (top: string): Import[] =>
  sourceFiles(join(repoRoot, top)).flatMap((file) => {
    const from = relative(repoRoot, file).split(sep).join('/');
    return ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map(({ fileName }) => ({
      from,
      specifier: fileName,
      target: fileName.startsWith('.')
        ? relative(repoRoot, resolve(dirname(file), fileName))
            .split(sep)
            .join('/')
        : undefined,
    }));
  });

const sdk = importsOf('sdk');
const widgets = importsOf('widgets');
const describeImport = ({ from, specifier }: Import) => `${from} imports '${specifier}'`;

/** The module a path is in (`http` for `sdk/core/http/client`, `core` for `sdk/core/instance`), if any. */
const sdkFolder = (path: string | undefined) => {
  const m = /^sdk\/(?:core\/([^/.]+)|react\/(prompts|signals)\/|embed\/(react)\/|([^/.]+))\//.exec(
    `${path}/`,
  );
  if (!m) return undefined;
  if (m[1]) return m[1] === 'instance' ? 'core' : m[1];
  return m[2] ?? (m[3] ? 'embed' : m[4]);
};

/** Imports from files in `sdk/<from>` into `sdk/<to>`. */
const crossing = (from: string, to: readonly string[]) =>
  sdk.filter((i) => sdkFolder(i.from) === from && to.includes(sdkFolder(i.target) ?? '')).map(describeImport);

describe('boundaries', () => {
  it('sees the imports it checks', () => {
    // A scanner that found nothing would pass every rule below.
    expect(sdk.length).toBeGreaterThan(200);
    expect(sdk.map(describeImport)).toContain("sdk/react/index.ts imports './widget'");
    expect(widgets.map(describeImport)).toContain("widgets/cart/element.ts imports '../../sdk/embed/react'");
  });

  it('sdk/ never imports widgets/ or themes/', () => {
    expect(sdk.filter((i) => /^(widgets|themes)(\/|$)/.test(i.target ?? '')).map(describeImport)).toEqual([]);
  });

  it('a widget never imports another widget', () => {
    const widgetOf = (path: string | undefined) => /^widgets\/([^/]+)\//.exec(path ?? '')?.[1];
    const crossings = widgets.filter((i) => {
      const target = widgetOf(i.target);
      return target !== undefined && target !== widgetOf(i.from);
    });
    expect(crossings.map(describeImport)).toEqual([]);
  });

  it("a folder is reached through its index.ts, never through another folder's internals", () => {
    // The recorded exceptions: runtime values of the contract come from `sdk/contract/constants`, so
    // no bundler has to prove TypeBox's schema builders unused (architecture decision 14); the
    // session reads the role list from `sdk/core/access/roles`, so the npm build's chunks of everything
    // that holds a session (every widget) do not carry the access tables (issue 22).
    const exceptions = ['sdk/contract/constants', 'sdk/core/access/roles'];
    const allowed = (target: string) =>
      /^sdk\/(core\/[^/]+|react\/(prompts|signals)|embed\/react|[^/]+)$/.test(target) ||
      exceptions.includes(target);
    const internals = [...sdk, ...widgets].filter((i) => {
      if (!i.target?.startsWith('sdk/')) return false;
      const own = i.from.startsWith('sdk/') ? sdkFolder(i.from) : undefined;
      return sdkFolder(i.target) !== own && !allowed(i.target.replace(/\/index$/, ''));
    });
    expect(internals.map(describeImport)).toEqual([]);
  });

  // Arrows that once pointed the wrong way, or would close a cycle: the lower layers know nothing
  // of the instance (core), the React layer or the script-tag build.
  it.each([
    ['http', ['core', 'session', 'realtime', 'react', 'embed']],
    ['session', ['core', 'realtime', 'react', 'embed']],
    ['realtime', ['core', 'session', 'react', 'embed']],
    ['events', ['core', 'session', 'realtime', 'http', 'react', 'embed']],
    [
      'domain',
      // The contract now holds the constants the rules share with the wire (issue 23): the arrow
      // points from the rules to the contract, never back.
      ['core', 'http', 'session', 'realtime', 'events', 'access', 'react', 'dom', 'embed'],
    ],
    ['access', ['core', 'http', 'session', 'realtime', 'events', 'react', 'dom', 'embed']],
    [
      'contract',
      ['core', 'http', 'session', 'realtime', 'events', 'access', 'domain', 'react', 'dom', 'embed'],
    ],
    ['theme', ['core', 'http', 'session', 'realtime', 'events', 'react', 'dom', 'embed']],
    ['dom', ['core', 'react', 'embed']],
    ['core', ['react', 'dom', 'embed']],
    ['orders', ['session', 'realtime', 'http', 'react', 'dom', 'embed']],
    ['react', ['embed']],
  ] as const)('sdk/%s never imports %j', (from, to) => {
    expect(crossing(from, to)).toEqual([]);
  });

  it('only the loader entry the build generates imports the loader: nothing in sdk/ or widgets/ does', () => {
    const loader = /^sdk\/embed\/(loader|lazy-element|attributes|config|define-element)$/;
    const outside = [...sdk, ...widgets].filter(
      (i) => loader.test(i.target ?? '') && !i.from.startsWith('sdk/embed/'),
    );
    expect(outside.map(describeImport)).toEqual([]);
  });

  // The portal's code (its vite.config.ts is build tooling and reads the manifest) and the examples.
  it.each(['host-demo/app/src', 'examples'])('%s uses the public exports only', (top) => {
    const subpaths = Object.keys(packageExports(widgetManifest)).filter((s) => s !== './package.json');
    const isPublic = (specifier: string) =>
      subpaths.some((subpath) =>
        subpath.endsWith('/*')
          ? specifier.startsWith(`proofdesk${subpath.slice(1, -1)}`)
          : specifier === `proofdesk${subpath.slice(1)}`,
      );
    const imports = importsOf(top);
    expect(imports.some((i) => i.specifier.startsWith('proofdesk'))).toBe(true);
    const offending = imports.filter((i) =>
      i.target === undefined
        ? /^proofdesk(\/|$)/.test(i.specifier) && !isPublic(i.specifier)
        : // Relative imports stay inside the app or the example they belong to.
          !i.target.startsWith(`${top}/`),
    );
    expect(offending.map(describeImport)).toEqual([]);
  });

  it('the server never imports the portal app', () => {
    const server = importsOf('host-demo/server');
    expect(server.length).toBeGreaterThan(50);
    expect(server.filter((i) => i.target?.startsWith('host-demo/app')).map(describeImport)).toEqual([]);
  });
});

import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageExports, repoRoot } from '../../../scripts/widget-manifest.mjs';
import { widgetManifest } from '../../../widgets/manifest';

// The layers' allow-list is `.dependency-cruiser.cjs`, run by `npm run lint:deps` (in `npm run lint`
// and `npm test`). This test shows it holds on the tree and that it fails a tree with a forbidden
// import; the checks dependency-cruiser cannot express (specifiers as written, file kinds) follow.

const DEPCRUISE = join(repoRoot, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
/** The folders `npm run lint:deps` cruises, read from package.json so the two cannot drift apart. */
const CRUISED: string[] = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'))
  .scripts['lint:deps'].split(' ')
  .filter((word: string) => /^[a-z-]+$/.test(word) && word !== 'depcruise');

function depcruise(cwd: string, paths: readonly string[]) {
  const result = spawnSync(
    process.execPath,
    [DEPCRUISE, ...paths, '--config', '.dependency-cruiser.cjs', '--output-type', 'err-long'],
    { cwd, encoding: 'utf8' },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the allow-list (dependency-cruiser)', () => {
  it('holds on the tree, and sees its imports', () => {
    const { status, output } = depcruise(repoRoot, CRUISED);
    expect(CRUISED).toEqual(expect.arrayContaining(['sdk', 'widgets', 'host-demo']));
    expect(output).toMatch(/no dependency violations found/);
    expect(status).toBe(0);
    // A cruise that found nothing would pass every rule.
    const [, modules, dependencies] = /\((\d+) modules, (\d+) dependencies cruised\)/.exec(output) ?? [];
    expect(Number(modules)).toBeGreaterThan(600);
    expect(Number(dependencies)).toBeGreaterThan(2000);
  }, 120_000); // a cruise of the whole tree: ~12 s on an idle machine

  // Each probe adds one forbidden import to a copy of the tree (so a crashed run leaves nothing in
  // the repository) and cruises that file alone.
  describe('fails a tree with a forbidden import', () => {
    let copy: string;
    beforeAll(() => {
      copy = mkdtempSync(join(tmpdir(), 'proofdesk-layers-'));
      for (const name of ['sdk', 'widgets', 'themes', 'tsconfig.json', '.dependency-cruiser.cjs']) {
        cpSync(join(repoRoot, name), join(copy, name), { recursive: true });
      }
      symlinkSync(join(repoRoot, 'node_modules'), join(copy, 'node_modules'));
    });
    afterAll(() => rmSync(copy, { recursive: true, force: true }));

    it.each([
      ['sdk/core/http/__probe.ts', "import 'react';", 'no-react-outside-react-folders'],
      ['sdk/core/http/__probe.ts', "import '../../react';", 'core-on-contract-only'],
      ['sdk/contract/__probe.ts', "import '../core/instance';", 'contract-depends-on-nothing'],
      ['sdk/contract/__probe.ts', "import 'nanostores';", 'contract-depends-on-nothing'],
      ['widgets/cart/__probe.ts', "import '../board';", 'widget-on-sdk-only'],
      ['sdk/core/session/__probe.ts', "import '../http/client';", 'core-module-through-its-index'],
      ['sdk/core/session/__probe.ts', "import '../realtime';", 'core-session-imports'],
      ['sdk/core/domain/__probe.ts', "import '../instance';", 'core-domain-imports'],
      ['sdk/core/fresh/__probe.ts', "import '../http';", 'core-module-listed'],
      [
        'sdk/embed/__probe.ts',
        "import type { MountedWidget } from '../react';",
        'embed-loader-on-core-and-contract',
      ],
      ['sdk/react/__probe.ts', "import '../../widgets/cart';", 'react-layer-on-core-and-contract'],
      ['widgets/cart/__probe.ts', "import '../../sdk/embed/loader';", 'embed-through-its-kit'],
    ])(
      '%s with %s: %s',
      (file, source, rule) => {
        mkdirSync(dirname(join(copy, file)), { recursive: true });
        writeFileSync(join(copy, file), `${source}\n`);
        try {
          const { status, output } = depcruise(copy, [file]);
          expect(output).toContain(`error ${rule}:`);
          expect(status).not.toBe(0);
        } finally {
          rmSync(join(copy, file), { force: true });
        }
      },
      60_000,
    );
  });
});

interface Import {
  /** The importing file, relative to the repository: `sdk/core/http/client.ts`. */
  from: string;
  /** As written: `../instance`, `proofdesk/cart`, `react`. */
  specifier: string;
  /** Resolved against `from` when relative: `sdk/core/instance`; undefined for packages. */
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

const repoPath = (path: string) => relative(repoRoot, path).split(sep).join('/');

const importsOf = (top: string): Import[] =>
  sourceFiles(join(repoRoot, top)).flatMap((file) =>
    ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map(({ fileName }) => ({
      from: repoPath(file),
      specifier: fileName,
      target: fileName.startsWith('.') ? repoPath(resolve(dirname(file), fileName)) : undefined,
    })),
  );

const describeImport = ({ from, specifier }: Import) => `${from} imports '${specifier}'`;

describe('what the allow-list cannot see', () => {
  it('every SDK file with JSX lives under a folder named react', () => {
    // A .tsx file imports React's JSX runtime without naming it.
    const jsx = sourceFiles(join(repoRoot, 'sdk'))
      .map(repoPath)
      .filter((path) => path.endsWith('.tsx') && !path.includes('/react/'));
    expect(jsx).toEqual([]);
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
});

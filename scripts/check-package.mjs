// `npm test`'s package step, after the build: packs the package as `npm publish` would and checks
// what a customer installs (issue 28, "Releases"):
// - the tarball holds only dist/ (and the package.json and README npm always adds);
// - every entry imports in Node as ESM and as CommonJS: also what server rendering does (Next.js
//   imports client components on the server), so no entry may touch window or document on import;
// - every entry's types resolve and check for TypeScript under moduleResolution `bundler` and
//   `node16`, from an ES module and from a CommonJS one (what @arethetypeswrong/cli checks).
// The unpacked copy sits in a folder of the repository, so its dependencies and React resolve from
// the repository's node_modules as they would from the customer's.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { repoRoot } from './run.mjs';
import { THEME_FILES } from './widget-manifest.mjs';

const ALWAYS_PACKED = new Set(['package.json', 'README.md']);

/** The import specifiers of every entry the package exports. */
export function entrySpecifiers(exportsMap) {
  const specifiers = [];
  for (const subpath of Object.keys(exportsMap)) {
    if (subpath === './package.json') continue;
    if (subpath === './themes/*') specifiers.push(...THEME_FILES.map((theme) => `proofdesk/themes/${theme}`));
    else specifiers.push(`proofdesk${subpath.slice(1)}`);
  }
  return specifiers;
}

/** Paths of the tarball that are neither in dist/ nor always packed by npm. */
export function strayFiles(paths) {
  return paths.filter((path) => !path.startsWith('dist/') && !ALWAYS_PACKED.has(path));
}

/** TypeScript's errors for `source` importing every entry, under `options`, as `fileName`. */
function typeErrors(folder, fileName, source, options) {
  const file = join(folder, fileName);
  writeFileSync(file, source);
  const program = ts.createProgram([file], {
    // A customer's usual settings: modern targets, the DOM, and no checking inside .d.ts files
    // (resolution of every import is still checked).
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
    types: [],
    ...options,
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => `${fileName}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
}

async function main() {
  const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
  const folder = mkdtempSync(join(repoRoot, '.pack-check-'));
  const problems = [];
  try {
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', folder], {
        cwd: repoRoot,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    );
    const paths = packed.files.map((file) => file.path);
    for (const path of strayFiles(paths)) problems.push(`packed outside dist/: ${path}`);
    console.info(`packed ${packed.filename}: ${paths.length} files, ${(packed.size / 1024).toFixed(0)} kB`);

    mkdirSync(join(folder, 'node_modules'));
    execFileSync('tar', ['-xzf', join(folder, packed.filename), '-C', join(folder, 'node_modules')]);
    renameSync(join(folder, 'node_modules/package'), join(folder, 'node_modules/proofdesk'));

    const specifiers = entrySpecifiers(pkg.exports);
    const quoted = JSON.stringify(specifiers);
    writeFileSync(
      join(folder, 'import.mjs'),
      `for (const s of ${quoted}) { try { await import(s); } catch (e) { console.error(s + ': ' + e.message); process.exitCode = 1; } }\n`,
    );
    writeFileSync(
      join(folder, 'require.cjs'),
      `for (const s of ${quoted}) { try { require(s); } catch (e) { console.error(s + ': ' + e.message); process.exitCode = 1; } }\n`,
    );
    for (const script of ['import.mjs', 'require.cjs']) {
      try {
        execFileSync(process.execPath, [script], { cwd: folder, stdio: ['ignore', 'inherit', 'pipe'] });
      } catch (error) {
        problems.push(`${script} (Node, no DOM): ${String(error.stderr ?? error.message).trim()}`);
      }
    }

    const imports = specifiers.map((s, index) => `import * as entry${index} from '${s}';`).join('\n');
    const uses = `\nexport const entries = [${specifiers.map((_, index) => `entry${index}`).join(', ')}];\n`;
    problems.push(
      ...typeErrors(folder, 'bundler.ts', imports + uses, {
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
      }),
      ...typeErrors(folder, 'node16.mts', imports + uses, {
        module: ts.ModuleKind.Node16,
        moduleResolution: ts.ModuleResolutionKind.Node16,
      }),
      ...typeErrors(folder, 'node16.cts', imports + uses, {
        module: ts.ModuleKind.Node16,
        moduleResolution: ts.ModuleResolutionKind.Node16,
      }),
    );
    console.info(
      `checked ${specifiers.length} entries: ESM and CommonJS in Node; types under bundler and node16`,
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  if (problems.length > 0) {
    console.error(`\nThe packed package has ${problems.length} problem(s):\n${problems.join('\n')}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) await main();

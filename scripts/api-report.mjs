// The API report: every package entry's exported names, each with its kind and its signature as the
// TypeScript checker prints it, one committed file per entry under `api/`. A change to the public
// surface is then a visible diff: `npm run api:report` rewrites the files, and
// tests/unit/build/api-report.test.ts fails while they differ from what the sources export.
// One ts Program over all entries (the sources, not a build), so the check takes seconds.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import {
  CORE_ENTRIES,
  readWidgetManifest,
  repoRoot,
  THEME_FILES,
  widgetSubEntries,
} from './widget-manifest.mjs';

export const API_DIR = 'api';
export const ACCEPT_COMMAND = 'npm run api:report';

/** Every package entry: its import name (`proofdesk/cart`) and its source file. */
export function apiEntries(manifest = readWidgetManifest()) {
  const core = CORE_ENTRIES.map((entry) => ({
    name: entry.subpath === '.' ? 'proofdesk' : `proofdesk/${entry.file}`,
    source: entry.source,
  }));
  const widgets = manifest.widgets.map((widget) => ({
    name: widget.entry,
    source: `widgets/${widget.name}/index.ts`,
  }));
  const more = widgetSubEntries(manifest).map((entry) => ({ name: entry.name, source: entry.source }));
  const themes = THEME_FILES.map((theme) => ({
    name: `proofdesk/themes/${theme}`,
    source: `themes/${theme}.ts`,
  }));
  return [...core, ...widgets, ...more, ...themes];
}

/** `proofdesk/themes/default` → `api/proofdesk-themes-default.api.md`. */
export const reportFileOf = (entryName) => `${entryName.replaceAll('/', '-')}.api.md`;

const FLAGS =
  ts.NodeBuilderFlags.NoTruncation |
  ts.NodeBuilderFlags.WriteArrayAsGenericType |
  ts.NodeBuilderFlags.IgnoreErrors;

function compilerOptions(root) {
  const configPath = join(root, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root, undefined, configPath);
  return { ...parsed.options, noEmit: true };
}

/**
 * A type the entry does not name prints as `import("/abs/path/module").Name`: the report keeps
 * `Name`, so it reads the same on every machine and after a file moves.
 */
const withoutImportPaths = (text) =>
  text
    .replace(/import\("[^"]*"\)\./g, '')
    .replace(/import\("[^"]*\/node_modules\/([^"]*)"\)/g, 'import("$1")');

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });
const blank = ts.createSourceFile('report.ts', '', ts.ScriptTarget.Latest);
const printNode = (node) => withoutImportPaths(printer.printNode(ts.EmitHint.Unspecified, node, blank));

/**
 * The checker lists a union's members and an object type's properties in the order it happened to
 * create them, which moves when unrelated code changes: the report sorts both, so its diff shows
 * only real changes.
 */
function sortedNode(node) {
  const sort = (context) => {
    const visit = (child) => {
      const next = ts.visitEachChild(child, visit, context);
      if (ts.isUnionTypeNode(next)) {
        const types = [...next.types].sort((a, b) => compare(printNode(a), printNode(b)));
        return ts.factory.updateUnionTypeNode(next, ts.factory.createNodeArray(types));
      }
      if (ts.isTypeLiteralNode(next)) {
        const members = [...next.members].sort((a, b) => compare(printNode(a), printNode(b)));
        return ts.setEmitFlags(
          ts.factory.updateTypeLiteralNode(next, ts.factory.createNodeArray(members)),
          ts.EmitFlags.SingleLine,
        );
      }
      return next;
    };
    return visit;
  };
  return ts.transform(node, [sort]).transformed[0];
}

const compare = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

const typeText = (checker, type, node, flags = 0) =>
  printNode(sortedNode(checker.typeToTypeNode(type, node, FLAGS | flags)));

/** `(a: A): R`, for functions, call signatures and constructors. */
const signatureText = (checker, signature, node) =>
  printNode(
    sortedNode(checker.signatureToSignatureDeclaration(signature, ts.SyntaxKind.CallSignature, node, FLAGS)),
  ).replace(/;$/, '');

function kindOf(symbol) {
  const flags = symbol.flags;
  if (flags & ts.SymbolFlags.Class) return 'class';
  if (flags & ts.SymbolFlags.Function) return 'function';
  if (flags & ts.SymbolFlags.Enum) return 'enum';
  if (flags & ts.SymbolFlags.Variable) return 'const';
  if (flags & ts.SymbolFlags.Interface) return 'interface';
  if (flags & ts.SymbolFlags.TypeAlias) return 'type';
  return 'other';
}

/** An interface as its members, sorted (a bare type print would give only its name). */
function interfaceText(checker, type, node) {
  const params = type.typeParameters?.length
    ? `<${type.typeParameters.map((p) => typeText(checker, p, node)).join(', ')}>`
    : '';
  const bases = checker.getBaseTypes(type).map((base) => typeText(checker, base, node));
  const members = checker
    .getPropertiesOfType(type)
    .map((property) => {
      const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
      const propertyType = checker.getTypeOfSymbolAtLocation(property, node);
      return `  ${property.name}${optional}: ${typeText(checker, propertyType, node)};`;
    })
    .sort(compare);
  for (const signature of checker.getSignaturesOfType(type, ts.SignatureKind.Call)) {
    members.push(`  ${signatureText(checker, signature, node)};`);
  }
  const extendsText = bases.length ? ` extends ${bases.join(', ')}` : '';
  return `${params}${extendsText} {\n${members.join('\n')}\n}`;
}

function signatureOf(checker, symbol, kind) {
  const node = symbol.declarations?.[0];
  if (kind === 'interface') return interfaceText(checker, checker.getDeclaredTypeOfSymbol(symbol), node);
  if (kind === 'type') {
    const declared = node && ts.isTypeAliasDeclaration(node) ? node : undefined;
    const typeParams = declared?.typeParameters?.length
      ? `<${declared.typeParameters.map((p) => p.getText()).join(', ')}>`
      : '';
    const text = typeText(
      checker,
      checker.getDeclaredTypeOfSymbol(symbol),
      node,
      ts.NodeBuilderFlags.InTypeAlias,
    );
    return `${typeParams} = ${text}`;
  }
  if (kind === 'enum') return '';
  const type = checker.getTypeOfSymbolAtLocation(symbol, node);
  if (kind === 'function') {
    return type
      .getCallSignatures()
      .map((signature) => signatureText(checker, signature, node))
      .join(';\n');
  }
  if (kind === 'class') {
    return type
      .getConstructSignatures()
      .map((signature) => `new ${signatureText(checker, signature, node)}`)
      .join('; ');
  }
  return typeText(checker, type, node);
}

function entryReport(checker, program, entry, root) {
  const file = program.getSourceFile(join(root, entry.source));
  if (!file) throw new Error(`api-report: ${entry.source} is not in the program`);
  const moduleSymbol = checker.getSymbolAtLocation(file);
  const exported = moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
  const rows = exported
    .map((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const kind = kindOf(target);
      return { name: symbol.name, kind, text: withoutImportPaths(signatureOf(checker, target, kind)) };
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const values = rows.filter((row) => ['class', 'function', 'const', 'enum'].includes(row.kind)).length;
  const lines = [
    `# API report: \`${entry.name}\``,
    '',
    `Generated from \`${entry.source}\` by \`${ACCEPT_COMMAND}\`; do not edit. ${rows.length} names (${values} values, ${rows.length - values} types).`,
    '',
  ];
  for (const row of rows) {
    lines.push(
      `## ${row.name} (${row.kind})`,
      '',
      '```ts',
      `${row.kind} ${row.name}${sep(row)}${row.text}`,
      '```',
      '',
    );
  }
  return { text: lines.join('\n'), names: rows.length, values };
}

const sep = (row) => (row.kind === 'const' ? ': ' : row.kind === 'class' ? ' ' : '');

/** The report of every entry, in memory: file name (under `api/`) → text, plus the name counts. */
export function apiReport({ root = repoRoot, manifest = readWidgetManifest(root) } = {}) {
  const entries = apiEntries(manifest);
  const program = ts.createProgram({
    rootNames: entries.map((entry) => join(root, entry.source)),
    options: compilerOptions(root),
  });
  const checker = program.getTypeChecker();
  const files = new Map();
  const counts = [];
  for (const entry of entries) {
    const { text, names, values } = entryReport(checker, program, entry, root);
    files.set(reportFileOf(entry.name), text);
    counts.push({ entry: entry.name, names, values });
  }
  return { files, counts };
}

/** The committed report: file name → text. */
export function readCommittedReport(root = repoRoot) {
  const dir = join(root, API_DIR);
  const files = new Map();
  let names = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.api.md'));
  } catch {
    return files;
  }
  for (const name of names.sort()) files.set(name, readFileSync(join(dir, name), 'utf8'));
  return files;
}

function writeReport(root = repoRoot) {
  const { files, counts } = apiReport({ root });
  const dir = join(root, API_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of files) writeFileSync(join(dir, name), text);
  for (const { entry, names, values } of counts)
    console.info(`${entry.padEnd(28)} ${names} names (${values} values)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) writeReport();

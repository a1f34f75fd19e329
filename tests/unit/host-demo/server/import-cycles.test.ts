import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SERVER = fileURLToPath(new URL('../../../../host-demo/server/', import.meta.url));

/** The area a file belongs to: its top-level folder under host-demo/server, or the file itself. */
const areaOf = (file: string) => relative(SERVER, file).split('/')[0]!.replace(/\.ts$/, '');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Runtime imports between areas (`import type` erases at build time, so it cannot form a cycle). */
function areaGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(SERVER)) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^(import|export)(?!\s+type\s)[^;]*?from\s+'(\.[^']+)'/gms)) {
      const target = resolve(dirname(file), match[2]!);
      if (!target.startsWith(SERVER)) continue;
      const [from, to] = [areaOf(file), areaOf(target)];
      if (from === to) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from)!.add(to);
    }
  }
  return graph;
}

function findCycle(graph: Map<string, Set<string>>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | undefined => {
    if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node];
    if (state.get(node) === 'done') return undefined;
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(node, 'done');
    return undefined;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return undefined;
}

describe('host-demo/server module boundaries', () => {
  it('has no import cycle between its areas (issue 8: proofing ↔ uploads)', () => {
    const graph = areaGraph();
    expect(graph.get('uploads')?.has('proofing')).toBe(true);
    expect(findCycle(graph)).toBeUndefined();
  });

  it('finds a cycle when there is one (the check itself can fail)', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(findCycle(graph)).toEqual(['a', 'b', 'c', 'a']);
  });

  it('keeps SQL out of the route files', () => {
    // The routes folder and any other file that registers a route (the socket, the static files).
    const routeFiles = sourceFiles(SERVER).filter(
      (file) =>
        file.startsWith(join(SERVER, 'routes')) ||
        /\bapp\.(?:get|post|put|patch|delete|route)\(/.test(readFileSync(file, 'utf8')),
    );
    expect(routeFiles.map((file) => relative(SERVER, file))).toContain('realtime/socket-route.ts');
    const found = routeFiles.flatMap((file) =>
      sqlIn(readFileSync(file, 'utf8')).map((what) => `${relative(SERVER, file)}: ${what}`),
    );
    expect(found).toEqual([]);
  });

  it('keeps SQL in the data layer: none outside data/, db/ (migrations) and seed/ (the demo generator)', () => {
    // Decision 28 (docs/architecture.md): every query of the running server is in a query module
    // under data/; db/ opens SQLite and holds the migrations; seed/ builds the demo in a SQLite
    // database of its own before the server serves (copied through data/ on PostgreSQL).
    const EXCEPTIONS = ['data', 'db', 'seed'];
    const checked = sourceFiles(SERVER).filter((file) => !EXCEPTIONS.includes(areaOf(file)));
    expect(checked.map((file) => relative(SERVER, file))).toContain('uploads/register.ts');
    const found = checked.flatMap((file) =>
      sqlIn(readFileSync(file, 'utf8')).map((what) => `${relative(SERVER, file)}: ${what}`),
    );
    expect(found).toEqual([]);
  });

  it('sees SQL in every form a route could hold it (the check itself can fail)', () => {
    // The first form slipped through the old check, which looked only for `.prepare(` and `db.exec(`.
    expect(sqlIn("cachedStatement(ctx.db, 'SELECT id FROM users WHERE id = ?').get(id);")).toEqual([
      'cachedStatement(…)',
      'string: SELECT id FROM users WHERE id = ?',
    ]);
    expect(sqlIn(`const q = \`\n  UPDATE orders\n  SET status = \${status}\n  WHERE id = @id\`;`)).toEqual([
      'string: UPDATE orders SET status = … WHERE id = @id',
    ]);
    expect(sqlIn('run("delete from sessions where user_id = ?");')).toEqual([
      'string: delete from sessions where user_id = ?',
    ]);
    expect(sqlIn('ctx.db.prepare(query).run(); db.transaction(work)();')).toEqual([
      '.prepare(…)',
      '.transaction(…)',
    ]);
    // Words a route does say: messages, a RegExp's .exec and its own helpers' names are no SQL.
    const notSql =
      "fail(400, 'Select a file from the list.'); /^Basic (.+)$/.exec(header); prepare(request);";
    expect(sqlIn(notSql)).toEqual([]);
  });
});

/** Calls that run SQL: the statement cache and better-sqlite3's methods (not RegExp's .exec). */
const SQL_FUNCTIONS = new Set(['cachedStatement']);
const SQL_METHODS = new Set(['prepare', 'transaction', 'pragma']);
/** The statements' shapes, across lines (a template's `${…}` reads as `…`). */
const SQL_SHAPE =
  /\b(?:SELECT\s[\s\S]*?\sFROM\s|INSERT\s+(?:OR\s+\w+\s+)?INTO\s|UPDATE\s+\S+\s+SET\s|DELETE\s+FROM\s|(?:CREATE|DROP|ALTER)\s+(?:TABLE|INDEX|VIEW|TRIGGER)\s|PRAGMA\s)/;
/** A clause no sentence has, so a lower-case shape ("Select a file from the list") needs one too. */
const SQL_CLAUSE = /\b(?:WHERE|JOIN|VALUES|ORDER BY|GROUP BY|LIMIT)\b|[=?]|@\w/i;
const isSql = (text: string) =>
  SQL_SHAPE.test(text) || (new RegExp(SQL_SHAPE.source, 'i').test(text) && SQL_CLAUSE.test(text));

/** What in a source looks like SQL: calls that run statements and strings that read like one. */
function sqlIn(source: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee) && SQL_FUNCTIONS.has(callee.text)) found.push(`${callee.text}(…)`);
      if (ts.isPropertyAccessExpression(callee) && SQL_METHODS.has(callee.name.text)) {
        found.push(`.${callee.name.text}(…)`);
      }
      if (
        ts.isPropertyAccessExpression(callee) &&
        callee.name.text === 'exec' &&
        /\bdb$/.test(callee.expression.getText())
      ) {
        found.push('db.exec(…)');
      }
    }
    const text = ts.isStringLiteralLike(node)
      ? node.text
      : ts.isTemplateExpression(node)
        ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' … ')
        : undefined;
    if (text !== undefined && isSql(text)) found.push(`string: ${text.replace(/\s+/g, ' ').trim()}`);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile('route.ts', source, ts.ScriptTarget.Latest, true));
  return found;
}

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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
    const routes = sourceFiles(join(SERVER, 'routes'));
    // better-sqlite3 statements and transactions (a RegExp's .exec is no SQL).
    const sql = /\.prepare\(|\bdb\.(?:exec|transaction)\(/;
    const withSql = routes.filter((file) => sql.test(readFileSync(file, 'utf8')));
    expect(withSql.map((file) => relative(SERVER, file))).toEqual([]);
  });
});

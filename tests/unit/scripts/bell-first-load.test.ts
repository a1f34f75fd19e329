import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

// The notification bell as an npm app (issue 22; the figure: `npm run bench -- bell`). The npm build
// (tsup, esbuild's code splitting) puts every module in a chunk by the entries whose *imports* reach
// it, and a host's bundler then drops a chunk only when nothing of it is used: whatever the bell's
// import graph reaches travels with the bell, used or not. So the graph itself is held here.
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const BELL = 'widgets/notification-bell/index.ts';

async function importGraph(entry: string): Promise<Metafile['inputs']> {
  const result = await build({
    entryPoints: [entry],
    absWorkingDir: repoRoot,
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    logLevel: 'silent',
  });
  return result.metafile.inputs;
}

/** Every input the entry reaches through static imports (what its chunks must carry). */
function staticallyReached(inputs: Metafile['inputs'], entry: string): string[] {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const imported of inputs[path]?.imports ?? []) {
      if (imported.kind !== 'dynamic-import' && !imported.external) visit(imported.path);
    }
  };
  visit(entry);
  return [...seen];
}

describe('the notification bell as an npm app', () => {
  it('reaches neither @preact/signals-react nor the access rules beyond the role list', async () => {
    const reached = staticallyReached(await importGraph(BELL), BELL);
    expect(reached).toContain('sdk/core/access/roles.ts');
    expect(reached.filter((path) => /@preact[\\/]signals|use-sync-external-store/.test(path))).toEqual([]);
    expect(
      reached.filter((path) => path.startsWith('sdk/core/access/') && path !== 'sdk/core/access/roles.ts'),
    ).toEqual([]);
    expect(reached.filter((path) => path.startsWith('sdk/react/signals/'))).toEqual([]);
  });

  it("reaches no DOMPurify through proofdesk/react, which the bell's host imports for its provider", async () => {
    // DOMPurify has module side effects: a static import anywhere under proofdesk/react (the banners'
    // announcements) stays in every React host's first load (27.3 → 39.6 kB for the bell's app).
    const REACT_ENTRY = 'sdk/react/package-entry.ts';
    const inputs = await importGraph(REACT_ENTRY);
    expect(Object.keys(inputs).filter((path) => /dompurify/.test(path)).length).toBeGreaterThan(0);
    const reached = staticallyReached(inputs, REACT_ENTRY);
    expect(reached.filter((path) => /dompurify/.test(path))).toEqual([]);
  });

  it('loads the popover panel, its list and its rules only through a dynamic import', async () => {
    const inputs = await importGraph(BELL);
    const reached = staticallyReached(inputs, BELL);
    const panel = [
      'widgets/notification-bell/notification-panel.tsx',
      'widgets/notification-bell/notification-list.tsx',
      'widgets/notification-bell/notification-item.tsx',
      'widgets/notification-bell/panel-styles.ts',
    ];
    for (const path of panel) expect(Object.keys(inputs)).toContain(path);
    expect(reached.filter((path) => panel.includes(path))).toEqual([]);
  });
});

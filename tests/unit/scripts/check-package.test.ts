import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { entrySpecifiers, strayFiles } from '../../../scripts/check-package.mjs';
import { THEME_FILES } from '../../../scripts/widget-manifest.mjs';

const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));

describe('the package check (scripts/check-package.mjs, a step of npm test after the build)', () => {
  it('imports every entry of the exports map, each theme of the wildcard, and not package.json', () => {
    const specifiers = entrySpecifiers(pkg.exports);
    expect(specifiers).toContain('proofdesk');
    expect(specifiers).toContain('proofdesk/react');
    expect(specifiers).toContain('proofdesk/proofing-viewer');
    for (const theme of THEME_FILES) expect(specifiers).toContain(`proofdesk/themes/${theme}`);
    expect(specifiers).not.toContain('proofdesk/package.json');
    expect(specifiers).toHaveLength(Object.keys(pkg.exports).length - 2 + THEME_FILES.length);
  });

  it('flags any packed file outside dist/ but the package.json and README npm always adds', () => {
    expect(strayFiles(['package.json', 'README.md', 'dist/index.js', 'dist/embed/proofdesk.js'])).toEqual([]);
    expect(strayFiles(['dist/index.js', 'sdk/core/index.ts', '.env', 'tests/x.test.ts'])).toEqual([
      'sdk/core/index.ts',
      '.env',
      'tests/x.test.ts',
    ]);
  });

  it('gives require its own declarations: every entry has import and require types', () => {
    for (const [subpath, target] of Object.entries(pkg.exports)) {
      if (subpath === './package.json') continue;
      const conditions = target as { import: { types: string }; require: { types: string } };
      expect(conditions.import.types).toMatch(/\.d\.ts$/);
      expect(conditions.require.types).toMatch(/\.d\.cts$/);
    }
  });
});

import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../../scripts/widget-manifest.mjs';

// Tests mirror the source tree (docs/architecture.md "Tests"): a test of `<source path>/<name>.ts`
// is `tests/unit/<source path>/<name>.test.ts` (node) or `tests/widgets/<source path>/<name>.test.tsx`
// (Chromium); a test that covers a whole folder sits in that folder under its own name. So a
// file's tests are found from its path, and a test whose source moved away fails here.

/** Every test file under a tests folder, relative to it: `sdk/core/session/session.test.ts`. */
function testFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return testFiles(path, `${prefix}${name}/`);
    return /\.test\.tsx?$/.test(name) ? [`${prefix}${name}`] : [];
  });
}

/**
 * Whether a test sits in a source folder: the folder of the file it tests, or the folder it covers
 * as a whole (the folder is the address; the test's name says what in it is tested).
 */
function mirrored(test: string): boolean {
  const slash = test.lastIndexOf('/');
  if (slash < 0) return false; // not at the top: every test names the folder it covers
  const dir = join(repoRoot, test.slice(0, slash));
  return existsSync(dir) && statSync(dir).isDirectory();
}

describe.each(['tests/unit', 'tests/widgets'])('%s', (top) => {
  const tests = testFiles(join(repoRoot, top));

  it('has tests', () => {
    expect(tests.length).toBeGreaterThan(20);
  });

  it('mirrors the source tree: every test sits at the file or folder it covers', () => {
    expect(tests.filter((test) => !mirrored(test))).toEqual([]);
  });
});

describe('the mirror rule', () => {
  it('refuses a test at the top, and one whose folder is not a source folder', () => {
    expect(mirrored('session.test.ts')).toBe(false);
    expect(mirrored('sdk/session/session.test.ts')).toBe(false);
    expect(mirrored('sdk/core/session/session.test.ts')).toBe(true);
  });
});

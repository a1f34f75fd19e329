import { describe, expect, it } from 'vitest';
import { ACCEPT_COMMAND, API_DIR, apiReport, readCommittedReport } from '../../../scripts/api-report.mjs';

// The public surface is pinned: api/*.api.md lists every entry's names with their kinds and
// signatures. A change to what an entry exports (a name, a prop, a payload) fails here until the
// report is regenerated and committed, so every change to the surface is a reviewed diff.

/** An entry's report as name → its `## name (kind)` section. */
function sections(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of text.split(/^## /m).slice(1)) {
    const title = part.slice(0, part.indexOf('\n'));
    map.set(title, part.trim());
  }
  return map;
}

const firstLine = (section: string) =>
  section.split('\n').find((line) => line.startsWith('```') === false && line.includes(' ')) ?? '';
const clip = (text: string) => (text.length > 160 ? `${text.slice(0, 157)}...` : text);

/** What changed, per file and per name: added (+), removed (-), changed (~, old and new signature). */
function describeChanges(committed: Map<string, string>, generated: Map<string, string>): string[] {
  const lines: string[] = [];
  for (const file of new Set([...committed.keys(), ...generated.keys()])) {
    const before = committed.get(file);
    const after = generated.get(file);
    if (before === after) continue;
    if (before === undefined || after === undefined) {
      lines.push(
        `${API_DIR}/${file}: ${before === undefined ? 'new entry, not committed' : 'entry no longer exists'}`,
      );
      continue;
    }
    lines.push(`${API_DIR}/${file}:`);
    const old = sections(before);
    const now = sections(after);
    for (const [name, section] of now) {
      const was = old.get(name);
      if (was === undefined) lines.push(`  + ${clip(firstLine(section.split('\n').slice(1).join('\n')))}`);
      else if (was !== section) {
        lines.push(`  ~ ${name}`);
        lines.push(`      was ${clip(was.split('\n').slice(3, -1).join(' '))}`);
        lines.push(`      now ${clip(section.split('\n').slice(3, -1).join(' '))}`);
      }
    }
    for (const name of old.keys()) if (!now.has(name)) lines.push(`  - ${name}`);
    if (lines.at(-1) === `${API_DIR}/${file}:`) lines.push('  (the header changed)');
  }
  return lines;
}

/** The root is what every host gets: kept small on purpose (issue 23); rules go to proofdesk/rules. */
const ROOT_NAME_LIMIT = 80;

describe('the API report', () => {
  const { files, counts } = apiReport();

  it(`keeps the package root under ${ROOT_NAME_LIMIT} names`, () => {
    const root = counts.find((count) => count.entry === 'proofdesk');
    expect(root?.names).toBeLessThan(ROOT_NAME_LIMIT);
  });

  it('matches what the package entries export', () => {
    const committed = readCommittedReport();
    const changes = describeChanges(committed, files);
    if (changes.length > 0) {
      expect.fail(
        [
          'The public surface differs from the committed API report:',
          ...changes,
          `If the change is intended, run \`${ACCEPT_COMMAND}\` and commit ${API_DIR}/ with it.`,
        ].join('\n'),
      );
    }
    expect(committed.size).toBe(files.size);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../../../host-demo/server/seed';

// Issue 21: `npm start` printed harbor@demo.test, the README's table did not list it. The table
// and the seed's accounts (what `npm start` prints and the sign-in screens list) are one list.

/** The rows of the README's "Demo accounts" table: [sign-in screen, user]. */
function readmeAccounts(): [string, string][] {
  const readme = readFileSync(new URL('../../../../../README.md', import.meta.url), 'utf8');
  const section = readme.split('\n## Demo accounts\n')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .map((line) => /^\| `([^`]+)` \| `([^`]+)` \|/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => [match[1]!, match[2]!]);
}

describe("the README's demo accounts", () => {
  it('lists exactly the seed’s DEMO_ACCOUNTS, in order, each at its sign-in screen', () => {
    const seeded = DEMO_ACCOUNTS.map((account) => [
      account.client === 'admin' ? '/admin/signin' : '/signin',
      account.username,
    ]);
    expect(readmeAccounts()).toEqual(seeded);
  });
});

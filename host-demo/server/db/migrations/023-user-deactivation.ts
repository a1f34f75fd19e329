import type { Migration } from '../migrate';

// Team members (issue 26): an owner deactivates a member of its account; the member cannot sign in
// and its sessions end until reactivated. NULL is active; the time is kept for the member page.
export const userDeactivation: Migration = {
  version: 23,
  name: 'user deactivation',
  sql: `
ALTER TABLE users ADD COLUMN deactivated_at INTEGER;
`,
};

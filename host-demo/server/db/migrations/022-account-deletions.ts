import type { Migration } from '../migrate';

// Account deletion (issue 26): one pending request per account. The server's deletion job deletes
// the account (its clients row; everything of the account cascades) once delete_at has passed;
// cancelling removes the row.
export const accountDeletions: Migration = {
  version: 22,
  name: 'account deletions',
  sql: `
CREATE TABLE account_deletions (
  client_id TEXT PRIMARY KEY REFERENCES clients(id) ON DELETE CASCADE,
  requested_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  reason TEXT NOT NULL,
  requested_at INTEGER NOT NULL,
  delete_at INTEGER NOT NULL
) WITHOUT ROWID;

CREATE INDEX account_deletions_due ON account_deletions (delete_at);
`,
};

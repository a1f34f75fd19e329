import type { Migration } from '../migrate';

// Manage profile (issue 26): a user's contact details and the account's company details, the
// mandatory sections of dashboard §5 that the users and clients tables have no columns for.
// Personal fields (names, job title, time zone, avatar) stay on users; the company name on clients.
export const profileDetails: Migration = {
  version: 21,
  name: 'profile details',
  sql: `
CREATE TABLE user_contacts (
  user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  phone TEXT NOT NULL,
  address TEXT NOT NULL,
  city TEXT NOT NULL,
  country TEXT NOT NULL,
  updated_at INTEGER NOT NULL
) WITHOUT ROWID;

CREATE TABLE client_details (
  client_id TEXT PRIMARY KEY REFERENCES clients(id) ON DELETE CASCADE,
  phone TEXT NOT NULL,
  address TEXT NOT NULL,
  website TEXT NOT NULL,
  updated_at INTEGER NOT NULL
) WITHOUT ROWID;
`,
};

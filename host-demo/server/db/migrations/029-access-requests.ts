import type { Migration } from '../migrate';

// Get Started (issue 27): requests for a portal account, one per e-mail address (lower-cased); the
// reseller's staff read them. A later request of the same address is not stored again.
export const accessRequests: Migration = {
  version: 29,
  name: 'access requests',
  sql: `
CREATE TABLE access_requests (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  company TEXT NOT NULL,
  message TEXT NOT NULL,
  requested_at INTEGER NOT NULL
);
`,
};
